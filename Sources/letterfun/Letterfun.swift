import ArgumentParser
import LetterfunCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@main
struct Letterfun: ParsableCommand {
  // Every command names itself: otherwise ArgumentParser derives each name from its type by
  // reflection, a measurable share of a run's start-up.
  static let configuration = CommandConfiguration(
    commandName: "letterfun",
    abstract: "Read Letterpress screenshots and find the best words to play.",
    discussion: """
      Exit status: 0 when every input was read, 1 when any was refused or there
      was nothing to read (each refusal has a stable code: unreadable-image,
      not-a-board, tiles-lifted, low-confidence, ...), 2 for a usage error
      (codes usage, bad-board-text, bad-played-word).
      """,
    version: "0.1.0",
    subcommands: [Solve.self, Train.self, Render.self, Dict.self, Serve.self]
  )

  /// Runs a command; usage errors exit 2 (the documented contract) rather than 64.
  static func main() {
    do {
      switch QuickArguments.parse(CommandLine.arguments.dropFirst()) {
      case .version?:
        print(configuration.version)
      case .solve(let solve)?:
        try solve.run()
      case nil:
        var command = try parseAsRoot()
        try command.run()
      }
    } catch {
      if let usage = error as? UsageError {
        printError("\(usage.code): \(usage.description)")
        terminate(2)
      }
      if exitCode(for: error) == .validationFailure {
        // The parser's "Error: " becomes the code every usage error is documented with.
        var text = fullMessage(for: error)
        if text.hasPrefix("Error: ") { text = "usage: " + text.dropFirst("Error: ".count) }
        printError(text)
        terminate(2)
      }
      if let failure = error as? LetterfunError {
        printError("\(failure.code): \(failure.description)")
        terminate(1)
      }
      exit(withError: error)
    }
  }
}

/// Ends the process with a status (the C library's exit, which `ParsableCommand.exit` hides).
func terminate(_ status: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(status)
  #else
    Darwin.exit(status)
  #endif
}
