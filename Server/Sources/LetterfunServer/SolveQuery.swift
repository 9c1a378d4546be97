import HummingbirdCore
import LetterfunCore

/// The player's choices for one screenshot, from the API's query or the page's form.
struct SolveQuery: Sendable {
  /// The played words' text is refused past this many bytes: a long game's words fit in a few
  /// hundred, and the trie of played words grows with every letter (104 bytes a node).
  static let maxPlayedBytes = 4096
  /// More played words than this are refused. A game ends once the 25 tiles are taken, and
  /// even games that trade tiles back and forth end within a few dozen turns.
  static let maxPlayedWords = 200
  /// A word is spelled with tiles of the board, each at most once.
  static let maxWordLetters = 25

  /// Longest query accepted: the page's longest (a few KB of played words) with room to spare.
  static let maxQueryBytes = 8 << 10

  var limit: Int
  var ranking: SolveOptions.Ranking
  var played: PlayedWords

  /// Parses `limit` (0 or more; 0 lists every word), `rank` (a ranking's name) and `played`
  /// (words separated by commas, spaces around them allowed, as `--played` takes them); throws
  /// `ServerError.badQuery` (or `.badPlayed` for the played words) saying which is wrong.
  init(limit: String?, rank: String?, played: String?, defaultLimit: Int) throws(ServerError) {
    if let limit, !limit.isEmpty {
      guard let n = Int(limit), n >= 0 else {
        throw .badQuery("limit must be 0 (all) or more, not '\(limit.prefix(20))'")
      }
      self.limit = n
    } else {
      self.limit = defaultLimit
    }
    if let rank, !rank.isEmpty {
      guard let r = SolveOptions.Ranking(rawValue: rank) else {
        let names = SolveOptions.Ranking.allCases.map(\.rawValue).joined(separator: ", ")
        throw .badQuery("rank must be one of \(names), not '\(rank.prefix(20))'")
      }
      ranking = r
    } else {
      ranking = SolveOptions().ranking
    }
    var words = PlayedWords()
    for word in try Self.playedWords(played ?? "") {
      do { try words.add(String(word)) } catch {
        throw .badPlayed("'\(word)' is not a word of letters A-Z")
      }
    }
    self.played = words
  }

  /// The query's fields the API reads, by Hummingbird's parsing (percent-escapes decoded; a
  /// name given twice keeps its first value); throws `.badQuery` past `maxQueryBytes`.
  static func fields(_ uri: URI) throws(ServerError) -> [String: String] {
    let length = uri.query?.utf8.count ?? 0
    guard length <= maxQueryBytes else {
      throw .badQuery("the query is longer than \(maxQueryBytes) bytes")
    }
    let parameters = uri.queryParameters
    var fields: [String: String] = [:]
    for name in ["limit", "rank", "played"] {
      if let value = parameters[name[...]] { fields[name] = String(value) }
    }
    return fields
  }

  /// The words of `text` (separated by commas, spaces, line breaks or `+`, a space as a
  /// browser's form encodes it), checked against the limits before anything is built from
  /// them: cheap enough for the event loop.
  static func playedWords(_ text: String) throws(ServerError) -> [Substring] {
    guard text.utf8.count <= maxPlayedBytes else {
      throw .badPlayed(
        "the played words are longer than \(maxPlayedBytes) bytes (\(text.utf8.count) sent)")
    }
    let words = text.split(whereSeparator: { $0 == "," || $0 == "+" || $0.isWhitespace })
    guard words.count <= maxPlayedWords else {
      throw .badPlayed(
        "\(words.count) played words is more than a game holds (at most \(maxPlayedWords))")
    }
    if let long = words.first(where: { $0.count > maxWordLetters }) {
      throw .badPlayed(
        "'\(long.prefix(30))…' is longer than a word of the board (\(maxWordLetters) letters)")
    }
    return words
  }

  var options: SolveOptions { SolveOptions(ranking: ranking, played: played, limit: limit) }
}
