#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the server asks of the operating system. The server's only unsafe code is here: C
/// calls that take pointers, each with the reason its use is sound.
enum System {
  /// Cores online (the pool's size).
  static var activeCores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// The IPv4 addresses of this machine's network interfaces other than loopback: the ones a
  /// phone on the same network can open.
  static func lanAddresses() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    // Sound: getifaddrs fills `first` with a list that stays valid until freeifaddrs (deferred);
    // every pointer read below comes from that list and none is kept past the function.
    guard unsafe getifaddrs(&first) == 0, let first = unsafe first else { return [] }
    defer { unsafe freeifaddrs(first) }
    var out: [String] = []
    var p: UnsafeMutablePointer<ifaddrs>? = unsafe first
    while let entry = unsafe p {
      defer { unsafe p = entry.pointee.ifa_next }
      guard let addr = unsafe entry.pointee.ifa_addr,
        unsafe addr.pointee.sa_family == sa_family_t(AF_INET),
        unsafe entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0,
        unsafe entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(MemoryLayout<sockaddr_in>.size)
      // Sound: an AF_INET entry's address is a sockaddr_in; getnameinfo writes at most
      // host.count bytes, NUL-terminated, into `host`.
      if unsafe getnameinfo(addr, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 {
        let text = String(
          decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if !out.contains(text) { out.append(text) }
      }
    }
    return out
  }

  /// Writes `text` to `descriptor` at once, unbuffered: a script waiting for the server's
  /// address reads it from a pipe, and an error line must come before the process exits.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      // Sound: the pointer covers bytes[done...], alive for the call; write reads at most that.
      let n = unsafe bytes.withUnsafeMutableBytes { buffer in
        unsafe Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      done += n
    }
  }

  /// Why `host`:`port` cannot be listened on, tried with a socket of our own that is closed at
  /// once (set up as the server's is, with SO_REUSEADDR): nil when it can. This gives start-up
  /// errors their codes and a line of their own before the server logs anything.
  static func listenProblem(host: String, port: Int) -> StartupError? {
    // Sound: the hints are plain fields; their pointers stay nil, as getaddrinfo requires.
    var hints = unsafe addrinfo()
    unsafe hints.ai_family = AF_UNSPEC
    unsafe hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    unsafe hints.ai_flags = AI_PASSIVE
    var found: UnsafeMutablePointer<addrinfo>?
    // Sound: getaddrinfo reads the two C strings during the call and fills `found` with a
    // list freed by freeaddrinfo (deferred); nothing from it is kept past this function.
    let status = unsafe getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let list = unsafe found else {
      let reason = unsafe String(cString: gai_strerror(status))
      return .badHost(host: host, reason: reason)
    }
    defer { unsafe freeaddrinfo(list) }
    let info = unsafe list.pointee
    let fd = unsafe socket(info.ai_family, info.ai_socktype, info.ai_protocol)
    guard fd >= 0 else { return nil }  // no socket to try with: the server will say why
    defer { close(fd) }
    var one: Int32 = 1
    // Sound: setsockopt reads the 4 bytes of `one`; bind reads ai_addrlen bytes of the address
    // getaddrinfo made for this list.
    _ = unsafe setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    guard unsafe bind(fd, info.ai_addr, info.ai_addrlen) != 0 else { return nil }
    let code = errno
    switch code {
    case EADDRINUSE: return .portInUse(host: host, port: port)
    case EADDRNOTAVAIL:
      return .badHost(host: host, reason: "it is not an address of this computer")
    default:
      // Sound: strerror's text is copied at once, before any other call could change it.
      return .cannotListen(host: host, port: port, reason: unsafe String(cString: strerror(code)))
    }
  }
}
