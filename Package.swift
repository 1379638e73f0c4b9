// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "CollectionLayouts",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "CollectionLayouts", targets: ["CollectionLayouts"]),
        .library(name: "LayoutUIKit", targets: ["LayoutUIKit"]),
        .executable(name: "layout-studio", targets: ["layout-studio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation`: the DocC catalogs of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The live playground's web server and WebSockets (layout-studio serve only): no
        // dependencies of its own, so it adds little to a clean build.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "LayoutCore"),
        .target(name: "Motion"),
        .target(name: "DiffableData", dependencies: ["LayoutCore"]),
        .target(name: "Layouts", dependencies: ["LayoutCore"]),
        .target(name: "CompositionalLayout", dependencies: ["LayoutCore"]),
        // The one host: every decision a collection view makes about its layout, for the
        // simulated view and the UIKit adapter alike.
        .target(name: "LayoutHosting", dependencies: ["LayoutCore", "DiffableData"]),
        .target(name: "Simulation", dependencies: ["LayoutCore", "LayoutHosting", "Motion", "DiffableData"]),
        .target(name: "Screens", dependencies: ["LayoutCore", "Motion", "Layouts", "CompositionalLayout", "DiffableData"]),
        .target(name: "Rendering", dependencies: ["LayoutCore"]),
        .target(name: "Gallery", dependencies: ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Motion", "Simulation", "Screens", "Rendering"]),
        .target(
            name: "CollectionLayouts",
            dependencies: ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Motion", "Simulation", "Screens",
                           "Rendering", "Gallery"]
        ),
        // iOS only: every file is behind `#if canImport(UIKit)`, so it builds empty elsewhere.
        .target(name: "LayoutUIKit", dependencies: ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Motion", "Screens"]),
        // iOS only, like LayoutUIKit: a view controller per seed system and a SwiftUI screen.
        .target(name: "CollectionLayoutsExamples",
                dependencies: ["LayoutUIKit", "LayoutCore", "Layouts", "CompositionalLayout", "DiffableData", "Screens"]),
        // Our compositional presets against Apple's UICollectionViewCompositionalLayout, frame by
        // frame (iOS; the frame comparison and the preset list are portable and tested here).
        .target(name: "CompositionalReferenceProbe", dependencies: ["LayoutUIKit", "LayoutCore", "LayoutHosting", "CompositionalLayout"]),
        // The live playground (`layout-studio serve`): the only target with a server dependency;
        // no library product depends on it.
        .target(name: "Playground", dependencies: ["Gallery", "LayoutCore", "LayoutHosting", "Motion", "Simulation", "Rendering",
                                                   .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]),
        // Direct edges besides the umbrella, as for CollectionLayoutsTests: an incremental release
        // build otherwise keeps allocation sizes inlined from a stale copy of a changed class.
        .executableTarget(
            name: "layout-studio",
            dependencies: [
                "CollectionLayouts", "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Screens", "Rendering", "Gallery",
                "Playground", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["LayoutCore", "LayoutHosting", "DiffableData"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "LayoutHostingTests", dependencies: ["LayoutHosting", "LayoutCore", "DiffableData", "TestSupport",
                                                              .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "Layouts", "LayoutHosting", "Simulation", "Motion", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "DiffableDataTests", dependencies: ["DiffableData", "LayoutCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "LayoutsTests", dependencies: ["Layouts", "Simulation", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "LayoutHosting", "Layouts", "Motion", "DiffableData", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Simulation", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Motion"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutCore"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Layouts"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Gallery", "LayoutCore", "LayoutHosting", "Simulation", "Motion", "Rendering", "Screens",
                                                            .product(name: "FlyingSocks", package: "FlyingFox")]),
        // Direct edges besides the umbrella: it only re-exports, so without them an incremental
        // build does not recompile these tests when a re-exported module's classes change.
        .testTarget(
            name: "CollectionLayoutsTests",
            dependencies: ["CollectionLayouts", "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayout", "DiffableData", "Motion", "Simulation",
                           "Screens", "Rendering", "CompositionalReferenceProbe", "Gallery"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
