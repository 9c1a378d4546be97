import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Render a board with the learned shapes, read it back: the board must come back exactly.
@Suite struct RoundTripTests {
  static func randomBoard(_ rng: inout SplitMix64) -> Board {
    let letters = (0..<25).map { _ in Alphabet.letters[Int(rng.next() % 26)] }
    let sides = (0..<25).map { _ in [Side.none, .player, .opponent][Int(rng.next() % 3)] }
    // Defended exactly where the rule says, as the game draws it.
    let defended = Board.defendedTiles(sides: sides)
    let owners = (0..<25).map { i -> Owner in
      switch sides[i] {
      case .none: .unclaimed
      case .player: defended[i] ? .playerDefended : .player
      case .opponent: defended[i] ? .opponentDefended : .opponent
      }
    }
    return try! Board(letters: letters, owners: owners)
  }

  /// Sizes no shared screenshot has, phones and iPads, down to the smallest phone.
  static let sizes: [(Int, Int)] = [(828, 1792), (1242, 2208), (320, 568), (600, 800), (1024, 768)]

  @Test(arguments: Theme.allCases)
  func renderedBoardsReadBackInEveryTheme(_ theme: Theme) throws {
    var rng = SplitMix64(seed: UInt64(theme.rawValue.utf8.count * 7919))
    let renderer = Renderer()
    var checked = 0
    for (k, (w, h)) in Self.sizes.enumerated() {
      var scene = Renderer.Scene(board: Self.randomBoard(&rng), theme: theme, width: w, height: h)
      scene.wideGamut = k % 2 == 0
      scene.wiggled = k == 1 ? [2, 3, 4, 7] : []
      scene.seed = rng.next()
      // Either player's picture on the left, as a ring or a smiley, the marker under either.
      scene.header.playerOnLeft = k % 2 == 1
      scene.header.player = k % 3 == 0 ? .smiley : .photo
      scene.header.opponent = k % 3 == 0 ? .photo : .smiley
      scene.header.turn = k % 2 == 0 ? .player : .opponent
      let read = try builtInReader.read(renderer.render(scene))
      #expect(read.board == scene.board, "\(theme) \(w)x\(h)")
      // The scores above the board read back and agree with the tiles (a digit the renderer
      // draws too unlike the game's, at the smallest sizes, skips the check: never a mismatch).
      let owners = scene.board.owners
      if read.header.wasMade {
        checked += 1
        #expect(
          read.header
            == .checked(
              you: owners.count { $0.side == .player },
              opponent: owners.count { $0.side == .opponent }),
          "\(theme) \(w)x\(h)")
      }
      #expect(read.theme == theme || [.dark, .pop, .glow].contains(read.theme))
      #expect(read.wideGamut == scene.wideGamut)
      #expect(read.warnings.isEmpty)
    }
    #expect(checked >= 3, "\(theme): the header was checked on \(checked) of \(Self.sizes.count)")
  }

  @Test func renderedBoardSurvivesJPEG() throws {
    var rng = SplitMix64(seed: 99)
    let renderer = Renderer()
    let scene = Renderer.Scene(
      board: Self.randomBoard(&rng), theme: .retro, width: 750, height: 1334)
    let jpeg = try JPEGEncoder(quality: 70).encode(renderer.render(scene))
    let read = try builtInReader.read(ImageDecoder.decode(jpeg))
    #expect(read.board == scene.board)
  }

  @Test func samplesReadBackWithTheirLabels() throws {
    let set = try TrainingSet(
      contentsOf: Shared.samples.appendingPathComponent("labels.txt").path,
      images: Shared.samples.path)
    #expect(set.entries.count >= 5)
    for entry in set.entries {
      let read = try builtInReader.read(contentsOf: entry.path)
      #expect(read.board.letters == entry.letters, "\(entry.path)")
      #expect(read.board.ownershipString == entry.ownership, "\(entry.path)")
      #expect(read.warnings.isEmpty, "\(entry.path)")
    }
  }

  @Test func trainingOnRenderedBoardsLearnsTheirLetters() throws {
    // Train → render → solve: shapes learned from rendered boards read rendered boards.
    let renderer = Renderer()
    var trainer = Trainer()
    var rng = SplitMix64(seed: 5)
    var boards: [Board] = []
    for i in 0..<2 {
      // Two boards covering A–Z (and a few repeats).
      let letters = (0..<25).map { Alphabet.letters[(i * 25 + $0) % 26] }
      let board = try Board(letters: letters, owners: Self.randomBoard(&rng).owners)
      boards.append(board)
      let scene = Renderer.Scene(board: board, theme: .light, width: 640, height: 1136)
      try trainer.add(renderer.render(scene), letters: letters)
    }
    let learned = try LetterTemplates(serialized: trainer.templates().serialized())
    #expect(learned.missingLetters.isEmpty)
    let reader = BoardReader(templates: learned)
    let probe = Renderer.Scene(board: boards[1], theme: .dark, width: 750, height: 1334)
    #expect(try reader.read(renderer.render(probe)).board == boards[1])
  }
}
