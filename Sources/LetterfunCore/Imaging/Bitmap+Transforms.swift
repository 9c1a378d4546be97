extension Bitmap {
  /// The bitmap resampled to a new size by area averaging (as a phone's downscaling does);
  /// throws unless the new size is positive and within `limits`.
  public func scaled(
    width newWidth: Int, height newHeight: Int, limits: ImageLimits = .default
  ) throws(ImageDecodingError) -> Bitmap {
    try Bitmap.checkSize(width: newWidth, height: newHeight, limits: limits)
    var out = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
    let pixels = self.pixels
    let sx = Double(width) / Double(newWidth)
    let sy = Double(height) / Double(newHeight)
    for y in 0..<newHeight {
      let y0 = Double(y) * sy
      let y1 = y0 + sy
      for x in 0..<newWidth {
        let x0 = Double(x) * sx
        let x1 = x0 + sx
        var acc = (0.0, 0.0, 0.0, 0.0)
        var total = 0.0
        var py = Int(y0)
        while Double(py) < y1 && py < height {
          let wy = min(y1, Double(py + 1)) - max(y0, Double(py))
          var px = Int(x0)
          while Double(px) < x1 && px < width {
            let w = (min(x1, Double(px + 1)) - max(x0, Double(px))) * wy
            let i = (py * width + px) * 4
            acc.0 += Double(pixels[i]) * w
            acc.1 += Double(pixels[i + 1]) * w
            acc.2 += Double(pixels[i + 2]) * w
            acc.3 += Double(pixels[i + 3]) * w
            total += w
            px += 1
          }
          py += 1
        }
        let o = (y * newWidth + x) * 4
        out[o] = UInt8(min(255, (acc.0 / total).rounded()))
        out[o + 1] = UInt8(min(255, (acc.1 / total).rounded()))
        out[o + 2] = UInt8(min(255, (acc.2 / total).rounded()))
        out[o + 3] = UInt8(min(255, (acc.3 / total).rounded()))
      }
    }
    return Bitmap(checkedWidth: newWidth, height: newHeight, pixels: out)
  }

  /// A rectangle of the bitmap (clipped to it); throws when none of it lies inside the image.
  @_spi(Internals) public func cropped(
    x: Int, y: Int, width w: Int, height h: Int
  ) throws(ImageDecodingError) -> Bitmap {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = Bitmap.clippedEnd(x, w, width)
    let y1 = Bitmap.clippedEnd(y, h, height)
    guard x1 > x0 && y1 > y0 else {
      throw .badGeometry(
        "the \(w)x\(h) rectangle at (\(x), \(y)) lies outside the \(width)x\(height) image")
    }
    var out: [UInt8] = []
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    withBytes { px in
      for row in y0..<y1 {
        for i in (row * width + x0) * 4..<(row * width + x1) * 4 { out.append(px[i]) }
      }
    }
    return Bitmap(checkedWidth: x1 - x0, height: y1 - y0, pixels: out)
  }

  /// `start + length` clipped to `0...size`, without overflowing for far-off rectangles.
  private static func clippedEnd(_ start: Int, _ length: Int, _ size: Int) -> Int {
    let (end, overflow) = start.addingReportingOverflow(length)
    if overflow { return length > 0 ? size : 0 }
    return max(0, min(size, end))
  }

  /// The bitmap with a band of one colour added below it (an Android navigation bar); throws
  /// unless `bottom` is 0 or more and the taller image is within `limits`.
  @_spi(Internals) public func padded(
    bottom: Int, colour: RGB, limits: ImageLimits = .default
  ) throws(ImageDecodingError) -> Bitmap {
    let (newHeight, overflow) = height.addingReportingOverflow(bottom)
    guard bottom >= 0, !overflow else {
      throw .badGeometry("a band of \(bottom) rows cannot be added below an image")
    }
    try Bitmap.checkSize(width: width, height: newHeight, limits: limits)
    var out = pixels
    let band = Bitmap(checkedWidth: width, height: bottom, fill: colour)
    out.append(contentsOf: band.pixels)
    return Bitmap(checkedWidth: width, height: newHeight, pixels: out)
  }

  /// A smaller copy, each pixel the mean of a `k`×`k` block (the last partial blocks dropped).
  ///
  /// The board locator runs on this copy of every screenshot, so k = 2…16 goes to the word-at-a-
  /// time kernels (`PixelKernels.boxMeans`): the bounds-checked loop below cost more than
  /// decoding the PNG. Throws unless 1 ≤ `k` ≤ both sides.
  @_spi(Internals) public func boxDownsampled(by k: Int) throws(ImageDecodingError) -> Bitmap {
    guard k >= 1, k <= width, k <= height else {
      throw .badGeometry("a \(width)x\(height) image cannot be shrunk by a factor of \(k)")
    }
    let w = width / k
    let h = height / k
    let area = k * k
    let srcStride = width * 4
    var sums = [Int](repeating: 0, count: w * 3)
    // Block sums divided by the area through a table: three divisions per pixel were most of
    // this function's time.
    let means = (0...(255 * area)).map { UInt8(truncatingIfNeeded: $0 / area) }
    // Word-at-a-time kernels read each pixel as one little-endian word; k = 1, k > 16
    // (images over 5,000 pixels wide) and big-endian machines take the plain loop below.
    #if _endian(little)
      if k >= 2 && k <= 16 {
        let out = withBytes {
          PixelKernels.boxMeans($0, width: width, height: height, k: k, means: means)
        }
        return Bitmap(checkedWidth: w, height: h, storage: out)
      }
    #endif
    var out = [UInt8](repeating: 255, count: w * h * 4)
    let pixels = self.pixels
    for by in 0..<h {
      for i in sums.indices { sums[i] = 0 }
      for y in (by * k)..<(by * k + k) {
        var i = y * srcStride
        for bx in 0..<w {
          var r = 0
          var g = 0
          var b = 0
          for _ in 0..<k {
            r &+= Int(pixels[i])
            g &+= Int(pixels[i + 1])
            b &+= Int(pixels[i + 2])
            i += 4
          }
          sums[bx * 3] &+= r
          sums[bx * 3 + 1] &+= g
          sums[bx * 3 + 2] &+= b
        }
      }
      var o = by * w * 4
      for bx in 0..<w {
        out[o] = means[sums[bx * 3]]
        out[o + 1] = means[sums[bx * 3 + 1]]
        out[o + 2] = means[sums[bx * 3 + 2]]
        o += 4
      }
    }
    return Bitmap(checkedWidth: w, height: h, pixels: out)
  }
}
