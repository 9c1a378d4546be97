import Foundation

/// A deliberately small HTTP/1.1 client over a blocking socket: it sends exactly the bytes a
/// test asks for (truncated, slow, oversized, lying about their length), which no HTTP client
/// library would, and reads one answer on a connection the server or the client then closes.
enum RawHTTP {
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any]? {
      (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
    /// The `error.code` of a JSON refusal.
    var errorCode: String? { (json?["error"] as? [String: Any])?["code"] as? String }
  }

  enum Failure: Error { case connect(Int32), noAnswer(String) }

  /// A blocking TCP socket connected to 127.0.0.1:`port`, or nil (errno says why).
  static func connectLoopback(port: Int) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let saved = errno
      close(fd)
      errno = saved
      return nil
    }
    return fd
  }

  /// Sends a request and reads the answer. `pauseAfter` sends that many body bytes, waits
  /// `pause`, then sends the rest (a slow upload); `declaredLength` overrides Content-Length.
  /// `naive` sends the whole body before looking for an answer, as Python's urllib does.
  static func request(
    port: Int, method: String = "POST", path: String, body: [UInt8] = [],
    headers: [String: String] = [:], declaredLength: Int? = nil, chunked: Bool = false,
    pauseAfter: Int? = nil, pause: Duration = .zero, naive: Bool = false
  ) throws -> Response {
    // Chunked: the body as one chunk, and no length announced.
    let body =
      chunked
      ? Array("\(String(body.count, radix: 16))\r\n".utf8) + body + Array("\r\n0\r\n\r\n".utf8)
      : body
    guard let fd = connectLoopback(port: port) else { throw Failure.connect(errno) }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    if chunked {
      head += "Transfer-Encoding: chunked\r\n"
    } else if method != "GET" || !body.isEmpty {
      head += "Content-Length: \(declaredLength ?? body.count)\r\n"
    }
    for (k, v) in headers { head += "\(k): \(v)\r\n" }
    head += "\r\n"
    var sent = send(fd, Array(head.utf8), naive: naive)
    if sent, let pauseAfter, pauseAfter < body.count {
      sent = send(fd, Array(body[..<pauseAfter]), naive: naive)
      Thread.sleep(forTimeInterval: Double(pause.components.seconds))
      if sent { _ = send(fd, Array(body[pauseAfter...]), naive: naive) }
    } else if sent {
      _ = send(fd, body, naive: naive)
    }
    // The server may answer before reading everything (413): whatever was sent, read.
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      received += buffer[..<n]
      if let r = parse(received), r.complete { break }
    }
    guard let r = parse(received) else {
      throw Failure.noAnswer(String(decoding: received.prefix(200), as: UTF8.self))
    }
    return r.response
  }

  /// Sends all of `bytes`; false once the peer has closed (EPIPE, reset) or has answered
  /// early (as curl and browsers do, it then stops sending and reads the answer: a server
  /// that refuses a body need not read it).
  private static func send(_ fd: Int32, _ bytes: [UInt8], naive: Bool = false) -> Bool {
    var done = 0
    while done < bytes.count {
      var ready = pollfd(fd: fd, events: Int16(naive ? POLLOUT : POLLIN | POLLOUT), revents: 0)
      _ = poll(&ready, 1, 60_000)
      let stop = naive ? POLLHUP | POLLERR : POLLIN | POLLHUP | POLLERR
      if ready.revents & Int16(stop) != 0 { return false }
      let n = bytes.withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress! + done, min(bytes.count - done, 65536), Int32(MSG_NOSIGNAL))
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      done += n
    }
    return true
  }

  private static func parse(_ bytes: [UInt8]) -> (response: Response, complete: Bool)? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= 4,
      let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator })
    else { return nil }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let body = Array(bytes[(end + 4)...])
    let expected = headers["content-length"].flatMap { Int($0) }
    return (
      Response(status: status, headers: headers, body: body),
      expected.map { body.count >= $0 } ?? false
    )
  }
}
