// swift-tools-version: 6.2
// Speed and memory of the pipeline and the solver. Separate from the root package, so
// `swift test` there never builds it. The whole suite: Benchmarks/run.sh (see the README).
import PackageDescription

let package = Package(
  name: "letterfun-benchmarks",
  dependencies: [.package(name: "letterfun", path: "..")],
  targets: [
    // What the benchmarks share: the seeded generator, random letters (English or the game's
    // own frequencies), the shared screenshots' labels, and the arena's pair statistics.
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
    // Games between letterfun's rankings, the reference and other letterfun binaries, scored
    // by board pairs, with an SPRT (issues 15, 28, 34): `Arena --a best --b reference`.
    // Unsafe code only in ChildProcess.swift (the external player's process), each use marked.
    .executableTarget(
      name: "Arena",
      dependencies: [
        "BenchmarkSupport", "Reference", .product(name: "LetterfunCore", package: "letterfun"),
      ],
      swiftSettings: [.strictMemorySafety()]
    ),
    // The reference against a brute-force minimax on tiny word lists:
    // `swift test --package-path Benchmarks`.
    // The arena's statistics and letter table: known values, and a recount of labels.json.
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
    // The arena's move check for external players and its boards.
    .testTarget(
      name: "ArenaTests",
      dependencies: ["Arena", .product(name: "LetterfunCore", package: "letterfun")]
    ),
    .testTarget(
      name: "ReferenceTests",
      dependencies: ["Reference", .product(name: "LetterfunCore", package: "letterfun")]
    ),
  ]
)
