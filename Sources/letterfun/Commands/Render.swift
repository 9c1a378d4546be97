import ArgumentParser
import LetterfunCore

extension Letterfun {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Draw a board as a game screenshot (PNG) in its device's layout.",
      discussion: """
        Examples:
          letterfun render \\
            --board KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr \\
            --theme dark --size 750x1334 --output board.png
          letterfun render --board ABCDEFGHIJKLMNOPQRSTUVWXY --wiggle 0,1,2 \\
            --wide-gamut --size 1125x2436 --output x.png
        """
    )

    @Option(help: "25 letters row by row, optionally ':' and 25 owners (w b B r R).")
    var board: String

    @Option(help: "Colour theme: \(Theme.allCases.map(\.rawValue).joined(separator: ", ")).")
    var theme: Theme = .light

    @Option(
      help: "Pixel size WIDTHxHEIGHT: a measured device's layout, else the nearest one's scaled.")
    var size: String = "640x1136"

    @Option(help: "Tiles (0-24, comma separated) drawn turned, as the game shows the last word.")
    var wiggle: String?

    @Option(help: "Largest turn of a wiggled tile, in degrees either way (0-45).")
    var wiggleTurn: Double = 5

    @Option(help: "Largest shift of a wiggled tile, as a share of the tile (0-0.5).")
    var wiggleShift: Double = 0.04

    @Option(help: "Text of a banner drawn over the players' pictures, e.g. 'You played WORD'.")
    var banner: String?

    @Flag(help: "Store Display P3 colours, as iPhone X and later do.")
    var wideGamut = false

    @Option(help: "Seed for the wiggle's angles.")
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Flag(help: "Replace --output even when it holds a file that is not an image.")
    var force = false

    // Checked here rather than in `run`, so that the usage line shown is render's own.
    func validate() throws {
      _ = try dimensions()
      _ = try wiggledTiles()
    }

    /// `--size` as width and height.
    func dimensions() throws -> (width: Int, height: Int) {
      let dims = size.lowercased().split(separator: "x").compactMap { Int($0) }
      guard dims.count == 2 else {
        throw ValidationError("--size takes WIDTHxHEIGHT, e.g. 750x1334")
      }
      return (dims[0], dims[1])
    }

    /// The tiles of `--wiggle`.
    func wiggledTiles() throws -> Set<Int> {
      var tiles: Set<Int> = []
      for entry in (wiggle ?? "").split(separator: ",") {
        guard let tile = Int(entry.trimmingPrefix(" ")) else {
          throw ValidationError(
            "--wiggle takes tile numbers 0-24, e.g. 0,1,2; '\(entry)' is not a number")
        }
        guard (0..<Board.tileCount).contains(tile) else {
          throw ValidationError("--wiggle takes tile numbers 0-24, e.g. 0,1,2")
        }
        tiles.insert(tile)
      }
      return tiles
    }

    func run() throws {
      let parsed: Board
      do { parsed = try Board(text: board) } catch { throw UsageError(error) }
      let (width, height) = try dimensions()
      var scene = Renderer.Scene(board: parsed, theme: theme, width: width, height: height)
      scene.wideGamut = wideGamut
      scene.seed = seed
      scene.wiggleTurn = wiggleTurn
      scene.wiggleShift = wiggleShift
      scene.banner = banner
      if wiggle != nil { scene.wiggled = try wiggledTiles() }
      try CommandError.checkOutput(output, kind: .image, writing: "an image", force: force)
      let image = try Renderer().render(scene)
      try PNGEncoder(channels: .rgb).write(image, to: output)
    }
  }
}

extension Theme: ExpressibleByArgument {}
