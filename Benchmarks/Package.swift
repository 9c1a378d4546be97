// swift-tools-version: 6.1
// Speed and memory of the dictionary and the solver. Separate from the root package, so
// `swift test` there never builds it. Run: swift run -c release --package-path Benchmarks
import PackageDescription

let package = Package(
  name: "letterfun-benchmarks",
  dependencies: [.package(name: "letterfun", path: "..")],
  targets: [
    .executableTarget(
      name: "SolverBenchmark",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]
    )
  ]
)
