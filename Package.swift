// swift-tools-version: 6.0
// The module graph is one-way: Cassowary (standard library only) <- LayoutNodes <- AnchorDSL.
//
// Define CASSOWARY_INTERNAL_CHECKS (`swift build -Xswiftc -DCASSOWARY_INTERNAL_CHECKS`) to verify the
// tableau's invariants after every solver operation; without it the checks compile to nothing.
//
// Platforms: iOS 12 and macOS 10.13, the oldest that apps using these libraries ship to and the
// oldest Xcode 15 and 16 deploy to. Nothing here needs a newer runtime: Cassowary uses the standard
// library alone (no `Synchronization`, whose `Atomic` and `Mutex` need iOS 18 / macOS 15), AnchorDSL
// scopes `batch` with a thread-local rather than a task-local (the concurrency runtime needs iOS 13 /
// macOS 10.15), and the showcase and the benchmarks time with Dispatch rather than `ContinuousClock`
// (iOS 16 / macOS 13). Typed throws and `package` access are compile-time features. These machines
// cannot build for Apple platforms, so Scripts/check-platform-apis.sh checks the sources against a kept
// list of modules and APIs with the versions they need (Scripts/platform-apis.txt), in CI.
import PackageDescription

let package = Package(
  name: "Cassowary",
  platforms: [.iOS(.v12), .macOS(.v10_13)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutNodes", targets: ["LayoutNodes"]),
    .library(name: "AnchorDSL", targets: ["AnchorDSL"]),
    .executable(name: "showcase", targets: ["Showcase"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "LayoutNodes", dependencies: ["Cassowary"]),
    .target(name: "AnchorDSL", dependencies: ["Cassowary", "LayoutNodes"]),
    // The screens that the showcase draws and the layout benchmarks time, one per layout system.
    .target(name: "ShowcaseScreens", dependencies: ["LayoutNodes", "AnchorDSL"]),
    // `swift run showcase`: the logic lives in ShowcaseCore so that ShowcaseTests run it end to end.
    .target(name: "ShowcaseCore", dependencies: ["LayoutNodes", "AnchorDSL", "ShowcaseScreens"]),
    .executableTarget(name: "Showcase", dependencies: ["ShowcaseCore"]),
    .executableTarget(
      name: "Benchmarks", dependencies: ["Cassowary", "LayoutNodes", "AnchorDSL", "ShowcaseScreens"],
      path: "Benchmarks",
      exclude: ["WORKLOADS.md", "compare.sh", "lp_reference.py", "kiwi", "Workloads"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(
      name: "AnchorDSLTests", dependencies: ["AnchorDSL", "LayoutNodes", "Cassowary"], exclude: ["README.md"]),
    .testTarget(
      name: "FrameLayoutTests", dependencies: ["LayoutNodes", "ShowcaseScreens", "AnchorDSL", "Cassowary"],
      exclude: ["PinLayoutSpecs/README.md"]),
    .testTarget(name: "ShowcaseTests", dependencies: ["ShowcaseCore", "ShowcaseScreens", "LayoutNodes"]),
  ],
  swiftLanguageModes: [.v6]
)
