import LetterfunCore

/// Why a command refused to go on (exit status 1), in the words and stable codes of the
/// library's errors.
enum CommandError: LetterfunError {
  /// A folder given to `solve` holds no image to read.
  case nothingToRead(folder: String, why: String)
  /// The output path holds a file of another kind than the one being written.
  case wouldOverwrite(path: String, holds: FileKind, writing: String)
  /// The output path is one of the command's own inputs.
  case outputIsInput(path: String, input: String)
  /// `--debug-dir` names something that is not a folder, or a folder that cannot be made.
  case badDebugDirectory(path: String, reason: String)

  var code: String {
    switch self {
    case .nothingToRead: "nothing-to-read"
    case .wouldOverwrite, .outputIsInput: "would-overwrite"
    case .badDebugDirectory: "bad-debug-dir"
    }
  }

  var description: String {
    switch self {
    case .nothingToRead(let folder, let why):
      "the folder \(folder) holds no screenshot to read (\(why)); give PNG or JPEG screenshots, "
        + "or a folder of them"
    case .wouldOverwrite(let path, let holds, let writing):
      "\(path) already holds \(holds.description), not \(writing): writing there would replace "
        + "it; choose another name, or add --force to replace it"
    case .outputIsInput(let path, let input):
      "\(path) is \(input), which this command reads: writing there would destroy it; choose "
        + "another name"
    case .badDebugDirectory(let path, let reason):
      "cannot write pictures into --debug-dir \(path): \(reason); give a folder (it is made if "
        + "missing)"
    }
  }

  /// Refuses a write of `kind` (described as `writing`) to `path` when the path is one of
  /// `inputs` (never allowed), or holds a file of another kind (allowed with `force`).
  static func checkOutput(
    _ path: String, kind: FileKind, writing: String, force: Bool,
    inputs: [(path: String, role: String)] = []
  ) throws(CommandError) {
    for input in inputs where FileKind.sameFile(path, input.path) {
      throw .outputIsInput(path: path, input: input.role)
    }
    let existing = FileKind.of(path: path)
    switch existing {
    case .missing, .empty: return
    // A folder or an unreadable path: the write itself says why it fails.
    case .folder, .other("unreadable"), .other("not a regular file"): return
    default:
      if existing == kind || force { return }
      throw .wouldOverwrite(path: path, holds: existing, writing: writing)
    }
  }
}
