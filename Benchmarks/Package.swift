// swift-tools-version: 6.1
// Speed and memory of the pipeline and the solver. Separate from the root package, so
// `swift test` there never builds it. The whole suite: Benchmarks/run.sh (see the README).
import PackageDescription

let package = Package(
  name: "letterfun-benchmarks",
  dependencies: [.package(name: "letterfun", path: "..")],
  targets: [
    // What the benchmarks share: the seeded generator and random letters.
    .target(name: "BenchmarkSupport"),
    .executableTarget(
      name: "SolverBenchmark",
      dependencies: ["BenchmarkSupport", .product(name: "LetterfunCore", package: "letterfun")]
    ),
    .executableTarget(
      name: "PipelineBenchmark",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]
    ),
    // Issue 30's colour-shift sweep over the shared boards, from a release build: the table the
    // extended suite's ColourShiftSweep prints (the same files, linked from Tests/).
    .executableTarget(
      name: "ShiftSweep",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]
    ),
    // Self-play of two solver configurations (issue 15): `Arena --a best --b score`.
    .executableTarget(
      name: "Arena",
      dependencies: ["BenchmarkSupport", .product(name: "LetterfunCore", package: "letterfun")]
    ),
  ]
)
