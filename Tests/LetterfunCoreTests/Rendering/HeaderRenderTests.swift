@_spi(Internals) import LetterfunCore
import Testing

/// The renderer's header as the game draws it, read back: scores that agree are checked,
/// scores that disagree refuse the board, a note over the pictures skips the check.
@Suite struct HeaderRenderTests {
  static let board = try! Board(text: "QUIZJAMBOXFLYVEGHTDNSPRCK:wwbBBwwbBBrrwbbRRrwwRRrbb")

  @Test func scoresThatDisagreeWithTheTilesRefuseTheBoard() throws {
    var scene = Renderer.Scene(board: Self.board, theme: .forest, width: 750, height: 1334)
    scene.header.scores = (9, 8)
    scene.header.playerOnLeft = false
    let image = try Renderer().render(scene)
    #expect(throws: ReadError.recognition(.headerMismatch(you: 9, opponent: 8, board: 10, boardOpponent: 8))) {
      _ = try builtInReader.read(image)
    }
  }

  @Test func scoresSwappedAgainstTheTilesAreReadAsSwappedSides() throws {
    // The header says the owner has the opponent's count and the other way round: the tiles
    // were drawn with the sides swapped, which is what a misread palette would give.
    var scene = Renderer.Scene(board: Self.board, theme: .dark, width: 640, height: 960)
    scene.header.scores = (8, 10)
    let read = try builtInReader.read(Renderer().render(scene))
    #expect(read.header == .corrected(you: 8, opponent: 10))
    #expect(read.board.ownershipString == "wwrRRwwrRRbbwrrBBbwwBBbrr")
    #expect(read.warnings.map(\.code) == [.sidesSwapped])
  }

  @Test func aNoteOverThePicturesSkipsTheCheck() throws {
    var scene = Renderer.Scene(board: Self.board, theme: .light, width: 640, height: 1136)
    scene.banner = "You played QUIZ"
    let read = try builtInReader.read(Renderer().render(scene))
    #expect(read.board == Self.board)
    #expect(!read.header.wasMade)
  }

  @Test func theHeaderShowsBothPicturesInTheirColoursAndTheMarker() throws {
    var scene = Renderer.Scene(board: Self.board, theme: .light, width: 640, height: 1136)
    scene.header.playerOnLeft = false
    scene.header.turn = .opponent
    let image = try Renderer().render(scene)
    let g = try builtInReader.locate(image).geometry
    guard case .found(let view) = HeaderReader.find(image, geometry: g) else {
      Issue.record("no header found")
      return
    }
    let p = Theme.light.palette
    // The owner's picture on the right, in the owner's colour; the opponent's on the left.
    #expect(view.players[1].colour.distance(to: p.playerDefended) < 30)
    #expect(view.players[0].colour.distance(to: p.opponentDefended) < 30)
    // The marker: the opponent's colour a diameter under the left picture, none on the right.
    let left = view.players[0]
    let right = view.players[1]
    let below = left.centreY + left.diameter * 1.1
    #expect(image.pixel(Int(left.centreX), Int(below)).distance(to: p.opponentDefended) < 30)
    #expect(image.pixel(Int(right.centreX), Int(below)).distance(to: p.background) < 10)
  }
}
