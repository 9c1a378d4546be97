import LetterfunCore
import NIOPosix
import Synchronization

/// Reads and solves screenshots on a fixed pool of threads, one per core, off the event loops
/// and off Swift's cooperative pool (a read is 10-20 ms of pure computation). At most
/// `workers + queueLimit` requests are admitted at once; the rest are turned away as busy, so
/// a burst queues in bounded memory instead of piling up images.
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

  /// What one screenshot gave.
  enum Outcome: Sendable {
    case solved(Solution, BoardReading)
    case refused(ReadError)
  }

  /// Reads `bytes` and solves the board; throws `ServerError.busy` when the queue is full.
  func solve(_ bytes: [UInt8], options: SolveOptions) async throws -> Outcome {
    let before = admitted.add(1, ordering: .relaxed).oldValue
    defer { admitted.subtract(1, ordering: .relaxed) }
    guard before < capacity else { throw ServerError.busy }
    let reader = reader
    let solver = solver
    return try await threads.runIfActive {
      let image: Bitmap
      do throws(ImageDecodingError) { image = try ImageDecoder.decode(bytes) } catch {
        return .refused(.image(error))
      }
      do throws(ReadError) {
        let read = try reader.read(image)
        return .solved(solver.solve(read.board, options: options), read)
      } catch { return .refused(error) }
    }
  }

  /// Stops the threads once the work in hand is done.
  func shutdown() async throws { try await threads.shutdownGracefully() }
}
