import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Each labelled real screenshot against a render of the same board at the same size, theme
/// and gamut: how far the renderer is from the game, tile by tile, on the devices of the layout
/// table (the crops `wide` and `cropped_bottom` are no device). The figures are printed; the
/// bounds are loose guards against drifting from what was measured. It decodes, reads and
/// renders some 60 screenshots (minutes in a debug build), so it runs when asked:
/// `LETTERFUN_FIDELITY=1 swift test --filter RenderFidelityTests`.
@Suite(
  .enabled(if: Shared.available, Shared.missingReason),
  .enabled(
    if: ProcessInfo.processInfo.environment["LETTERFUN_FIDELITY"] != nil,
    "set LETTERFUN_FIDELITY=1 to compare renders with every real screenshot"))
struct RenderFidelityTests {
  struct Figures {
    var geometry: [Double] = []
    var origin: [Double] = []
    var farEdge: [Double] = []
    var colour: [Double] = []
    var neutral: [Double] = []
    var checker: [Double] = []
    var centroid: [Double] = []
    var weight: [Double] = []
    var capHeight: [Double] = []

    static func median(_ v: [Double]) -> Double { v.isEmpty ? 0 : v.sorted()[v.count / 2] }

    func line(_ name: String, _ v: [Double], _ unit: String) -> String {
      String(
        format: "%@ median %.2f%@, max %.2f%@ (n=%d)", name, Self.median(v), unit,
        v.max() ?? 0, unit, v.count)
    }
  }

  @Test func rendersMatchRealScreenshots() throws {
    var f = Figures()
    for shot in LabelledScreenshot.boards where !shot.file.contains("CgBI") {
      guard let letters = shot.letters, let ownership = shot.ownership else { continue }
      let real = try ImageDecoder.decode(contentsOf: shot.path)
      guard
        DeviceLayout.measured.contains(where: { $0.width == real.width && $0.height == real.height }
        )
      else { continue }
      // Theme and gamut as the reader tells them (labels name the theme loosely).
      guard let reading = try? builtInReader.read(real), let theme = reading.theme else { continue }
      var scene = Renderer.Scene(
        board: try Board(text: letters + ":" + ownership), theme: theme,
        width: real.width, height: real.height)
      scene.wideGamut = reading.wideGamut
      let drawn = try Renderer().render(scene)
      let lr = reading.geometry
      let ld = try builtInReader.locate(drawn).geometry
      f.geometry.append(
        max(
          abs(lr.originX - ld.originX), abs(lr.originY - ld.originY), abs(lr.tileSize - ld.tileSize)
        ))
      // The tiles' own boundaries on both, not the locator's grid (found on a thumbnail).
      let gr = BoardEdges.refine(real, lr)
      let gd = BoardEdges.refine(drawn, ld)
      f.origin.append(max(abs(gr.originX - gd.originX), abs(gr.originY - gd.originY)))
      f.farEdge.append(
        max(
          abs(gr.originX + 5 * gr.tileSize - gd.originX - 5 * gd.tileSize),
          abs(gr.originY + 5 * gr.tileSize - gd.originY - 5 * gd.tileSize)))
      // The neutral checkerboard: each parity's colour, and the step between the two.
      var neutrals: [[(RGB, RGB)]] = [[], []]
      for i in 0..<Board.tileCount {
        guard let a = TileMeasure(real, gr, row: i / 5, column: i % 5),
          let b = TileMeasure(drawn, gd, row: i / 5, column: i % 5)
        else { continue }
        let colourError = Double(
          max(
            abs(Int(a.colour.r) - Int(b.colour.r)), abs(Int(a.colour.g) - Int(b.colour.g)),
            abs(Int(a.colour.b) - Int(b.colour.b))))
        f.colour.append(colourError)
        if ownership[ownership.index(ownership.startIndex, offsetBy: i)] == "w" {
          f.neutral.append(colourError)
          neutrals[(i / 5 + i % 5) % 2].append((a.colour, b.colour))
        }
        let (dx, dy) = (a.centroid.x - b.centroid.x, a.centroid.y - b.centroid.y)
        f.centroid.append((dx * dx + dy * dy).squareRoot())
        f.weight.append(abs(b.inkShare / a.inkShare - 1) * 100)
        f.capHeight.append(abs(b.height / a.height - 1) * 100)
      }
      if let even = neutrals[0].first, let odd = neutrals[1].first {
        func lum(_ c: RGB) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }
        f.checker.append(Double(abs((lum(even.0) - lum(odd.0)) - (lum(even.1) - lum(odd.1)))))
      }
    }
    let report = [
      f.line("locator grid, screenshot vs render", f.geometry, " px"),
      f.line("board origin (tile boundaries)", f.origin, " px"),
      f.line("board far edge (origin + 5 tiles)", f.farEdge, " px"),
      f.line("tile colour error (largest channel)", f.colour, ""),
      f.line("neutral tile colour error (largest channel)", f.neutral, ""),
      f.line("checkerboard step error (even minus odd, R+G+B)", f.checker, ""),
      f.line("letter centroid offset", f.centroid, " px"),
      f.line("letter weight (ink share) difference", f.weight, "%"),
      f.line("letter height difference", f.capHeight, "%"),
    ]
    print("render fidelity:\n  " + report.joined(separator: "\n  "))
    #expect(Figures.median(f.geometry) <= 2)
    #expect(Figures.median(f.origin) <= 1 && (f.farEdge.max() ?? 0) <= 6)
    #expect((f.checker.max() ?? 0) <= 10)
    #expect(Figures.median(f.colour) <= 3)
    #expect(Figures.median(f.centroid) <= 3)
    #expect(Figures.median(f.weight) <= 20)
  }
}
