@_spi(Internals) import LetterfunCore
import Testing

/// The built-in digit templates and their file format, checked as the letters' are.
struct DigitTemplatesTests {
  @Test func builtInTemplatesHaveEveryDigit() throws {
    let digits = try DigitTemplates.builtIn()
    #expect(digits.missingDigits.isEmpty)
    #expect(digits.samples.allSatisfy { $0 > 0 })
  }

  @Test func templatesSurviveTheirTextFormat() throws {
    let digits = try DigitTemplates.builtIn()
    let again = try DigitTemplates(bytes: Array(digits.serialized().utf8))
    #expect(again == digits)
    #expect(digits.serialized().hasPrefix(DigitTemplates.header))
  }

  @Test func aChangedByteIsRefused() throws {
    var bytes = Array(try DigitTemplates.builtIn().serialized().utf8)
    let k = bytes.firstIndex(of: UInt8(ascii: "@"))!
    bytes[k] = UInt8(ascii: "#")
    #expect(throws: TemplateError.self) { _ = try DigitTemplates(bytes: bytes) }
    #expect(throws: TemplateError.self) { _ = try DigitTemplates(bytes: Array("letterfun".utf8)) }
  }

  @Test func eachDigitMatchesItsOwnTemplateBest() throws {
    let digits = try DigitTemplates.builtIn()
    for (d, glyph) in digits.glyphs.enumerated() {
      let m = digits.match(try #require(glyph))
      #expect(m.best.letter == DigitTemplates.digits[d])
      #expect(m.best.similarity > 0.99)
    }
  }
}
