// swift-tools-version: 6.2
import PackageDescription

// The engine counts tiles with popcount everywhere; x86-64's baseline has no such instruction,
// so each count was a dozen shifts and masks. Nehalem (2008; x86-64-v2, every x86 server and
// PC still in use) has it. Not later levels: AVX2 is missing from many recent low-end chips.
#if arch(x86_64)
  let cpuSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "nehalem"])]
#else
  let cpuSettings: [SwiftSetting] = []
#endif

let package = Package(
  name: "letterfun",
  products: [
    .executable(name: "letterfun", targets: ["letterfun"]),
    .library(name: "LetterfunCore", targets: ["LetterfunCore"]),
    // For the server package (Server/), which answers the same JSON as `solve --json`.
    .library(name: "LetterfunJSON", targets: ["LetterfunJSON"]),
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
      exclude: ["Resources"],
      // Every unsafe use is marked `unsafe` (SE-0458): an unmarked one fails the build (issue 36:
      // as a warning, one went unseen).
      // Debug builds optimise this one target too: the tests read hundreds of screenshots and
      // renders through it, and unoptimised pixel loops made `swift test` several times slower
      // (issue 29). Files still compile one by one, so a rebuild after an edit stays short;
      // `assert` stays on, as in any debug build.
      swiftSettings: [
        .strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error),
        .unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug)),
      ] + cpuSettings
    ),
    // One board's `solve --json` object, shared by the CLI and the server so the two agree.
    .target(
      name: "LetterfunJSON", dependencies: ["LetterfunCore"],
      swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),
    .executableTarget(
      name: "letterfun",
      dependencies: [
        "LetterfunCore",
        "LetterfunJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)],
      // Release builds link the Swift runtime in: start-up then maps no Swift shared libraries
      // (3-4 ms of a 15 ms run), and the binary runs where no Swift is installed.
      // FoundationEssentials' own libraries are named because only the compiler's
      // --static-swift-stdlib mode would find them itself, and that mode cannot be asked for
      // from here. Debug builds stay dynamic: the sanitizers' runtimes need the shared one.
      // Linked by lld, with relative relocations packed (DT_RELR, glibc 2.36): against gold's
      // output the whole `solve` of a 640x1136 screenshot took 0.5 ms less (5%; lld alone
      // gives it), and the loader skips the 0.9 MB table of 39,000 relative relocations.
      // Link/ is searched first: its two linker scripts take the C++ runtime that the Swift
      // runtime needs (libstdc++, and libgcc's unwinder) from the static archives, so the loader
      // no longer maps and relocates two more libraries (1.8M instructions of a 640x1136 run).
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-Xlinker", "--start-group", "-lFoundationEssentials",
            "-l_FoundationCollections", "-l_FoundationCShims", "-Xlinker", "--end-group",
            "-use-ld=lld", "-L", Context.packageDirectory + "/Link",
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
          ], .when(platforms: [.linux], configuration: .release))
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
  ]
)
