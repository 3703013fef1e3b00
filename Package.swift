// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Masonry",
    // `Atomic` (the Synchronization module) sets the floor on Apple's systems.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Masonry", targets: ["Masonry"]),
        .library(name: "MasonryRender", targets: ["MasonryRender"]),
        .library(name: "MasonryGallery", targets: ["MasonryGallery"]),
        .executable(name: "masonry", targets: ["MasonryCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Test-only: the gallery's picture snapshots.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` (the DocC catalogs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Layer 1: the incremental constraint solver.
        .target(name: "Cassowary"),
        // Layer 2: the Auto Layout engine, in UIKit's vocabulary.
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        // Layer 3: the Masonry DSL.
        .target(name: "Masonry", dependencies: ["AutoLayout"]),
        // Pictures of laid-out view trees (SVG, text, JSON).
        .target(name: "MasonryRender", dependencies: ["Masonry"]),
        // Masonry's example app screens and the seeds' layouts, in the DSL.
        .target(name: "MasonryGallery", dependencies: ["Masonry"]),
        // The text format of constraint systems (`masonry solve`, tests, benchmarks).
        .target(name: "SolverScript", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "MasonryCLI",
            dependencies: [
                "Masonry", "SolverScript", "MasonryRender", "MasonryGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Cassowary", "AutoLayout", "Masonry", "SolverScript"],
            path: "Benchmarks",
            exclude: ["kiwi_bench.py", "kiwi_flat.py"]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SolverScript"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .testTarget(name: "MasonryTests", dependencies: ["Masonry"]),
        .testTarget(
            name: "MasonryGalleryTests",
            dependencies: [
                "MasonryGallery", "MasonryRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Runs the built `masonry` executable as a subprocess, as a user would.
        .testTarget(name: "MasonryCLITests", dependencies: ["MasonryGallery"]),
    ],
    swiftLanguageModes: [.v6]
)
