import LetterfunCore
import NIOPosix
import Synchronization

/// Reads and solves screenshots on a fixed pool of threads, one per core, off the event loops
/// and off Swift's cooperative pool (a read is 10-20 ms of pure computation). A request is
/// admitted before its body is read: at most `workers + queueLimit` are admitted at once (the
/// rest are turned away as busy), so a burst waits in bounded memory instead of piling up images.
final class SolvePool: Sendable {
  let reader: BoardReader
  let solver: Solver
  private let threads: NIOThreadPool
  private let admitted = Atomic<Int>(0)
  private let capacity: Int

  init(reader: BoardReader, solver: Solver, workers: Int, queueLimit: Int) {
    self.reader = reader
    self.solver = solver
    self.threads = NIOThreadPool(numberOfThreads: max(1, workers))
    self.capacity = max(1, workers) + max(0, queueLimit)
    threads.start()
  }

  /// A place among the admitted requests, held until the request is answered.
  final class Admission: Sendable {
    private let pool: SolvePool
    private let held = Atomic<Bool>(true)
    fileprivate init(pool: SolvePool) { self.pool = pool }

    /// Gives the place back now (once): the pool's thread may drop the work that holds this
    /// only after the answer has gone out, and the client's next request must find it free.
    func release() {
      if held.exchange(false, ordering: .relaxed) { pool.admitted.subtract(1, ordering: .relaxed) }
    }

    deinit { release() }
  }

  /// Requests admitted now.
  var admittedCount: Int { admitted.load(ordering: .relaxed) }

  /// Admits one more request; throws `ServerError.busy` when as many as the pool and its
  /// queue hold are admitted already.
  func admit() throws(ServerError) -> Admission {
    let before = admitted.add(1, ordering: .relaxed).oldValue
    guard before < capacity else {
      admitted.subtract(1, ordering: .relaxed)
      throw .busy
    }
    return Admission(pool: self)
  }

  /// What one screenshot gave.
  enum Outcome: Sendable {
    case solved(Solution, BoardReading)
    case refused(ReadError)
  }

  /// Reads `bytes` and solves the board (on the calling pool thread).
  func solve(_ bytes: [UInt8], options: SolveOptions) -> Outcome {
    let image: Bitmap
    do throws(ImageDecodingError) { image = try ImageDecoder.decode(bytes) } catch {
      return .refused(.image(error))
    }
    do throws(ReadError) {
      let read = try reader.read(image)
      return .solved(solver.solve(read.board, options: options), read)
    } catch { return .refused(error) }
  }

  /// Runs `work` on one of the pool's threads, for an admitted request whose body holds `share`
  /// of the budget: the played words' check, the reading and the solving, and the answer's
  /// text. The place and the share are given back as `work` ends, before the answer goes out.
  func run<T: Sendable>(
    _ admission: Admission, holding share: BodyReservation,
    _ work: @escaping @Sendable (SolvePool) throws -> T
  ) async throws -> T {
    try await threads.runIfActive { [self] in
      defer {
        share.release()
        admission.release()
      }
      return try work(self)
    }
  }

  /// Stops the threads once the work in hand is done.
  func shutdown() async throws { try await threads.shutdownGracefully() }
}
