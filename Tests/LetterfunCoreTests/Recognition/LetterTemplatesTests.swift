@_spi(Internals) import LetterfunCore
import Testing

@Suite struct LetterTemplatesTests {
  @Test func builtInTemplatesKnowEveryLetter() {
    #expect(builtInTemplates.missingLetters.isEmpty)
    #expect(builtInTemplates.samples.values.allSatisfy { $0 >= 10 })
  }

  @Test func builtInBytesPassEveryCheckAndReadAsTheBuiltInTemplates() throws {
    // builtIn() skips the whole-file checks for the embedded bytes: they must pass them.
    let bytes = LetterTemplates.builtInBytes
    #expect(!bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") })
    let checked = try LetterTemplates(bytes: bytes)
    #expect(checked == builtInTemplates)
    #expect(try LetterTemplates(serialized: String(decoding: bytes, as: UTF8.self)) == checked)
  }

  @Test func aLetterTableHoldsTheCapitalsInAlphabetOrder() {
    var table: LetterTable<Int> = ["C": 3, "A": 1]
    #expect(table.count == 2)
    #expect(table.values == [1, 3])
    #expect(table["B"] == nil && table["a"] == nil && table["?"] == nil)
    table["A"] = nil
    #expect(table.values == [3])
    #expect(table == ["C": 3])
  }

  @Test func dictionariesOfTheTrainerKeepTheirCapitals() {
    let glyph = builtInTemplates.glyphs["A"]!
    let t = LetterTemplates(glyphs: ["A": glyph, "é": glyph], samples: ["A": 4, "é": 2])
    #expect(t.glyphs.count == 1 && t.glyphs["A"] == glyph)
    #expect(t.samples.values == [4])
  }

  @Test func serializedTemplatesReadBackToTheSameText() throws {
    let text = builtInTemplates.serialized()
    #expect(try LetterTemplates(serialized: text).serialized() == text)
  }

  @Test func bytesReadAsTheText() throws {
    let text = builtInTemplates.serialized()
    #expect(try LetterTemplates(bytes: Array(text.utf8)) == LetterTemplates(serialized: text))
    let crlf = text.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\r\n")
    #expect(throws: TemplateError.self) { try LetterTemplates(bytes: Array(crlf.utf8)) }
    var damaged = Array(text.utf8)
    damaged[damaged.count / 2] = UInt8(ascii: "?")
    #expect(throws: TemplateError.corrupt("checksum does not match")) {
      try LetterTemplates(bytes: damaged)
    }
  }

  @Test func aChangedShadeIsCaughtByTheChecksum() {
    var text = builtInTemplates.serialized()
    let i = text.index(text.firstIndex(of: "@")!, offsetBy: 0)
    text.replaceSubrange(i...i, with: "#")
    #expect(throws: TemplateError.corrupt("checksum does not match")) {
      try LetterTemplates(serialized: text)
    }
  }

  @Test func aTruncatedFileIsRefused() {
    let text = builtInTemplates.serialized()
    #expect(throws: TemplateError.self) {
      try LetterTemplates(serialized: String(text.prefix(text.count / 2)))
    }
  }

  @Test func aForeignFileIsRefused() {
    #expect(throws: TemplateError.corrupt("no checksum line")) {
      try LetterTemplates(serialized: "hello\nworld\n")
    }
  }

  @Test func missingLettersAreListed() {
    var t = builtInTemplates
    t.glyphs["Q"] = nil
    t.glyphs["Z"] = nil
    #expect(t.missingLetters == ["Q", "Z"])
  }

  @Test func aLetterIsMostLikeItsOwnTemplate() {
    let matcher = LetterMatcher(templates: builtInTemplates)
    for letter in Alphabet.letters {
      let m = matcher.match(builtInTemplates.glyphs[letter]!)
      #expect(m.best.letter == letter)
      #expect(m.preference > 0.9)
    }
  }
}
