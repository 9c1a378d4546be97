import ArgumentParser
import LetterfunCore

@main
struct Letterfun: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "letterfun",
    abstract: "Read Letterpress screenshots and find the best words to play.",
    version: "0.1.0",
    subcommands: [Solve.self, Train.self, Render.self, Dict.self],
    defaultSubcommand: nil
  )
}
