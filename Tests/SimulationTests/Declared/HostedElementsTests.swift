import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// Which hosted cells SwiftUI's view renders again after a parent update (``HostedElements``):
/// only those whose inputs changed, compared by bits as SwiftUI compares a view's fields, so an
/// offset kept in `@State` (the parent's body runs each frame) renders none.
@Suite("Declared collections: hosted cells rendered again")
@MainActor
struct HostedElementsTests {
    /// A cell's view as an app writes it: fields from its item.
    struct RowView {
        var title: String
        var count: Int
    }

    /// A view holding a closure, as a `Button`'s action.
    struct ActionView {
        var title: String
        var action: () -> Void
    }

    /// Environment values: a reference to storage, as SwiftUI's `EnvironmentValues`.
    final class Storage {}
    struct Environment {
        var storage: Storage
    }

    typealias Inputs = HostedElementInputs<RowView, Environment>

    static let environment = Environment(storage: Storage())

    static func inputs(_ title: String, count: Int = 1, environment: Environment = environment, isSelected: Bool = false,
                       isEditing: Bool = false, showsDeleteControl: Bool = false) -> Inputs {
        Inputs(content: RowView(title: title, count: count), environment: environment, isSelected: isSelected,
               isEditing: isEditing, showsDeleteControl: showsDeleteControl)
    }

    /// The same fields and the same references show the same; a field, a reference, a state or
    /// the delete control changed does not; no content (the item gone, animating out) keeps what
    /// is shown. A string long enough to live on the heap, copied from the item, is the same
    /// storage; built anew it is other bits, rendered again though equal.
    @Test func inputsAreTheSameByTheirBits() {
        let title = String(repeating: "A long note title ", count: 3)
        let shown = Self.inputs(title)
        #expect(shown.shows(sameAs: Self.inputs(title)))
        #expect(!shown.shows(sameAs: Self.inputs(title, count: 2)))
        #expect(!shown.shows(sameAs: Self.inputs("Another")))
        #expect(!shown.shows(sameAs: Self.inputs(title, environment: Environment(storage: Storage()))))
        #expect(!shown.shows(sameAs: Self.inputs(title, isSelected: true)))
        #expect(!shown.shows(sameAs: Self.inputs(title, isEditing: true)))
        #expect(!shown.shows(sameAs: Self.inputs(title, showsDeleteControl: true)))
        var gone = Self.inputs(title)
        gone.content = nil
        #expect(shown.shows(sameAs: gone))
        let rebuilt = String(repeating: "A long note title ", count: 3)
        #expect(rebuilt == title)
        #expect(!shown.shows(sameAs: Self.inputs(rebuilt)))
    }

    /// A view holding a closure the parent's body makes again (capturing its state) is rendered
    /// again, since the closure may do something else now; one capturing nothing is the same.
    @Test func aClosureMadeAgainIsRenderedAgain() {
        func view(capturing value: Int) -> ActionView { ActionView(title: "Row") { _ = value } }
        func plain() -> ActionView { ActionView(title: "Row") {} }
        typealias ActionInputs = HostedElementInputs<ActionView, Environment>
        func inputs(_ view: ActionView) -> ActionInputs {
            ActionInputs(content: view, environment: Self.environment, isSelected: false, isEditing: false, showsDeleteControl: false)
        }
        #expect(!inputs(view(capturing: 1)).shows(sameAs: inputs(view(capturing: 1))))
        #expect(inputs(plain()).shows(sameAs: inputs(plain())))
    }

    /// A section's cell, its view's type erased (`any View`): compared by what it holds, since its
    /// own bits are a box made anew by each update. The same row's view is the same; another
    /// title, or a view of another type, is not.
    @Test func erasedContentIsComparedByWhatItHolds() {
        struct Erased: ErasedHostedContent {
            var erased: Any
        }
        let title = String(repeating: "A long note title ", count: 3)
        func inputs(_ held: Any) -> HostedElementInputs<Erased, Environment> {
            HostedElementInputs(content: Erased(erased: held), environment: Self.environment, isSelected: false, isEditing: false,
                                showsDeleteControl: false)
        }
        let shown = inputs(RowView(title: title, count: 1))
        #expect(shown.shows(sameAs: inputs(RowView(title: title, count: 1))))
        #expect(!shown.shows(sameAs: inputs(RowView(title: "Another", count: 1))))
        #expect(!shown.shows(sameAs: inputs(ActionView(title: title) {})))
    }

    /// A refresh renders the hosts whose inputs changed, once each, and forgets hosts that no
    /// longer exist or were taken for reuse.
    @Test func aRefreshRendersOnlyChangedHosts() {
        let elements = HostedElements()
        var titles = ["a": "Apples", "b": "Bananas"]
        var renders: [String: Int] = [:]
        var hosts: [String: NSObject] = ["a": NSObject(), "b": NSObject()]
        for key in ["a", "b"] {
            let state = HostedElementState(Self.inputs(titles[key]!))
            elements.hosted(hosts[key]!) { state.show(Self.inputs(titles[key]!)) { _ in renders[key, default: 0] += 1 } }
        }
        #expect(elements.refresh() == 0)
        titles["b"] = "Blueberries"
        #expect(elements.refresh() == 1)
        #expect(renders == ["b": 1])
        #expect(elements.refresh() == 0)
        hosts["a"] = nil
        titles["a"] = "Apricots"
        #expect(elements.refresh() == 0)
        #expect(elements.count == 1)
        elements.forget(hosts["b"]!)
        titles["b"] = "Boysenberries"
        #expect(elements.refresh() == 0)
        #expect(elements.count == 0)
    }

    /// What SwiftUI's view does on each parent update, through the simulated view: 20 rows
    /// (44 pt) in a 390 × 300 view, the cells that exist recorded as the coordinator records
    /// them. The parent's body runs each frame of a scroll (an offset in `@State`) and declares
    /// the same rows: no cell is rendered again. A row's value changes: UIKit configures its
    /// cell again (its content made anew there), nothing else is rendered. Edit mode changes
    /// what every cell shows: each existing cell is rendered once.
    @Test func anOffsetInStateRendersNoCell() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: try TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [], clock: ManualClock())
        var titles = (0..<20).map { String(repeating: "row \($0) ", count: 4) }
        var isEditing = false
        var renders = 0
        var configured: [Int: Int] = [:]
        let elements = HostedElements()
        func inputs(_ id: Int) -> Inputs {
            Self.inputs(titles[id], isEditing: isEditing)
        }
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { view, path, id in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
            configured[id, default: 0] += 1
            let state = HostedElementState(inputs(id))
            elements.hosted(cell) { state.show(inputs(id)) { _ in renders += 1 } }
            return cell
        }
        let collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: 0)
        var sections = DeclaredSections<Int, Int, Int>(itemID: \.self, isSameValue: ==)
        var declaration = CollectionDeclaration<Int, Int>(sections: [], layoutID: 0, makeLayout: { view.collectionLayout })
        func parentUpdate(changed: Set<Int>? = []) throws {
            declaration.changedItems = sections.update(to: [(0, Array(0..<20))])
            if let changed { declaration.changedItems = changed }
            declaration.itemEdits = sections.edits
            declaration.sections = sections.ids
            try collection.update(declaration, animated: false)
            view.layoutIfNeeded()
            elements.refresh()
        }
        try parentUpdate(changed: nil)
        let existing = elements.count
        #expect(existing >= 7)
        for frame in 1...10 {
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(frame) * 3), animated: false)
            try parentUpdate()
            #expect(elements.renderedByLastRefresh == 0)
        }
        let before = configured[2]
        titles[2] = "changed"
        try parentUpdate(changed: [2])
        #expect(configured[2] == (before ?? 0) + 1)
        #expect(elements.renderedByLastRefresh == 0)
        isEditing = true
        try parentUpdate()
        #expect(elements.renderedByLastRefresh == elements.count)
        #expect(renders == elements.count)
        try parentUpdate()
        #expect(elements.renderedByLastRefresh == 0)
    }
}
