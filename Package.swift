// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "letterfun",
  products: [
    .executable(name: "letterfun", targets: ["letterfun"]),
    .library(name: "LetterfunCore", targets: ["LetterfunCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // libpng's simplified API contains its own setjmp, so PNG needs no C of ours.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // zlib inflates Apple's CgBI PNGs, which stock libpng refuses.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    // libjpeg reports errors by longjmp; the shim keeps every libjpeg call behind its own setjmp.
    .target(
      name: "CJPEGShim",
      linkerSettings: [.linkedLibrary("jpeg")]
    ),
    // The default dictionary and templates, compiled into the binary (C23 #embed).
    .target(name: "CBuiltIns"),
    .target(
      name: "LetterfunCore",
      dependencies: ["CPNG", "CZlib", "CJPEGShim", "CBuiltIns"],
      // Embedded by CBuiltIns, not copied beside the binary as SwiftPM resources.
      exclude: ["Resources"]
    ),
    .executableTarget(
      name: "letterfun",
      dependencies: [
        "LetterfunCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Fixtures are read from #filePath, like ../shared, so they are not bundled.
    .testTarget(
      name: "LetterfunCoreTests", dependencies: ["LetterfunCore"], exclude: ["Fixtures"]),
    // Runs the built `letterfun` binary: output, streams and exit statuses as a user sees them.
    .testTarget(name: "LetterfunCLITests", dependencies: ["letterfun", "LetterfunCore"]),
  ]
)
