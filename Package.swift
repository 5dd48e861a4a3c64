// swift-tools-version: 6.0
// The module graph is one-way: Cassowary (standard library only) <- LayoutNodes <- AnchorDSL.
//
// Define CASSOWARY_INTERNAL_CHECKS (`swift build -Xswiftc -DCASSOWARY_INTERNAL_CHECKS`) to verify the
// tableau's invariants after every solver operation; without it the checks compile to nothing.
import PackageDescription

let package = Package(
  name: "Cassowary",
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
      exclude: ["WORKLOADS.md", "compare.sh", "lp_reference.py", "kiwi"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "AnchorDSLTests", dependencies: ["AnchorDSL", "LayoutNodes", "Cassowary"]),
    .testTarget(
      name: "FrameLayoutTests", dependencies: ["LayoutNodes", "ShowcaseScreens", "AnchorDSL", "Cassowary"],
      exclude: ["PinLayoutSpecs/README.md"]),
    .testTarget(name: "ShowcaseTests", dependencies: ["ShowcaseCore", "ShowcaseScreens", "LayoutNodes"]),
  ],
  swiftLanguageModes: [.v6]
)
