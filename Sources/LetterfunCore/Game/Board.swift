/// A 5×5 Letterpress board: 25 letters and 25 owners, row by row from the top left.
///
/// A board always holds exactly 25 letters A–Z and 25 owners: every public way in checks them,
/// so the solver can index by letter without checking again.
public struct Board: Sendable, Equatable {
  public static let side = 5
  public static let tileCount = 25

  /// The 25 letters as codes 0–25 (A = 0): the solver's form.
  public private(set) var letterCodes: [UInt8]
  /// 25 owners, same order as the letters.
  public private(set) var owners: [Owner]

  /// Builds a board from 25 letters and 25 owners. Lower-case a–z are taken as their capitals
  /// (as a typed board is); anything else but A–Z, or a count other than 25, throws.
  public init(letters: [Character], owners: [Owner]) throws(BoardTextError) {
    guard letters.count == Board.tileCount, owners.count == Board.tileCount else {
      throw .wrongTileCount(letters: letters.count, owners: owners.count)
    }
    var codes = [UInt8]()
    codes.reserveCapacity(Board.tileCount)
    for (i, letter) in letters.enumerated() {
      guard let code = Board.code(of: letter) else { throw .notALetter(letter, tile: i) }
      codes.append(code)
    }
    self.init(codes: codes, owners: owners)
  }

  /// Parses `LETTERS[:OWNERSHIP]` (25 letters, optional 25 of `w b B r R`), as typed by a player.
  /// Whitespace is ignored and lower-case letters count as capitals.
  public init(text: String) throws(BoardTextError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { throw .malformed(text) }
    let letters = parts[0].filter { !$0.isWhitespace }
    let codes = letters.compactMap(Board.code(of:))
    guard letters.count == Board.tileCount, codes.count == Board.tileCount else {
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
    self.init(codes: codes, owners: owners)
  }

  private init(codes: [UInt8], owners: [Owner]) {
    assert(codes.count == Board.tileCount && owners.count == Board.tileCount)
    self.letterCodes = codes
    self.owners = owners
  }

  /// The code 0–25 of a letter A–Z or a–z; nil for anything else (`asciiValue` rather than a
  /// comparison, which lets through letters with combining marks such as "A\u{20DD}").
  @inline(__always)
  static func code(of letter: Character) -> UInt8? {
    guard let a = letter.asciiValue else { return nil }
    switch a {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return a - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return a - UInt8(ascii: "a")
    default: return nil
    }
  }

  /// The 25 upper-case letters A–Z, same order as `owners`.
  public var letters: [Character] {
    letterCodes.map { Character(Unicode.Scalar($0 + UInt8(ascii: "A"))) }
  }
  /// The 25 letters as one string.
  public var letterString: String { String(letters) }
  /// The 25 owners as one string of `w b B r R`.
  public var ownershipString: String { String(owners.map(\.rawValue)) }

  /// Gives tile `index` (0–24, as an array index) a new owner; the letters stay.
  public mutating func setOwner(_ owner: Owner, at index: Int) {
    owners[index] = owner
  }

  /// The tile index (0–24) of a row and column.
  @inline(__always)
  public static func index(row: Int, column: Int) -> Int { row * side + column }
}

/// Why a typed or assembled board is not a board.
public enum BoardTextError: LetterfunError, Equatable {
  case malformed(String)
  case badLetters(String)
  case badOwnership(String)
  /// Letters and owners given as lists, with other than 25 of either.
  case wrongTileCount(letters: Int, owners: Int)
  /// A tile (0–24) given something other than a letter A–Z.
  case notALetter(Character, tile: Int)

  public var code: String { "bad-board-text" }

  public var description: String {
    switch self {
    case .malformed(let t):
      "'\(t)' is not a board: write 25 letters, optionally ':' and 25 owners (w b B r R)"
    case .badLetters(let t):
      "'\(t)' is not 25 letters A-Z (row by row from the top left)"
    case .badOwnership(let t):
      "'\(t)' is not 25 owners, each one of w (unclaimed), b/B (yours), r/R (opponent's)"
    case .wrongTileCount(let letters, let owners):
      "a board has 25 letters and 25 owners, not \(letters) letters and \(owners) owners"
    case .notALetter(let c, let tile):
      "tile \(tile &+ 1) (row \(tile / Board.side &+ 1), column \(tile % Board.side &+ 1))"
        + " holds '\(c.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())',"
        + " not a letter A-Z"
    }
  }
}

extension Board: CustomReflectable {
  /// Printed and dumped as its letters, not its codes: debug output and the pipeline dump read
  /// as they did when the letters were stored.
  public var customMirror: Mirror {
    Mirror(self, children: ["letters": letters, "owners": owners], displayStyle: .struct)
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
