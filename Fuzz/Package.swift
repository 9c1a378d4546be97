// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, kept out of the root package so the normal build never needs
// `-sanitize=fuzzer`. Build and run with `Fuzz/run.sh` (see Fuzz/README.md).
// Each target defines its own `<Target>_main` (see FuzzDriver), so it must not also get the
// implicit main of top-level code; and it links libFuzzer's driver. run.sh adds the
// instrumentation; with these a plain `swift build --package-path Fuzz` links too.
let fuzzerSwift: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
  name: "LetterfunFuzz",
  dependencies: [.package(name: "letterfun", path: "..")],
  targets: [
    .target(
      name: "FuzzDriver",
      dependencies: [.product(name: "LetterfunCore", package: "letterfun")]),
    .executableTarget(
      name: "FuzzPNG",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")],
      swiftSettings: fuzzerSwift, linkerSettings: fuzzerLink),
    .executableTarget(
      name: "FuzzJPEG",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")],
      swiftSettings: fuzzerSwift, linkerSettings: fuzzerLink),
    .executableTarget(
      name: "FuzzCgBI",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")],
      swiftSettings: fuzzerSwift, linkerSettings: fuzzerLink),
    .executableTarget(
      name: "FuzzBoard",
      dependencies: ["FuzzDriver", .product(name: "LetterfunCore", package: "letterfun")],
      swiftSettings: fuzzerSwift, linkerSettings: fuzzerLink),
  ]
)
