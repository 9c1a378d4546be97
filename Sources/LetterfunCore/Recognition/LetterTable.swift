/// A value for each letter A–Z, kept in alphabet order and found by the letter's place in it.
///
/// What templates keep per letter. A `[Character: Glyph]` cost every run a run-time look-up
/// of `Character: Hashable` the first time one was made (a scan of every conformance in the
/// program), and a Character hash at every look-up.
public struct LetterTable<Value> {
  private var slots: [Value?]

  /// A table with no letter set.
  public init() { slots = Array(repeating: nil, count: 26) }

  /// The value of `letter`; nil when it has none, or is not a capital A–Z (which cannot have one).
  public subscript(letter: Character) -> Value? {
    get { Self.slot(of: letter).flatMap { slots[$0] } }
    set {
      guard let i = Self.slot(of: letter) else {
        preconditionFailure("'\(letter)' is not a capital A-Z")
      }
      slots[i] = newValue
    }
  }

  /// How many letters have a value.
  public var count: Int { slots.count { $0 != nil } }

  /// The values, in alphabet order of their letters.
  public var values: [Value] { slots.compactMap { $0 } }

  private static func slot(of letter: Character) -> Int? {
    // One UTF-8 byte A–Z (`asciiValue` costs ten times as much: it also maps "\r\n").
    let bytes = letter.utf8
    guard bytes.count == 1, let code = bytes.first, code >= UInt8(ascii: "A"),
      code <= UInt8(ascii: "Z")
    else { return nil }
    return Int(code - UInt8(ascii: "A"))
  }
}

extension LetterTable: Sendable where Value: Sendable {}
extension LetterTable: Equatable where Value: Equatable {}

extension LetterTable: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (Character, Value)...) {
    self.init()
    for (letter, value) in elements { self[letter] = value }
  }
}
