// swift-tools-version: 6.2
// `letterfun serve`: the web page and API, on Hummingbird 2. A package of its own, beside the
// root one like Benchmarks/ and Fuzz/: the root package then names no server library, so the
// quick start (`swift run -c release letterfun ...`) neither fetches nor builds NIO (fetching
// the server's 25 packages alone took 129 s here, against 10 s for the root's one).
// Build: swift build -c release --package-path Server; test: swift test --package-path Server.
import PackageDescription

let package = Package(
  name: "letterfun-server",
  products: [
    .executable(name: "letterfun-server", targets: ["letterfun-server"])
  ],
  dependencies: [
    .package(name: "letterfun", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // No traits: swift-configuration and full Foundation are not needed, and not built.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    // NIOHTTPTypes: the HTTP parts a channel handler sees after Hummingbird's codec.
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // The page's form without scripts: MultipartParser reads it as the body's pieces come.
    // MultipartKit imports Foundation, so the server (not the CLI) links full Foundation and
    // its ICU data, which the Hummingbird traits above were chosen to leave out.
    .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
  ],
  targets: [
    // The routes, page and limits, as a library so the tests can start it in-process.
    .target(
      name: "LetterfunServer",
      dependencies: [
        .product(name: "LetterfunCore", package: "letterfun"),
        .product(name: "LetterfunJSON", package: "letterfun"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "MultipartKit", package: "multipart-kit"),
      ],
      // As in the core: unsafe code only in System.swift, each use with a `// Sound:` reason.
      swiftSettings: [.strictMemorySafety()]
    ),
    .executableTarget(
      name: "letterfun-server",
      dependencies: [
        "LetterfunServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.strictMemorySafety()],
      // Release builds link the Swift runtime in, as the CLI's do (../Package.swift): the
      // installed binary then runs where no Swift is installed. FoundationEssentials' own
      // libraries are named for the same reason as there; full Foundation's (MultipartKit
      // imports it) with them, in one group, since they call each other both ways.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-Xlinker", "--start-group", "-lFoundation", "-lCoreFoundation",
            "-lFoundationInternationalization", "-l_FoundationICU", "-lFoundationEssentials",
            "-l_FoundationCollections", "-l_FoundationCShims", "-Xlinker", "--end-group",
          ], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Starts the server on loopback and talks HTTP to it over a socket (no HTTP client library:
    // HummingbirdTesting's would build BoringSSL and AsyncHTTPClient into every test run).
    .testTarget(
      name: "LetterfunServerTests",
      dependencies: [
        "LetterfunServer", .product(name: "LetterfunCore", package: "letterfun"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
      ]),
  ]
)
