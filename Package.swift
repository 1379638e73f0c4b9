// swift-tools-version: 6.1

import PackageDescription

let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

// Each target depends on exactly the modules it imports (`.ci/check-dependencies.py`).
let libraryTargets: [Target] = [
    .target(name: "LayoutCore"),
    .target(name: "Motion"),
    .target(name: "DiffableData", dependencies: ["LayoutCore"]),
    .target(name: "Layouts", dependencies: ["LayoutCore"]),
    .target(name: "CompositionalLayoutModule", dependencies: ["LayoutCore"]),
    // The one host: every decision a collection view makes about its layout, for the
    // simulated view and the UIKit adapter alike.
    .target(name: "LayoutHosting", dependencies: ["LayoutCore", "DiffableData"]),
    // What SwiftUI's CollectionLayoutView decides, portable: the reconciler of its declarations
    // (LayoutUIKit's SwiftUI/ is the other half).
    .target(name: "DeclaredViews", dependencies: ["LayoutCore", "DiffableData", "LayoutHosting"]),
    // The layouts product's one import: the contract, the view registry (the public face of the
    // package-internal host), the layouts, compositional and diffable data.
    .target(name: "CollectionLayouts", dependencies: ["LayoutCore", "Layouts", "CompositionalLayoutModule", "DiffableData"]),
    .target(name: "Simulation", dependencies: ["LayoutCore", "LayoutHosting", "Motion", "DiffableData"]),
    // The testing product: the simulated view and the layout contract's checks, for an app's
    // test target.
    .target(name: "CollectionLayoutsTesting", dependencies: ["LayoutCore", "LayoutHosting", "Motion", "Simulation"]),
    .target(name: "Screens", dependencies: ["LayoutCore", "Motion", "Layouts", "CompositionalLayoutModule", "DiffableData"]),
    // The renderer draws what the simulated view records (its frames and its cells' appearance).
    .target(name: "Rendering", dependencies: ["Simulation", "LayoutCore"]),
    .target(name: "GalleryModule", dependencies: ["DeclaredViews", "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData", "Motion",
                                            "Simulation", "Screens", "Rendering"]),
    // iOS only: every file is behind `#if canImport(UIKit)`, so it builds empty elsewhere.
    .target(name: "LayoutUIKit", dependencies: ["LayoutCore", "LayoutHosting", "DeclaredViews", "DiffableData", "Motion"]),
    // iOS only, like LayoutUIKit: the README's first screen, in a target that depends on
    // nothing but what an app adds for it (the layouts product and LayoutUIKit).
    .target(name: "GettingStartedExample", dependencies: ["CollectionLayouts", "LayoutUIKit"]),
    // iOS only: a view controller per seed system and a SwiftUI screen.
    .target(name: "CollectionLayoutsExamples", dependencies: ["LayoutUIKit", "LayoutCore", "Layouts", "CompositionalLayoutModule", "DiffableData", "Screens"]),
    // iOS only: SwiftUI, UIKit and every library product imported together, using names the
    // SDKs share with ours unqualified, so a clash fails the iOS type-check.
    .target(name: "ProductImportsCheck",
            dependencies: ["CollectionLayouts", "LayoutUIKit", "Screens", "Motion", "CollectionLayoutsTesting"]),
    // Our compositional presets against Apple's UICollectionViewCompositionalLayout, frame by
    // frame (iOS; the frame comparison and the preset list are portable and tested here).
    .target(name: "CompositionalReferenceProbe", dependencies: ["LayoutUIKit", "LayoutCore", "LayoutHosting", "CompositionalLayoutModule"]),
]

// The CLI and the playground it serves.
let toolTargets: [Target] = [
    // The live playground (`layout-studio serve`): the only target with a server dependency;
    // no library product depends on it.
    .target(name: "Playground", dependencies: ["GalleryModule", "LayoutCore", "LayoutHosting", "Motion", "Simulation", "Rendering",
                                               .product(name: "FlyingFox", package: "FlyingFox")]),
    .executableTarget(
        name: "layout-studio",
        dependencies: ["DeclaredViews", 
            "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData", "Rendering", "GalleryModule", "Playground", "CollectionLayoutsTesting",
            "Simulation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    ),
]

let testTargets: [Target] = [
    .target(name: "TestSupport", dependencies: ["LayoutCore", "DiffableData", "Simulation", "CollectionLayoutsTesting"], path: "Tests/TestSupport"),
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport", propertyBased]),
    .testTarget(name: "LayoutHostingTests", dependencies: ["DeclaredViews", "LayoutHosting", "LayoutCore", "DiffableData", propertyBased]),
    .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayoutModule", "LayoutCore", "Layouts", "LayoutHosting", "Simulation", "Motion",
                                                                "TestSupport", propertyBased]),
    .testTarget(name: "DiffableDataTests", dependencies: ["DiffableData", "LayoutCore", "TestSupport", propertyBased]),
    .testTarget(name: "MotionTests", dependencies: ["Motion"]),
    .testTarget(name: "LayoutsTests", dependencies: ["Rendering", "Layouts", "LayoutCore", "LayoutHosting", "Simulation", "Motion", "TestSupport", "CollectionLayoutsTesting",
                                                     propertyBased]),
    .testTarget(name: "SimulationTests", dependencies: ["DeclaredViews", "Rendering", "CompositionalLayoutModule", "Simulation", "LayoutCore", "LayoutHosting", "Layouts", "Motion", "DiffableData", "TestSupport",
                                                        propertyBased]),
    .testTarget(name: "ScreensTests", dependencies: ["Rendering", "Screens", "GalleryModule", "Simulation", "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData", "Motion"]),
    .testTarget(name: "RenderingTests", dependencies: ["Simulation", "Rendering", "LayoutCore"]),
    // The demos' reference frames are read from the source folder (`ReferenceFramesTests`).
    .testTarget(name: "GalleryTests", dependencies: ["Rendering", "GalleryModule", "LayoutCore", "Layouts", "Motion", "Screens", "Simulation", propertyBased],
                exclude: ["References"]),
    .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "GalleryModule", "LayoutCore", "Layouts", "Simulation", "Motion", "Rendering", "Screens",
                                                        .product(name: "FlyingSocks", package: "FlyingFox")]),
    // The README's examples import the products as an app does; the other suites import the
    // modules they test.
    .testTarget(
        name: "CollectionLayoutsTests",
        dependencies: ["DeclaredViews", "Rendering", "CollectionLayouts", "CollectionLayoutsTesting", "LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData",
                       "Motion", "Simulation", "Screens", "CompositionalReferenceProbe", "GalleryModule", "TestSupport", propertyBased]
    ),
]

let package = Package(
    name: "CollectionLayouts",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // Products shaped for apps (README, "Which product to add"): the layouts an app links, UIKit
    // and SwiftUI on top, the seed screens on their own, and the headless view for test targets.
    // The gallery, the renderer and the playground are reached only through `layout-studio`.
    products: [
        .library(name: "CollectionLayouts",
                 targets: ["CollectionLayouts", "LayoutCore", "Layouts", "CompositionalLayoutModule", "DiffableData"]),
        // Motion: the clock protocol the display-link clock adopts.
        .library(name: "LayoutUIKit", targets: ["LayoutUIKit", "Motion"]),
        .library(name: "CollectionLayoutsScreens", targets: ["Screens", "Motion"]),
        .library(name: "CollectionLayoutsTesting", targets: ["CollectionLayoutsTesting"]),
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
    targets: libraryTargets + toolTargets + testTargets,
    swiftLanguageModes: [.v6]
)
