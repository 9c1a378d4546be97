import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

/// Templates and compiled dictionaries damaged on disk (cut short by a full disk or a crash,
/// edited by hand, from another version) are refused with their code, never used.
@Suite struct DamagedDataFileTests {
  static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-damaged-\(UInt64.random(in: 0...UInt64.max))-\(name)")
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Templates text with one line replaced and the checksum recomputed, as a careless edit or
  /// another version would leave it: only the content checks can catch it.
  static func templates(replacing old: String, with new: String) -> String {
    let text = builtInTemplates.serialized()
    let body = String(text[..<text.range(of: "checksum ", options: .backwards)!.lowerBound])
    let edited = body.replacingOccurrences(of: old, with: new)
    return edited + "checksum \(Checksum.hex(Checksum.of(edited)))\n"
  }

  @Test func templatesCutAnywhereAreRefused() throws {
    let bytes = Array(builtInTemplates.serialized().utf8)
    // The last byte is the final newline, whose loss changes nothing.
    for cut in stride(from: 0, to: bytes.count - 1, by: max(1, bytes.count / 40))
      + [bytes.count - 2, bytes.count - 10]
    {
      let path = try Self.temporaryFile("cut.templates", Array(bytes.prefix(cut)))
      defer { unlink(path) }
      #expect(throws: TemplateError.self, "cut at \(cut)") { try LetterTemplates(contentsOf: path) }
    }
  }

  @Test func templatesOfAnotherVersionOrGridAreRefused() {
    let header = LetterTemplates.header
    #expect(throws: TemplateError.outdated(version: "29")) {
      try LetterTemplates(serialized: Self.templates(replacing: header, with: "\(header)9"))
    }
    #expect(throws: TemplateError.corrupt("not a templates file")) {
      try LetterTemplates(serialized: Self.templates(replacing: header, with: "letterfun"))
    }
    let grid = "grid \(Glyph.columns)x\(Glyph.rows)"
    #expect(
      throws: TemplateError.corrupt(
        "grid size differs from this version's \(Glyph.columns)x\(Glyph.rows)")
    ) {
      try LetterTemplates(serialized: Self.templates(replacing: grid, with: "grid 99x99"))
    }
  }

  @Test func templatesWithABadLetterOrRowAreRefused() {
    #expect(throws: TemplateError.self) {
      try LetterTemplates(serialized: Self.templates(replacing: "letter Q ", with: "letter 9 "))
    }
    #expect(throws: TemplateError.self) {
      try LetterTemplates(serialized: Self.templates(replacing: "|\n", with: "X|\n"))
    }
  }

  @Test func missingOrFolderTemplatesCannotBeRead() {
    let missing = "/no/such/letters.templates"
    #expect(
      throws: TemplateError.cannotRead(path: missing, reason: "no such file, or not readable")
    ) { try LetterTemplates(contentsOf: missing) }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: TemplateError.cannotRead(path: folder, reason: "no such file, or not readable"))
    {
      try LetterTemplates(contentsOf: folder)
    }
  }

  /// A reader whose templates lack Q reads a Q tile as O, confidently (found by this suite):
  /// so a templates file that lacks letters is refused when loaded, never used.
  @Test func templatesThatNeverSawALetterAreRefused() throws {
    var partial = builtInTemplates
    partial.glyphs["Q"] = nil
    partial.samples["Q"] = nil
    let path = try Self.temporaryFile("partial.templates", Array(partial.serialized().utf8))
    defer { unlink(path) }
    #expect(throws: TemplateError.incomplete(path: path, missing: ["Q"])) {
      try LetterTemplates(contentsOf: path)
    }
    let whole = try Self.temporaryFile("whole.templates", Array(builtInTemplates.serialized().utf8))
    defer { unlink(whole) }
    #expect(try LetterTemplates(contentsOf: whole) == builtInTemplates)
  }

  @Test func compiledDictionaryCutAnywhereIsRefused() throws {
    let good = WordGraphBuilder.compile(
      WordList(words: ["cat", "cats", "dog", "dogs", "emu"]), sourceSize: 0, sourceChecksum: 0)
    // From 6 bytes on ("LFDAWG"), a cut file is still recognised as a compiled dictionary.
    for cut in Array(6..<good.count) {
      let path = try Self.temporaryFile("cut.dawg", Array(good.prefix(cut)))
      defer { unlink(path) }
      do {
        _ = try WordGraph.load(path: path, cacheDirectory: nil)
        Issue.record("a dictionary cut at \(cut) of \(good.count) bytes was used")
      } catch {
        #expect(error.code == "dictionary-corrupt", "cut at \(cut): \(error)")
      }
    }
  }
}
