// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "letterfun",
  products: [
    .executable(name: "letterfun", targets: ["letterfun"]),
    // The web page and API behind `letterfun serve`: its own binary, so NIO is built only by
    // those who serve (see README, "From your phone").
    .executable(name: "letterfun-server", targets: ["letterfun-server"]),
    .library(name: "LetterfunCore", targets: ["LetterfunCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // No traits: swift-configuration and full Foundation are not needed, and not built.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
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
    // One board's `solve --json` object, shared by the CLI and the server so the two agree.
    .target(name: "LetterfunJSON", dependencies: ["LetterfunCore"]),
    .executableTarget(
      name: "letterfun",
      dependencies: [
        "LetterfunCore",
        "LetterfunJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Release builds link the Swift runtime in: start-up then maps no Swift shared libraries
      // (3-4 ms of a 15 ms run), and the binary runs where no Swift is installed.
      // FoundationEssentials' own libraries are named because only the compiler's
      // --static-swift-stdlib mode would find them itself, and that mode cannot be asked for
      // from here. Debug builds stay dynamic: the sanitizers' runtimes need the shared one.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-Xlinker", "--start-group", "-lFoundationEssentials",
            "-l_FoundationCollections", "-l_FoundationCShims", "-Xlinker", "--end-group",
          ], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // The server's routes, page and limits, as a library so the tests can start it in-process.
    .target(
      name: "LetterfunServer",
      dependencies: [
        "LetterfunCore",
        "LetterfunJSON",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    .executableTarget(
      name: "letterfun-server",
      dependencies: [
        "LetterfunServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Fixtures are read from #filePath, like ../shared, so they are not bundled.
    .testTarget(
      name: "LetterfunCoreTests", dependencies: ["LetterfunCore"], exclude: ["Fixtures"]),
    // Runs the built `letterfun` binary: output, streams and exit statuses as a user sees them.
    // No dependency on the executable target: its static link flags (release builds) would
    // reach the test bundle, which needs the shared runtime of XCTest and Swift Testing
    // (`swift test` builds the executable anyway).
    .testTarget(name: "LetterfunCLITests", dependencies: ["LetterfunCore"]),
    // Starts the server on loopback and talks HTTP to it over a socket (no HTTP client library:
    // HummingbirdTesting's would build BoringSSL and AsyncHTTPClient into every `swift test`).
    .testTarget(name: "LetterfunServerTests", dependencies: ["LetterfunServer", "LetterfunCore"]),
  ]
)
