import Synchronization

/// The bytes of request bodies the server holds at once, all requests together: each upload
/// reserves its bytes as they arrive and gives them back when its request is answered, so
/// many uploads at once are refused (503) instead of adding up past the machine's memory.
final class BodyBudget: Sendable {
  private let left: Atomic<Int>
  let total: Int

  init(bytes: Int) {
    total = bytes
    left = Atomic(bytes)
  }

  /// Takes `bytes` from the budget; false (and nothing taken) when fewer are left.
  func take(_ bytes: Int) -> Bool {
    var current = left.load(ordering: .relaxed)
    while current >= bytes {
      let (exchanged, original) = left.compareExchange(
        expected: current, desired: current - bytes, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
    return false
  }

  func give(_ bytes: Int) { left.add(bytes, ordering: .acquiringAndReleasing) }

  /// Bytes not reserved now (for tests).
  var available: Int { left.load(ordering: .relaxed) }
}

/// One upload's share of the budget, given back when its request is answered (`release`), or
/// else when the upload is dropped.
final class BodyReservation: Sendable {
  private let budget: BodyBudget
  private let held = Atomic<Int>(0)

  init(budget: BodyBudget) { self.budget = budget }

  /// Adds `bytes` to this share; false when the budget has no more.
  func grow(_ bytes: Int) -> Bool {
    guard budget.take(bytes) else { return false }
    held.add(bytes, ordering: .relaxed)
    return true
  }

  /// Gives the share back now (once): the work that holds it may be dropped only after the
  /// answer has gone out, and the client's next upload must find the bytes free.
  func release() { budget.give(held.exchange(0, ordering: .acquiringAndReleasing)) }

  deinit { release() }
}
