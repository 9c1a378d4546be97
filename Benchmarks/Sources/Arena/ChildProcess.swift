import Glibc
import Synchronization

/// A finished run of another program: what it printed on stdout, how it ended, and the CPU
/// time it used (its own, from wait4: right at any --jobs).
struct ChildProcess {
  let output: [UInt8]
  /// The exit status, or 128 + the signal that ended it.
  let status: Int32
  let cpuSeconds: Double

  /// Runs `path` with `arguments`, its stdout captured and its stderr shared with ours.
  init(path: String, arguments: [String]) throws(ArenaError) {
    var fds: [Int32] = [-1, -1]
    // Sound: `fds` holds the two ints pipe writes. Close-on-exec, set under the lock every spawn
    // takes, keeps a pipe out of children other threads start (the copy on fd 1 loses the flag,
    // as dup2 does); an inherited write end would keep a reader waiting for its end.
    let made = ChildProcess.spawnLock.withLock { _ -> Bool in
      guard unsafe pipe(&fds) == 0 else { return false }
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      return true
    }
    guard made else { throw .cannotRun(path: path, errno: errno) }
    var actions = unsafe posix_spawn_file_actions_t()
    // Sound: `actions` is initialised here and destroyed once, below.
    unsafe posix_spawn_file_actions_init(&actions)
    defer { unsafe posix_spawn_file_actions_destroy(&actions) }
    unsafe posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    // Sound: strdup'ed copies live until the defer frees them, after the spawn has copied them.
    let argv: [UnsafeMutablePointer<CChar>?] =
      unsafe ([path] + arguments).map { unsafe strdup($0) } + [nil]
    defer { unsafe argv.forEach { unsafe free($0) } }
    var pid: pid_t = 0
    // Sound: argv is nil-terminated; environ is the process's own environment, read only.
    let spawned = ChildProcess.spawnLock.withLock { _ in
      unsafe posix_spawn(&pid, path, &actions, nil, argv, environ)
    }
    close(fds[1])
    guard spawned == 0 else {
      close(fds[0])
      throw .cannotRun(path: path, errno: spawned)
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // Sound: read writes at most buffer.count bytes into the buffer it is given.
      let n = unsafe buffer.withUnsafeMutableBytes { unsafe read(fds[0], $0.baseAddress, $0.count) }
      if n > 0 {
        output.append(contentsOf: buffer[..<n])
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(fds[0])
    var status: Int32 = 0
    var usage = rusage()
    // Sound: wait4 writes one Int32 and one rusage, both ours.
    while unsafe wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    self.output = output
    self.status = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    cpuSeconds =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  /// Held while a pipe is made and while a child is started (see above).
  private static let spawnLock = Mutex(())
}
