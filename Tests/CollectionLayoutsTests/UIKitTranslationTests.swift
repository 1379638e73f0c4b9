import Foundation
import Testing

/// What the UIKit layer must hand over for the engine's decisions to reach a device, checked in
/// its sources, since UIKit cannot run here (the iOS type-check compiles them): each check names
/// the device defect it keeps fixed (issue 36).
@Suite("LayoutUIKit hands the engine's decisions to UIKit")
struct UIKitTranslationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The source of `file` in `Sources/LayoutUIKit`.
    static func source(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Sources/LayoutUIKit").appendingPathComponent(file), encoding: .utf8)
    }

    /// Every Swift source of `Sources/LayoutUIKit`, by path.
    static func allSources() throws -> [String: String] {
        let folder = root.appendingPathComponent("Sources/LayoutUIKit")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// 1. UIKit uses a collection view's own VoiceOver order only when all four container
    /// methods are overridden; the view's collection view overrides the four (and the page scroll).
    @Test func theCollectionViewOverridesAllFourContainerMethods() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        for member in ["override var accessibilityElements: [Any]?", "override func accessibilityElementCount() -> Int",
                       "override func accessibilityElement(at index: Int) -> Any?",
                       "override func index(ofAccessibilityElement element: Any) -> Int",
                       "override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool"] {
            #expect(view.contains(member), "\(member)")
        }
        #expect(try Self.source("View/VoiceOverBridge.swift").contains("engine.accessibilityElementCount() ?? NSNotFound"))
    }

    /// 4. The adapter declares left to right as its layouts' development direction, and the
    /// context reads the view's effective direction, not its trait collection's.
    @Test func rightToLeftIsTheViewsOwnDirection() throws {
        #expect(try Self.source("Adapter/CollectionLayoutAdapter.swift")
            .contains("public override var developmentLayoutDirection: UIUserInterfaceLayoutDirection"))
        let conversions = try Self.source("Support/UIKitConversions.swift")
        #expect(conversions.contains("collectionView.effectiveUserInterfaceLayoutDirection"))
    }

    /// 5. Section scroll views answer the failure requirement themselves and belong to the
    /// collection view, made for one layout: no `require(toFail:)` link outlives them.
    @Test func sectionScrollViewsLeaveNothingBehind() throws {
        let sources = try Self.allSources()
        #expect(!sources.values.contains { $0.contains("require(toFail:") })
        let sections = try Self.source("Platform/SectionScrollViews.swift")
        #expect(sections.contains("shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"))
        #expect(sections.contains("if self.hosted !== hosted { removeAll() }"))
    }

    /// 8. A data source is matched by the engine's token, never by an object's address; 6 and 7:
    /// no error of an apply is dropped, and sizing never prepares the layout shown.
    @Test func noAddressMatchesAndNoDroppedErrors() throws {
        let dataSource = try Self.source("DataSource/CollectionViewDiffableDataSource.swift")
        #expect(!dataSource.contains("ObjectIdentifier"))
        let dropped = try Self.allSources().flatMap { path, text in
            text.components(separatedBy: "\n").filter { $0.contains("try?") }.map { "\(path): \($0)" }
        }
        // The one `try?` left: SwiftUI's `sizeThatFits`, whose `nil` asks SwiftUI to choose.
        #expect(dropped.count == 1 && dropped[0].contains("sizeThatFits(width: proposal.width"), "\(dropped)")
    }

    /// 9. The adjustable element stands over the frame the engine answers (the visible frame),
    /// never a view's `frame`, undefined under a 3D transform; views are given their elements
    /// from the engine's assignments, not every element on every pass.
    @Test func voiceOverTakesTheEnginesFramesAndAssignments() throws {
        let bridge = try Self.source("View/VoiceOverBridge.swift")
        #expect(bridge.contains("engine.accessibilityAssignments()"))
        for (path, text) in try Self.allSources() {
            #expect(!text.contains("view.frame"), "\(path)")
        }
    }

    /// 10. The fling's target is the engine's answer, which keeps UIKit's while paging.
    @Test func theTargetIsTheEnginesAnswer() throws {
        #expect(try Self.source("View/UIKitCollectionViewBridge.swift")
            .contains("targetContentOffset.pointee = view.engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),"))
    }
}
