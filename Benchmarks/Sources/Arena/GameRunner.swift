import Dispatch
import Foundation
@_spi(Internals) import LetterfunCore
import Synchronization

/// Plays games one at a time, or `jobs` at once on threads of their own.
struct GameRunner: Sendable {
  let a: Player
  let b: Player
  let solver: Solver
  let jobs: Int
  let trace: Bool
  /// Whether games keep the positions moved from (--record).
  let recording: Bool

  private struct State: Sendable {
    var next = 0
    var records: [GameRecord?]
    var failure: ArenaError?
  }

  /// The games' records, in the games' order; the first error stops the rest.
  func play(_ games: [Game]) throws(ArenaError) -> [GameRecord] {
    if jobs <= 1 {
      var records: [GameRecord] = []
      for g in games {
        records.append(
          try g.play(
            a: a, b: b, solver: solver, processClock: true, trace: trace, recording: recording))
      }
      return records
    }
    let done = DispatchSemaphore(value: 0)
    let threads = min(jobs, games.count)
    let box = Box(State(records: Array(repeating: nil, count: games.count)))
    for _ in 0..<threads {
      let worker = Thread { [self] in
        while true {
          let i: Int? = box.state.withLock { s in
            guard s.failure == nil, s.next < games.count else { return nil }
            defer { s.next += 1 }
            return s.next
          }
          guard let i else { break }
          do throws(ArenaError) {
            let r = try games[i].play(
              a: a, b: b, solver: solver, processClock: false, trace: trace, recording: recording)
            box.state.withLock { $0.records[i] = r }
          } catch {
            box.state.withLock { s in if s.failure == nil { s.failure = error } }
          }
        }
        done.signal()
      }
      worker.stackSize = 16 << 20
      worker.start()
    }
    for _ in 0..<threads { done.wait() }
    let (records, failure) = box.state.withLock { ($0.records, $0.failure) }
    if let failure { throw failure }
    return records.map { $0! }
  }

  private final class Box: Sendable {
    let state: Mutex<State>
    init(_ state: State) { self.state = Mutex(state) }
  }
}
