import LetterfunCore

/// The player's choices for one screenshot, from the API's query or the page's form.
struct SolveQuery: Sendable {
  var limit: Int
  var ranking: SolveOptions.Ranking
  var played: PlayedWords
  /// The played words as typed, to show them again in the form.
  var playedText: String

  /// Parses `limit` (0 or more; 0 lists every word), `rank` (a ranking's name) and `played`
  /// (words separated by commas or spaces); throws `ServerError.badQuery` saying which is wrong.
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
    playedText = played ?? ""
    let words = playedText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" })
      .map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    do { self.played = try PlayedWords(words) } catch {
      throw .badQuery("played: \(error.description)")
    }
  }

  var options: SolveOptions { SolveOptions(ranking: ranking, played: played, limit: limit) }
}
