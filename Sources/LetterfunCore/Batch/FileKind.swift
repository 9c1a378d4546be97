#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// What is already at a path a command is about to write, told by content (never by name), so
/// that no command writes over a file it did not make: a word list, a photo, notes.
public enum FileKind: Sendable, Equatable {
  /// Nothing there: the write makes a new file.
  case missing
  /// A file of 0 bytes: nothing to lose.
  case empty
  case folder
  /// An image (PNG, JPEG, or another format letterfun recognises).
  case image
  /// A dictionary written by `dict compile` (its magic, or the start of it).
  case compiledDictionary
  /// Letter templates written by `train`.
  case templates
  /// Digit templates written by `train` (the header's scores).
  case digitTemplates
  /// Anything else; the payload says what it looks like ("text", "a PDF document").
  case other(String)

  /// What is at `path` (following symbolic links).
  public static func of(path: String) -> FileKind {
    guard let info = FileIO.status(path) else {
      return errno == ENOENT ? .missing : .other("unreadable")
    }
    if info.st_mode & S_IFMT == S_IFDIR { return .folder }
    guard info.st_mode & S_IFMT == S_IFREG else { return .other("not a regular file") }
    if info.st_size == 0 { return .empty }
    guard let head = try? FileReader.prefix(of: path, count: 64) else {
      return .other("unreadable")
    }
    let magic = WordGraph.magic
    if head.starts(with: magic) || (head.count < magic.count && magic.starts(with: head)) {
      return .compiledDictionary
    }
    if head.starts(with: Array(LetterTemplates.headerStem.utf8)) { return .templates }
    if head.starts(with: Array(DigitTemplates.headerStem.utf8)) { return .digitTemplates }
    switch ImageFormat.sniff(head) {
    case .png, .cgbiPNG, .jpeg, .other: return .image
    case .notAnImage(let what): return .other(what)
    }
  }

  /// Whether two paths name the same file (the same device and inode), e.g. `words.txt` and
  /// `./dict/../words.txt`; false when either does not exist.
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    guard let x = FileIO.status(a), let y = FileIO.status(b) else { return false }
    return x.st_dev == y.st_dev && x.st_ino == y.st_ino
  }

  /// How a player would name it: "a compiled dictionary", "text", "a folder".
  public var description: String {
    switch self {
    case .missing: "nothing"
    case .empty: "an empty file"
    case .folder: "a folder"
    case .image: "an image"
    case .compiledDictionary: "a compiled dictionary"
    case .templates: "letter templates"
    case .digitTemplates: "digit templates"
    case .other(let what): what
    }
  }
}
