// swift-tools-version: 6.2
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
    // The arena's reference opponent (issue 28): a two-ply alpha-beta minimax written apart
    // from the engine; it uses the core's game rules only.
    .target(
      name: "Reference",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]
    ),
    // Games between letterfun's rankings and the reference (issues 15, 28):
    // `Arena --a best --b reference`.
    .executableTarget(
      name: "Arena",
      dependencies: [
        "BenchmarkSupport", "Reference", .product(name: "LetterfunCore", package: "letterfun"),
      ]
    ),
    // The reference against a brute-force minimax on tiny word lists:
    // `swift test --package-path Benchmarks`.
    .testTarget(
      name: "ReferenceTests",
      dependencies: ["Reference", .product(name: "LetterfunCore", package: "letterfun")]
    ),
  ]
)
