import ArgumentParser
import LetterfunCore

/// Options that shape the word list: owned by the solver.
struct SolverOptions: ParsableArguments {
  @Option(help: "How many words to print per board (0 prints all).")
  var limit: Int = 20
}
