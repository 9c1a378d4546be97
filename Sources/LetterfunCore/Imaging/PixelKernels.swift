// Small kernels that need a raw operation to keep their speed, each behind a safe function.

/// |a − b| in every lane, by clearing the sign bits: the standard library's generic
/// `pointwiseMax` or masked `replacing` go lane by lane, a call per step of a hot loop.
@inline(__always)
func absoluteDifference(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
  let magnitude = SIMD8<UInt32>(repeating: 0x7FFF_FFFF)
  // Sound: bit casts between vector types of the same size; no memory is read or written.
  let d = unsafe unsafeBitCast(a - b, to: SIMD8<UInt32>.self) & magnitude
  return unsafe unsafeBitCast(d, to: SIMD8<Float>.self)
}
