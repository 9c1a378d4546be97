import ArgumentParser
import LetterfunCore

extension Letterfun {
  struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Read screenshots (or a typed board) and list the words to play."
    )

    @Flag(help: "One JSON object per input, one line each.")
    var json = false

    @OptionGroup var solver: SolverOptions

    @Argument(help: "Screenshots (PNG or JPEG) or folders of them.")
    var paths: [String] = []

    func run() throws {
      throw CleanExit.message("not yet implemented")
    }
  }
}
