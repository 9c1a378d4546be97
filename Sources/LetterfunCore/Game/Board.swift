/// A 5×5 Letterpress board: 25 letters and 25 owners, row by row from the top left.
public struct Board: Sendable, Equatable {
  public static let side = 5
  public static let tileCount = 25

  /// 25 upper-case letters A–Z.
  public var letters: [Character]
  /// 25 owners, same order as `letters`.
  public var owners: [Owner]

  public init(letters: [Character], owners: [Owner]) {
    precondition(letters.count == Board.tileCount && owners.count == Board.tileCount)
    self.letters = letters
    self.owners = owners
  }

  /// Parses `LETTERS[:OWNERSHIP]` (25 letters, optional 25 of `w b B r R`), as typed by a player.
  public init(text: String) throws(BoardTextError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { throw .malformed(text) }
    let letters = parts[0].uppercased().filter { !$0.isWhitespace }
    guard letters.count == Board.tileCount, letters.allSatisfy({ $0 >= "A" && $0 <= "Z" }) else {
      throw .badLetters(String(parts[0]))
    }
    var owners = [Owner](repeating: .unclaimed, count: Board.tileCount)
    if parts.count == 2 {
      let o = parts[1].filter { !$0.isWhitespace }
      guard o.count == Board.tileCount else { throw .badOwnership(String(parts[1])) }
      for (i, c) in o.enumerated() {
        guard let owner = Owner(rawValue: c) else { throw .badOwnership(String(parts[1])) }
        owners[i] = owner
      }
    }
    self.init(letters: Array(letters), owners: owners)
  }

  /// The 25 letters as one string.
  public var letterString: String { String(letters) }
  /// The 25 owners as one string of `w b B r R`.
  public var ownershipString: String { String(owners.map(\.rawValue)) }

  /// The tile index (0–24) of a row and column.
  @inline(__always)
  public static func index(row: Int, column: Int) -> Int { row * side + column }
}

/// Why a typed board could not be read.
public enum BoardTextError: LetterfunError, Equatable {
  case malformed(String)
  case badLetters(String)
  case badOwnership(String)

  public var code: String { "bad-board-text" }

  public var description: String {
    switch self {
    case .malformed(let t):
      "'\(t)' is not a board: write 25 letters, optionally ':' and 25 owners (w b B r R)"
    case .badLetters(let t):
      "'\(t)' is not 25 letters A-Z (row by row from the top left)"
    case .badOwnership(let t):
      "'\(t)' is not 25 owners, each one of w (unclaimed), b/B (yours), r/R (opponent's)"
    }
  }
}

extension Board {
  /// For each tile, whether it is defended: coloured, with every in-board neighbour (up, down,
  /// left, right) held by the same side (the solver's bit-board rule, on plain arrays).
  public static func defendedTiles(sides: [Side]) -> [Bool] {
    var player: UInt32 = 0
    var opponent: UInt32 = 0
    for (i, side) in sides.enumerated() {
      switch side {
      case .player: player |= 1 << UInt32(i)
      case .opponent: opponent |= 1 << UInt32(i)
      case .none: break
      }
    }
    let defended = Rules.defended(player) | Rules.defended(opponent)
    return (0..<tileCount).map { defended & (1 << UInt32($0)) != 0 }
  }
}
