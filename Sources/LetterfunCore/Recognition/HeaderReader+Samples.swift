/// The header's pixel samples read plainly, a bounds-checked byte at a time: what the kernels
/// (`PixelKernels.farBits`, `windowSums`, `commonestColour`) must give exactly, and what is
/// read should one refuse its geometry.
extension HeaderReader {
  /// Per sample (rows of columns, offsets in bytes), whether its channels differ from `colour`
  /// by more than `threshold` in all.
  static func inkSamples(
    _ px: Span<UInt8>, rows: [Int], columns: [Int], from colour: RGB, threshold: Int
  ) -> [Bool] {
    let (br, bg, bb) = (Int(colour.r), Int(colour.g), Int(colour.b))
    var ink = [Bool](repeating: false, count: rows.count * columns.count)
    var k = 0
    for row in rows {
      for column in columns {
        let i = row + column
        let d = abs(Int(px[i]) - br) + abs(Int(px[i + 1]) - bg) + abs(Int(px[i + 2]) - bb)
        ink[k] = d > threshold
        k += 1
      }
    }
    return ink
  }

  /// Per cell of an `n`×`n` window, its `sub`×`sub` pixels' summed channel differences from
  /// `colour` (pixel columns `xs`, rows `ys` of a `width`-wide image; -1 adds nothing).
  static func windowSums(
    _ px: Span<UInt8>, width: Int, xs: [Int], ys: [Int], sub: Int, n: Int, from colour: RGB
  ) -> [Int] {
    let (br, bg, bb) = (Int(colour.r), Int(colour.g), Int(colour.b))
    var out = [Int](repeating: 0, count: n * n)
    for j in 0..<n {
      for i in 0..<n {
        var sum = 0
        for v in 0..<sub {
          let y = ys[j * sub + v]
          guard y >= 0 else { continue }
          for u in 0..<sub {
            let x = xs[i * sub + u]
            guard x >= 0 else { continue }
            let k = (y * width + x) * 4
            sum += abs(Int(px[k]) - br) + abs(Int(px[k + 1]) - bg) + abs(Int(px[k + 2]) - bb)
          }
        }
        out[j * n + i] = sum
      }
    }
    return out
  }

  /// The value at `rank` (0 for the smallest) of `values`, whole numbers below `limit`.
  static func ranked(_ values: [Int], rank: Int, below limit: Int) -> Int {
    var counts = [Int](repeating: 0, count: limit)
    for v in values { counts[v] &+= 1 }
    var seen = 0
    for v in 0..<limit {
      seen &+= counts[v]
      if seen > rank { return v }
    }
    return limit - 1
  }

  /// The commonest colour (at 4 bits a channel) of the pixels at each row offset plus column
  /// offset (bytes), as the mean of the samples that have it.
  static func commonest(_ px: Span<UInt8>, rows: [Int], columns: [Int]) -> RGB {
    func key(_ px: Span<UInt8>, _ i: Int) -> Int {
      Int(px[i] >> 4) << 8 | Int(px[i &+ 1] >> 4) << 4 | Int(px[i &+ 2] >> 4)
    }
    var counts = [Int](repeating: 0, count: 4096)
    for row in rows {
      for column in columns { counts[key(px, row + column)] += 1 }
    }
    // The first of the largest counts.
    var mode = 0
    for k in 1..<4096 where counts[k] > counts[mode] { mode = k }
    var sum = (0, 0, 0)
    var n = 0
    for row in rows {
      for column in columns where key(px, row &+ column) == mode {
        let i = row &+ column
        sum.0 &+= Int(px[i])
        sum.1 &+= Int(px[i &+ 1])
        sum.2 &+= Int(px[i &+ 2])
        n &+= 1
      }
    }
    guard n > 0 else { return RGB(0, 0, 0) }
    return RGB(UInt8(sum.0 / n), UInt8(sum.1 / n), UInt8(sum.2 / n))
  }
}
