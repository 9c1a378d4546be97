import ArgumentParser
import LetterfunCore

extension Letterfun {
  struct Train: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "train",
      abstract: "Learn the letter shapes from screenshots whose letters are known.",
      discussion: """
        LABELS is either a labels.json (records with "file", "expect" and
        "letters", as in the shared screenshot set) or a plain list with one
        "FILE LETTERS" per line, e.g.
          shot1.png KSOGCNUPTSDONUNSRESLAOTNW
        The templates are written atomically; `solve --templates FILE` uses them.
        When the labels give owners (labels.json's "ownership", or a third
        field of 25 owners w b B r R), the scores above each board are known
        too (each side's count of tiles), and the header's digits are learned
        and written to --digits (by default digits.templates beside --output).

        Examples:
          letterfun train ../shared/screenshots/labels.json --output my.templates
          letterfun train samples/labels.txt --output /tmp/t.templates \\
            --contact-sheet /tmp/t.png
        """
    )

    @Argument(help: "The labels file (labels.json or FILE LETTERS lines).")
    var labels: String

    @Option(help: "Folder the image names are relative to (default: the labels file's folder).")
    var images: String?

    @Option(name: .shortAndLong, help: "Where to write the templates.")
    var output: String = "letters.templates"

    @Option(help: "Where to write the digit templates (default: digits.templates beside --output).")
    var digits: String?

    @Option(
      help: "Also draw the learned letters as a PNG contact sheet (bars: samples per letter).")
    var contactSheet: String?

    @Flag(help: "Replace --output or --contact-sheet even when it holds another kind of file.")
    var force = false

    func run() throws {
      let folder = images ?? parentFolder(of: labels)
      // Given a screenshot or a dictionary by mistake, say so rather than quote its bytes.
      switch FileKind.of(path: labels) {
      case .image, .compiledDictionary, .templates, .digitTemplates:
        throw TrainingSetError.malformed(
          line: 0,
          "\(labels) holds \(FileKind.of(path: labels).description), not labels (a labels.json, "
            + "or one FILE LETTERS line per screenshot)")
      default: break
      }
      let set = try TrainingSet(contentsOf: labels, images: folder)
      // Checked before the work: no input is ever written over, nor, without --force, a file
      // of another kind (a photo named like the templates, a labels list).
      let inputs =
        [(labels, "the labels file")] + set.entries.map { ($0.path, "a training screenshot") }
      try CommandError.checkOutput(
        output, kind: .templates, writing: "letter templates", force: force, inputs: inputs)
      let digitsOutput =
        digits ?? (output.contains("/") ? (parentFolder(of: output) == "/" ? "/" : parentFolder(of: output) + "/") : "") + "digits.templates"
      try CommandError.checkOutput(
        digitsOutput, kind: .digitTemplates, writing: "digit templates", force: force,
        inputs: inputs + [(output, "the letter templates being written")])
      if let contactSheet {
        try CommandError.checkOutput(
          contactSheet, kind: .image, writing: "an image", force: force,
          inputs: inputs + [(output, "the templates being written")])
      }
      var trainer = Trainer()
      var digitTrainer = DigitTrainer()
      var headers = 0
      var used = 0
      var skipped: [(String, String)] = []
      for entry in set.entries {
        do {
          let image = try ImageDecoder.decode(contentsOf: entry.path)
          try trainer.add(image, letters: entry.letters)
          used += 1
          if let ownership = entry.ownership,
            try digitTrainer.add(image, owners: ownership.compactMap(Owner.init(rawValue:)))
          {
            headers += 1
          }
        } catch let error as LetterfunError {
          skipped.append((entry.path, "\(error.code): \(error.description)"))
        }
      }
      guard used > 0 else {
        // Nothing learned: an empty templates file would only be refused later, by solve.
        for (path, why) in skipped { printError("skipped \(path): \(why)") }
        throw TrainingSetError.malformed(
          line: 0, "none of its \(set.entries.count) screenshots could be read; nothing was written"
        )
      }
      let templates = trainer.templates()
      do { try AtomicFileWriter.write(Array(templates.serialized().utf8), to: output) } catch {
        throw TemplateError(writing: error)
      }
      let digitTemplates = digitTrainer.templates()
      if headers > 0 {
        do {
          try AtomicFileWriter.write(Array(digitTemplates.serialized().utf8), to: digitsOutput)
        } catch { throw TemplateError(writing: error) }
      }
      if let contactSheet {
        try PNGEncoder(channels: .rgb).write(DebugSheet.contactSheet(templates), to: contactSheet)
      }

      let counts = templates.samples
      print(
        "Learned \(templates.glyphs.count) letters from \(used) screenshots "
          + "(\(counts.values.reduce(0, +)) tiles); wrote \(output)")
      let rows = stride(from: 0, to: 26, by: 13).map { start in
        Alphabet.letters[start..<start + 13].map { l in
          "\(l) \(String(counts[l] ?? 0).leftPadded(to: 3))"
        }.joined(separator: "  ")
      }
      print("Samples per letter:")
      rows.forEach { print("  " + $0) }
      if headers > 0 {
        let d = digitTemplates.samples.enumerated().map { "\($0.offset) \($0.element)" }
        print(
          "Learned the score digits from \(headers) headers; wrote \(digitsOutput): "
            + d.joined(separator: "  "))
      } else {
        print("No header showed its scores whole with known owners; no digit templates written")
      }
      if !templates.missingLetters.isEmpty {
        print(
          "Never seen: \(String(templates.missingLetters)) (solve refuses these templates until every letter is seen)"
        )
      }
      for (path, why) in skipped { printError("skipped \(path): \(why)") }
    }
  }
}

func parentFolder(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return path[..<slash].isEmpty ? "/" : String(path[..<slash])
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
