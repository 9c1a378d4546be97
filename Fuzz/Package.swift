// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, kept out of the root package so the normal build never needs
// `-sanitize=fuzzer`. Build and run with `Fuzz/run.sh` (see Fuzz/README.md).
let package = Package(
  name: "LetterfunFuzz",
  dependencies: [.package(name: "letterfun", path: "..")],
  targets: [
    .target(
      name: "FuzzDriver",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]),
    .executableTarget(
      name: "FuzzPNG",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")]),
    .executableTarget(
      name: "FuzzJPEG",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")]),
    .executableTarget(
      name: "FuzzCgBI",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")]),
    .executableTarget(
      name: "FuzzBoard",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")]),
  ]
)
