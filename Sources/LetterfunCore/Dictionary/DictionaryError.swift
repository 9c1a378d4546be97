/// Why a word list or a compiled dictionary could not be used.
public enum DictionaryError: LetterfunError, Equatable {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// A compiled dictionary failed its checks (magic, version, sizes, checksums, structure).
  case corrupt(path: String, reason: String)
  /// A word list holds no usable word (lower-case a–z, 2–25 letters).
  case empty(path: String)
  /// A compiled dictionary could not be written.
  case unwritable(path: String, reason: String)

  public var code: String {
    switch self {
    case .unreadable: "dictionary-unreadable"
    case .corrupt: "dictionary-corrupt"
    case .empty: "dictionary-empty"
    case .unwritable: "dictionary-unwritable"
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read the word list '\(path)': \(reason)"
    case .corrupt(let path, DictionaryError.notCompiled):
      // Often a word list given to a command that wants its compiled form: the advice must not
      // name it as the output, which would replace the list with its dictionary.
      "'\(path)' is not a compiled dictionary (is it a word list? 'solve --dict' takes one as it "
        + "is, and 'letterfun dict compile \(path)' compiles it beside itself, as .dawg)"
    case .corrupt(let path, let reason):
      "'\(path)' is not a valid compiled dictionary (\(reason)); compile its word list again "
        + "with 'letterfun dict compile WORDLIST -o \(path)'"
    case .empty(let path):
      "the word list '\(path)' has no usable words (one lower-case a-z word of 2-25 letters a line)"
    case .unwritable(let path, let reason):
      "cannot write the compiled dictionary '\(path)': \(reason)"
    }
  }
}

extension DictionaryError {
  /// The reason of `corrupt` for a file without the compiled magic.
  static let notCompiled = "not a compiled dictionary"

  /// A failed read, worded as the C library words it ("open: No such file or directory").
  init(reading failure: FileError) {
    self = .unreadable(path: failure.path, reason: failure.systemReason)
  }

  /// A failed write of a compiled dictionary. The reason repeats "cannot write PATH", as the
  /// message always has (players and scripts may match it).
  init(writing failure: FileError) {
    self = .unwritable(
      path: failure.path, reason: "cannot write \(failure.path): \(failure.reason)")
  }
}
