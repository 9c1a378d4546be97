extension Bitmap {
  /// The image as it should be shown, given the EXIF orientation of its stored pixels (1 or any
  /// value outside 2...8: as stored; 2, 3, 4 mirror or turn it in place; 5 to 8 swap its sides).
  @_spi(Internals) public func oriented(exif orientation: Int) -> Bitmap {
    guard (2...8).contains(orientation) else { return self }
    let (w, h) = (width, height)
    let swaps = orientation >= 5
    let (ow, oh) = swaps ? (h, w) : (w, h)
    var out = [UInt8](repeating: 0, count: ow * oh * 4)
    withBytes { src in
      var dst = out.mutableSpan
      for y in 0..<oh {
        for x in 0..<ow {
          // The stored pixel shown at (x, y).
          let (sx, sy): (Int, Int) =
            switch orientation {
            case 2: (w - 1 - x, y)
            case 3: (w - 1 - x, h - 1 - y)
            case 4: (x, h - 1 - y)
            case 5: (y, x)
            case 6: (y, h - 1 - x)
            case 7: (w - 1 - y, h - 1 - x)
            default: (w - 1 - y, x)
            }
          let s = (sy * w + sx) * 4
          let d = (y * ow + x) * 4
          dst[d] = src[s]
          dst[d + 1] = src[s + 1]
          dst[d + 2] = src[s + 2]
          dst[d + 3] = src[s + 3]
        }
      }
    }
    return Bitmap(checkedWidth: ow, height: oh, pixels: out)
  }
}
