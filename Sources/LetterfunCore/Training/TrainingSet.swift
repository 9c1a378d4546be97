import FoundationEssentials

/// Screenshots with known letters, to learn templates from.
///
/// Two formats: the shared `labels.json` (records with `file`, `expect`, `letters`), and a
/// plain list a player can write, one `FILE LETTERS [OWNERSHIP]` per line (`#` starts a
/// comment).
public struct TrainingSet: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// The image's path (resolved against the image folder).
    public var path: String
    /// 25 letters, row by row.
    public var letters: [Character]
    /// 25 owners (`w b B r R`), when the labels give them.
    public var ownership: String?
  }

  public var entries: [Entry]

  /// Reads a labels file of either format; relative image names resolve against `images`.
  public init(contentsOf path: String, images: String) throws(TrainingSetError) {
    let data: Data
    do { data = Data(try FileReader.contents(of: path)) } catch { throw .cannotRead(path) }
    let text = String(decoding: data, as: UTF8.self)
    let trimmed = text.drop { $0.isWhitespace }
    if trimmed.first == "[" {
      try self.init(labelsJSON: data, images: images)
    } else {
      try self.init(list: text, images: images)
    }
  }

  /// Parses the shared `labels.json` format; records that are not boards are skipped.
  public init(labelsJSON data: Data, images: String) throws(TrainingSetError) {
    struct Record: Decodable {
      var file: String
      var expect: String?
      var letters: String?
      var ownership: String?
    }
    let records: [Record]
    do { records = try JSONDecoder().decode([Record].self, from: data) } catch {
      throw .malformed(line: 0, "not a labels.json list of records")
    }
    var entries: [Entry] = []
    for (i, r) in records.enumerated() where (r.expect ?? "board") == "board" {
      guard let l = r.letters else { continue }
      entries.append(try Self.entry(r.file, l, r.ownership, images: images, line: i + 1))
    }
    self.entries = entries
  }

  /// Parses the plain format: `FILE LETTERS` per line.
  public init(list text: String, images: String) throws(TrainingSetError) {
    var entries: [Entry] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = line.split(whereSeparator: \.isWhitespace)
      if fields.isEmpty { continue }
      guard fields.count == 2 || fields.count == 3 else {
        throw .malformed(line: i + 1, "expected a file name, 25 letters and optionally 25 owners")
      }
      let ownership = fields.count == 3 ? String(fields[2]) : nil
      entries.append(
        try Self.entry(String(fields[0]), String(fields[1]), ownership, images: images, line: i + 1)
      )
    }
    self.entries = entries
  }

  private static func entry(
    _ file: String, _ letters: String, _ ownership: String?, images: String, line: Int
  ) throws(TrainingSetError) -> Entry {
    let l = Array(letters.uppercased())
    guard l.count == Board.tileCount, l.allSatisfy({ $0 >= "A" && $0 <= "Z" }) else {
      throw .malformed(line: line, "'\(letters)' for \(file) is not 25 letters A-Z")
    }
    if let o = ownership,
      o.count != Board.tileCount || !o.allSatisfy({ Owner(rawValue: $0) != nil })
    {
      throw .malformed(line: line, "'\(o)' for \(file) is not 25 owners (w b B r R)")
    }
    let path = file.hasPrefix("/") ? file : FileIO.joined(images, file)
    return Entry(path: path, letters: l, ownership: ownership)
  }
}

/// Why a labels file cannot be used for training.
public enum TrainingSetError: LetterfunError, Equatable {
  case cannotRead(String)
  case malformed(line: Int, String)

  public var code: String { "bad-labels" }

  public var description: String {
    switch self {
    case .cannotRead(let p): "cannot read the labels file \(p)"
    case .malformed(let line, let why): line > 0 ? "labels line \(line): \(why)" : "labels: \(why)"
    }
  }
}
