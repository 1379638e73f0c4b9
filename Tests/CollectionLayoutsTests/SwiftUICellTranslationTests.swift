import DeclaredViews
import Foundation
import Testing

/// What SwiftUI's view must hand over for its cells to behave as a `List`'s rows (issue 44),
/// checked in its sources, since SwiftUI cannot run here (the iOS type-check compiles them). What
/// is decided (which cells are configured again, the fitted axis, a supplementary view's
/// identity, the layouts kept, offsets once per event) is tested through `DeclaredCollection`
/// and the simulated view; each check here names the SwiftUI or UIKit fact it rests on.
@Suite("SwiftUI's cells are List's rows")
struct SwiftUICellTranslationTests {
    /// 1. A same-typed `UIHostingConfiguration` on a reused cell keeps its `@State`
    /// (xmtplabs/convos-ios #1011): the content is identified by its item, a supplementary
    /// view's by what it shows; UIKit asks for a configuration only when a cell is made or its
    /// item's value changed, never in `updateConfiguration(using:)` (anytype-swift #4945).
    @Test func contentIsIdentifiedByItsItem() throws {
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("host(in: cell, identifiedBy: id) { $0.cellInputs(of: id, content: $0.cellContent(for: id) { $0.cell($1, $2) }) }"))
        #expect(coordinator.contains("host(in: cell, identifiedBy: element.contentIdentity) { coordinator in"))
        #expect(coordinator.contains("delete: delete, animation: animation)\n                .id(identity)"))
        let all = try UIKitTranslationTests.allSources().filter { $0.key.hasPrefix("SwiftUI/") }.values.joined()
        #expect(!all.contains("updateConfiguration(using"))
    }

    /// 2. A hosting configuration is a SwiftUI tree of its own (ASCollectionView #59,
    /// Infomaniak/ios-kMail #887): cells and supplementary views get the view's whole environment
    /// (`environment(\.self, …)`), then the layout's attributes, and no collection view inside a
    /// cell takes the outer one's modifiers; headers are the hosting cell, with attributes.
    @Test func cellsGetTheWholeEnvironment() throws {
        let hosted = try UIKitTranslationTests.source("SwiftUI/HostedContent.swift").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let handOver = ".environmentObject(layoutAttributes) .environment(\\.collectionLayoutOptions, CollectionLayoutOptions()) "
            + ".environment(\\.self, inputs.environment)"
        #expect(hosted.contains(handOver))
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("view.register(ShapedHostingCell.self, forSupplementaryViewOfKind: kind)"))
        #expect(!coordinator.contains("cellEnvironment"))
    }

    /// 3. A cell sizing itself is fitted across the scroll axis with `.required` and free along
    /// it with `.fittingSizeLevel`, as `UICollectionViewListCell` fits its width, the axis the
    /// portable `fitsCellsToWidth` chooses.
    @Test func selfSizingIsFittedAcrossTheScrollAxis() throws {
        let cell = try UIKitTranslationTests.source("SwiftUI/ShapedHostingCell.swift")
        #expect(cell.contains("withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel"))
        #expect(cell.contains("withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required"))
        #expect(try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift").contains("collection.fitsCellsToWidth"))
    }

    /// 4 and 5. An update is O(1) for the same arrays: the coordinator maps no item itself (the
    /// portable `DeclaredSections` does, where storage changed), configures no supplementary view
    /// when the storage is shown, and the cells that exist are rendered again only where what
    /// they show changed (the portable `HostedElements`, tested through the simulated view), in
    /// the same update: no observable object published (it must not change during SwiftUI's
    /// update, and a turn later is outside the update's transaction).
    @Test func updatesCostWhatChanged() throws {
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        let update = try UIKitTranslationTests.body(of: "func update(from content:", in: coordinator)
        #expect(!update.contains(".map { $0[keyPath"))
        #expect(!update.contains("flatMap(\\.items)"))
        #expect(update.contains("sections.update(to: content.sections)"))
        #expect(update.contains("if !collection.declaredTheShownStorage {"))
        // Last in the update: after the apply configured the cells whose items changed.
        #expect(update.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("elements.refresh()"))
        let hosted = try UIKitTranslationTests.source("SwiftUI/HostedContent.swift")
        #expect(!hosted.contains("ObservableObject") && !hosted.contains("objectWillChange"))
        // A cell rendered again in an animated update animates with the update's animation
        // (`.animation(_:value:)` on the rendering's number), so check marks animate with the parent.
        #expect(hosted.contains(".animation(animation, value: rendering)"))
        #expect(update.contains("animation = animated ? transaction.animation : nil"))
        #expect(try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView.swift").contains("transaction: context.transaction"))
    }

    /// After a review: setting a content configuration may replace a cell's content view
    /// (`UICollectionViewCell.contentConfiguration`), so a shaped element masks the cell's own
    /// layer; a deleted item's cell animating out keeps the content it was configured with; the
    /// cells made during an apply see that update's environment.
    @Test func contentSurvivesConfigurationAndDeletion() throws {
        let cell = try UIKitTranslationTests.source("SwiftUI/ShapedHostingCell.swift")
        #expect(cell.contains("layer.mask = shapeMask") && !cell.contains("contentView.layer.mask"))
        let hosted = try UIKitTranslationTests.source("SwiftUI/HostedContent.swift")
        #expect(hosted.contains("inputs.content\n"))
        // What the element showed is kept when the declaration no longer has it (portable:
        // `HostedElementState.show` keeps the content shown for a `nil` one).
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        let update = try UIKitTranslationTests.body(of: "func update(from content:", in: coordinator)
        let show = try #require(update.range(of: "self.environment = environment"))
        let apply = try #require(update.range(of: "collection.apply(declaration"))
        #expect(show.lowerBound < apply.lowerBound)
    }

    /// 8. Every modifier is named by one rule, `collection…` or `onCollection…`, which no SwiftUI
    /// API has (a generic `View.onDelete<ID>(perform:)` took SwiftUI's `ForEach.onDelete` from
    /// every `List` of the app: type-checked against the iOS 16.5 SDK). The `View` modifiers are
    /// carried down the environment, so they work wherever they stand; the view's own typed
    /// overloads return the view (`Self`), safe now that a modifier after SwiftUI's can only
    /// resolve to ours.
    @Test func modifiersWorkInAnyOrder() throws {
        let modifiers = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Modifiers.swift")
        let typed = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+TypedModifiers.swift")
        #expect(!modifiers.contains("-> Self"))
        #expect(modifiers.contains("extension View {"))
        let names = { (source: String) in
            source.components(separatedBy: "public func ").dropFirst().map { String($0.prefix { $0.isLetter }) }
        }
        #expect(names(modifiers).count == 21 && names(typed).count == 11)
        for name in names(modifiers) + names(typed) {
            #expect(name.hasPrefix("collection") || name.hasPrefix("onCollection"), "\(name) breaks the naming rule")
        }
        #expect(Set(names(typed)).isSubset(of: Set(names(modifiers))))
        let view = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView.swift")
        #expect(!view.contains("var selection"))
    }

    /// 9. The long press that moves items waits for the long presses inside a cell (a context
    /// menu, `onLongPressGesture`) to fail, and does not begin over a cell gesture that began.
    @Test func movingYieldsToTheCellsOwnGestures() throws {
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool"))
        #expect(coordinator.contains("otherGestureRecognizer is UILongPressGestureRecognizer"))
        #expect(coordinator.contains("return move.canMove(id) && !cellGestureBegan"))
    }
}
