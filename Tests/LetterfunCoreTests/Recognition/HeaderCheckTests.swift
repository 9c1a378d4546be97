import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// The header as a check on the whole board, on real screenshots: each side's score must be
/// its tile count; owners flipped after reading are put right, a miscounted tile is refused.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct HeaderCheckTests {
  static func label(_ name: String) -> LabelledScreenshot {
    LabelledScreenshot.boards.first { $0.file == name }!
  }

  static func counts(_ ownership: String) -> (Int, Int) {
    (ownership.count { "bB".contains($0) }, ownership.count { "rR".contains($0) })
  }

  /// Whole headers over every device and theme of the shared set, the owner's picture on
  /// either side, a ring or a smiley: all checked, with the labels' counts.
  @Test(arguments: [
    "jpsim__LetterpressPlayer__l0.png",  // owner left, ringed
    "artgillespie__pressletter__IMG_1384.PNG",  // owner right
    "artgillespie__pressletter__iPhone4_Forest.png",
    "colons__lp__uekyygslzkcosddhagoetzwai_oooopooouuoooppoopppopupp__pink.png",
    "colons__lp__klxodnseeuwrrksntdtcswnke_uppoouoooouooooouopopoppo.png",  // contrast, Android
    "colons__lp__wyfsecwdnjbsonolsfctqiukn_uuuououoppuooppuuuppuopup__x_dark.png",  // owner smiley
    "artgillespie__pressletter__iPadPortrait.png",
    "artgillespie__pressletter__iPadLandscape_Retina.png",
  ])
  func wholeHeadersAreCheckedAgainstTheTiles(_ name: String) throws {
    let label = Self.label(name)
    let read = try builtInReader.read(contentsOf: label.path)
    let (you, opponent) = Self.counts(label.ownership!)
    #expect(read.header == .checked(you: you, opponent: opponent))
    #expect(read.board.ownershipString == label.ownership)
  }

  /// No header (a board crop), or a note over the pictures: no check, and the reason.
  @Test func hiddenOrMissingHeadersAreSkippedWithAReason() throws {
    let crop = try builtInReader.read(contentsOf: Self.label("colons__lp__wide.png").path)
    #expect(crop.header == .skipped("the screenshot shows nothing above the board"))
    // "You played TROWSERS" covers both pictures.
    let note = try builtInReader.read(
      contentsOf: Self.label("artgillespie__pressletter__iPhone_5_1.png").path)
    #expect(!note.header.wasMade)
    #expect(note.board.ownershipString == Self.label("artgillespie__pressletter__iPhone_5_1.png").ownership)
  }

  /// The owners and stages of a real screenshot, for corrupting the owners by hand.
  func stages(_ name: String) throws -> (Bitmap, LocatedBoard, Ownership) {
    let image = try ImageDecoder.decode(contentsOf: Self.label(name).path)
    let located = try builtInReader.locate(image)
    return (image, located, builtInReader.owners(of: located, in: image))
  }

  /// Every owner given to the other side (colours kept): only the swap explains the scores
  /// (10 and 12), so the board is read swapped back, with a warning.
  @Test func ownersReadWithTheSidesSwappedArePutRightWithAWarning() throws {
    let name = "jpsim__LetterpressPlayer__l0.png"
    let (image, located, ownership) = try stages(name)
    var flipped = ownership
    flipped.owners = ownership.owners.map { o -> Owner in
      switch o {
      case .unclaimed: .unclaimed
      case .player: .opponent
      case .playerDefended: .opponentDefended
      case .opponent: .player
      case .opponentDefended: .playerDefended
      }
    }
    let read = try builtInReader.read(image, located: located, ownership: flipped)
    #expect(read.board.ownershipString == Self.label(name).ownership)
    #expect(read.header == .corrected(you: 10, opponent: 12))
    #expect(read.warnings.map(\.code) == [.sidesSwapped])
  }

  /// One tile of the owner's read as unclaimed (its neighbours' defence unchanged, so nothing
  /// else notices): the counts no longer match the scores, and the board is refused.
  @Test func aTileReadAsTheWrongOwnerIsRefused() throws {
    let (image, located, ownership) = try stages("artgillespie__pressletter__IMG_1384.PNG")
    var tampered = ownership
    let victim = ownership.owners.indices.first { i in
      guard ownership.owners[i] == .player else { return false }
      var o = ownership
      o.owners[i] = .unclaimed
      return o.defenceMismatches.isEmpty
    }
    let i = try #require(victim)
    tampered.owners[i] = .unclaimed
    #expect(throws: ReadError.recognition(.headerMismatch(you: 14, opponent: 11, board: 13, boardOpponent: 11))) {
      _ = try builtInReader.read(image, located: located, ownership: tampered)
    }
  }

  /// Equal scores say nothing of whose is whose, so a swap is never "corrected" on them.
  @Test func equalScoresNeverSwapTheSides() throws {
    let name = "jpsim__LetterpressPlayer__l5.png"  // 8 and 8
    let (image, located, ownership) = try stages(name)
    let read = try builtInReader.read(image, located: located, ownership: ownership)
    #expect(read.header == .checked(you: 8, opponent: 8))
    #expect(read.warnings.isEmpty)
  }
}
