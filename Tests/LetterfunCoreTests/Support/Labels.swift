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

extension LabelledScreenshot {
  /// One screenshot per device class (iPhone sizes, an X, iPads at 1x and 2x in both
  /// orientations) over several themes, and a wide-gamut wiggle: the spread that variant tests
  /// (JPEG, rescaled, cropped, reduced) run over.
  static let deviceSpread: [LabelledScreenshot] = {
    let wanted = [
      "jpsim__LetterpressPlayer__l0.png",  // 640x1136 light
      "artgillespie__pressletter__iPhone4_Forest.png",  // 640x960 forest
      "colons__lp__uekyygslzkcosddhagoetzwai_oooopooouuoooppoopppopupp__pink.png",  // 750x1334
      "colons__lp__klxodnseeuwrrksntdtcswnke_uppoouoooouooooouopopoppo.png",  // 720x1280
      "colons__lp__wyfsecwdnjbsonolsfctqiukn_uuuououoppuooppuuuppuopup__x_dark.png",  // X
      "artgillespie__pressletter__iPadPortrait.png",  // iPad 1x
      "artgillespie__pressletter__iPadPortrait_Retina.png",  // iPad 2x
      "artgillespie__pressletter__iPadLandscape_Retina.png",  // iPad 2x landscape
      "colons__lp__pop_wiggle.png",  // wiggle, wide gamut
    ]
    return boards.filter { wanted.contains($0.file) }
  }()
}
