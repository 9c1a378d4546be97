/// A small hand-rolled JSON writer: one value appended at a time, strings escaped per RFC 8259.
public struct JSONWriter: Sendable {
  public private(set) var text = ""
  private var needsComma: [Bool] = [false]

  public init() { text.reserveCapacity(4096) }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { text.append(",") }
    needsComma[needsComma.count - 1] = true
  }

  public mutating func beginObject() {
    separate()
    text.append("{")
    needsComma.append(false)
  }

  public mutating func endObject() {
    needsComma.removeLast()
    text.append("}")
  }

  public mutating func beginArray() {
    separate()
    text.append("[")
    needsComma.append(false)
  }

  public mutating func endArray() {
    needsComma.removeLast()
    text.append("]")
  }

  /// An object key; the next value written is its value.
  public mutating func key(_ k: String) {
    separate()
    JSONWriter.appendQuoted(k, to: &text)
    text.append(":")
    needsComma[needsComma.count - 1] = false
  }

  public mutating func string(_ s: String) {
    separate()
    JSONWriter.appendQuoted(s, to: &text)
  }

  public mutating func string(_ s: String?) {
    if let s { string(s) } else { null() }
  }

  public mutating func int(_ n: Int) {
    separate()
    text.append(String(n))
  }

  public mutating func bool(_ b: Bool) {
    separate()
    text.append(b ? "true" : "false")
  }

  public mutating func null() {
    separate()
    text.append("null")
  }

  public mutating func field(_ k: String, _ s: String?) {
    key(k)
    string(s)
  }

  public mutating func field(_ k: String, _ n: Int) {
    key(k)
    int(n)
  }

  /// A number in [0, 1] with three decimals (confidences), written without Foundation.
  public mutating func field(_ k: String, fraction: Double) {
    key(k)
    separate()
    let thousandths = Int((min(1, max(0, fraction)) * 1000).rounded())
    let digits = String(thousandths % 1000)
    text.append(
      thousandths >= 1000 ? "1.0" : "0." + String(repeating: "0", count: 3 - digits.count) + digits)
  }

  public mutating func field(_ k: String, _ b: Bool) {
    key(k)
    bool(b)
  }

  public static func appendQuoted(_ s: String, to out: inout String) {
    out.append("\"")
    var plainStart = s.unicodeScalars.startIndex
    var i = plainStart
    let scalars = s.unicodeScalars
    while i < scalars.endIndex {
      let c = scalars[i]
      let escape: String?
      switch c {
      case "\"": escape = "\\\""
      case "\\": escape = "\\\\"
      case "\n": escape = "\\n"
      case "\r": escape = "\\r"
      case "\t": escape = "\\t"
      case "\u{08}": escape = "\\b"
      case "\u{0C}": escape = "\\f"
      default:
        if c.value < 0x20 {
          let hex = String(c.value, radix: 16)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          escape = nil
        }
      }
      if let escape {
        out.append(contentsOf: String(scalars[plainStart..<i]))
        out.append(escape)
        plainStart = scalars.index(after: i)
      }
      i = scalars.index(after: i)
    }
    out.append(contentsOf: String(scalars[plainStart..<scalars.endIndex]))
    out.append("\"")
  }
}
