/// What a running server holds at a moment: the requests admitted and the bytes of request
/// bodies reserved. Tests wait on it instead of sleeping and hoping the server got there.
public struct ServerLoad: Sendable {
  let pool: SolvePool
  let budget: BodyBudget

  /// Requests holding a place among the admitted (`SolvePool.admit`), answered or not.
  public var admittedRequests: Int { pool.admittedCount }

  /// Bytes of request bodies reserved from the budget now.
  public var bodyBytes: Int { budget.total - budget.available }
}
