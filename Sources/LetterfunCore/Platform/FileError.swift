#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Why a file could not be read or written: the path, the step that failed and the cause.
///
/// Platform code knows nothing of images, dictionaries or templates; each caller turns this into
/// its own error, with its own code and words.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The system call (or check) that failed, named as the C library names it.
  public enum Step: String, Sendable {
    case open, stat, read, mmap
    case create, write, fsync, close, rename
  }

  /// What went wrong.
  public enum Cause: Sendable, Equatable {
    /// The system refused, with this `errno`.
    case system(Int32)
    /// The path names a folder.
    case isDirectory
    /// A FIFO, device or socket: never opened for reading, which could wait forever.
    case notRegularFile
    /// Larger than the reader's limit (checked before any byte is read).
    case tooLarge(bytes: Int, maxBytes: Int)
    /// A path to write that ends in a slash.
    case noFileName
  }

  public var path: String
  @_spi(Internals) public var step: Step
  @_spi(Internals) public var cause: Cause

  public init(path: String, step: Step, cause: Cause) {
    self.path = path
    self.step = step
    self.cause = cause
  }

  /// Whether the step was one of writing a file (where a missing path means a missing folder).
  @_spi(Internals) public var isWrite: Bool {
    switch step {
    case .open, .stat, .read, .mmap: false
    case .create, .write, .fsync, .close, .rename: true
    }
  }

  /// Whether the path names nothing, or nothing this process may open (ENOENT, EACCES, EPERM).
  @_spi(Internals) public var isMissingOrForbidden: Bool {
    switch cause {
    case .system(ENOENT), .system(EACCES), .system(EPERM): true
    default: false
    }
  }

  /// The cause in a player's words: "no such file", "permission denied", "is a folder", ...
  public var reason: String {
    switch cause {
    case .system(let code):
      switch code {
      case ENOENT: isWrite ? "no such folder" : "no such file"
      case EACCES, EPERM: "permission denied"
      case ENOSPC: "no space left on the disk"
      default: FileError.systemMessage(code)
      }
    case .isDirectory: "is a folder, not a file"
    case .notRegularFile: "not a regular file"
    case .tooLarge(let bytes, let maxBytes): "the file is \(bytes) bytes, more than \(maxBytes)"
    case .noFileName: "no file name"
    }
  }

  /// The step and the C library's own message ("open: No such file or directory"), or the
  /// reason when no system call failed.
  @_spi(Internals) public var systemReason: String {
    guard case .system(let code) = cause else { return reason }
    return "\(step.rawValue): \(FileError.systemMessage(code))"
  }

  public var description: String { "\(path): \(reason)" }

  /// `strerror`'s text for an `errno`.
  static func systemMessage(_ code: Int32) -> String { FileIO.systemMessage(code) }
}
