import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// One record of `../shared/screenshots/labels.json`.
struct LabelledScreenshot: Decodable, Sendable, CustomTestStringConvertible {
  let file: String
  let size: String
  let expect: String
  let letters: String?
  let ownership: String?
  let error: String?
  let theme: String?

  var path: String { Shared.screenshots.appendingPathComponent(file).path }
  var testDescription: String { file }

  /// The labelled screenshots, or none when `../shared` is absent (the tests then skip).
  static let all: [LabelledScreenshot] = {
    guard let data = try? Data(contentsOf: Shared.labels) else { return [] }
    return (try? JSONDecoder().decode([LabelledScreenshot].self, from: data)) ?? []
  }()

  static var boards: [LabelledScreenshot] { all.filter { $0.expect == "board" } }
  static var refusals: [LabelledScreenshot] { all.filter { $0.expect == "error" } }
}

/// The built-in templates, read once for every test.
let builtInTemplates: LetterTemplates = {
  do { return try LetterTemplates.builtIn() } catch { fatalError("built-in templates: \(error)") }
}()

let builtInReader = BoardReader(templates: builtInTemplates)
