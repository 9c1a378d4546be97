#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the server asks of the operating system.
enum System {
  /// Cores online (the pool's size).
  static var activeCores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// The IPv4 addresses of this machine's network interfaces other than loopback: the ones a
  /// phone on the same network can open.
  static func lanAddresses() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0, let first else { return [] }
    defer { freeifaddrs(first) }
    var out: [String] = []
    var p: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = p {
      defer { p = entry.pointee.ifa_next }
      guard let addr = entry.pointee.ifa_addr, addr.pointee.sa_family == sa_family_t(AF_INET),
        entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0,
        entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(MemoryLayout<sockaddr_in>.size)
      if getnameinfo(addr, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 {
        let text = String(
          decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if !out.contains(text) { out.append(text) }
      }
    }
    return out
  }
}
