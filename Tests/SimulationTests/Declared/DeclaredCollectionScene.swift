import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A simulated view kept in step by a ``DeclaredCollection``, as SwiftUI's view keeps a
/// `UICollectionView`: the declaration an app's body makes, what the app heard, and how often
/// each item's cell was configured.
final class DeclaredCollectionScene<SectionID: Hashable, ItemID: Hashable> {
    let clock = ManualClock()
    let view: SimulatedCollectionView
    let dataSource: DiffableDataSource<SectionID, ItemID>
    let collection: DeclaredCollection<SectionID, ItemID>
    var declaration: CollectionDeclaration<SectionID, ItemID>
    /// Every value the app heard, in order: "selection 3", "position 20", "near end", a move.
    var heard: [String] = []
    var moves: [ItemMove<SectionID, ItemID>] = []
    /// How many times each item's cell was configured.
    var configurations: [ItemID: Int] = [:]

    /// A `size` view showing `sections` in the layout `makeLayout` makes (chosen as "first"),
    /// with views of `supplementaryKinds` and `decorationKinds` registered.
    init(size: CGSize, sections: [(id: SectionID, items: [ItemID])], supplementaryKinds: [String] = [], decorationKinds: [String] = [],
         makeLayout: @escaping () throws -> any CollectionLayout) throws {
        let layout = try makeLayout()
        let registry = ViewRegistry(supplementaryKinds: supplementaryKinds, decorationKinds: decorationKinds)
        view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [], clock: clock, registering: registry)
        var configured: (ItemID) -> Void = { _ in }
        dataSource = DiffableDataSource(collectionView: view) { view, path, item in
            configured(item)
            return try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
        }
        collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: "first")
        declaration = CollectionDeclaration(sections: sections, layoutID: "first", makeLayout: { layout })
        configured = { [unowned self] in configurations[$0, default: 0] += 1 }
        collection.selectionChanged = { [unowned self] in heard.append("selection \($0.map { "\($0)" } ?? "nil")") }
        collection.scrollPositionChanged = { [unowned self] in heard.append("position \($0.map { "\($0)" } ?? "nil")") }
        collection.selectedItemsChanged = { [unowned self] in heard.append("selected " + $0.map { "\($0)" }.sorted().joined(separator: ",")) }
        collection.itemMoved = { [unowned self] in moves.append($0) }
    }

    /// Hears "near end" from now on (as an app with `onNearEnd`).
    func listenForNearEnd() {
        collection.nearEnd = { [unowned self] in heard.append("near end") }
    }

    func listenForNearStart() {
        collection.nearStart = { [unowned self] in heard.append("near start") }
    }

    /// The app's update: `change` edits the declaration, then the view is updated (animated, as
    /// inside `withAnimation`, when `animated`).
    func update(animated: Bool = false, _ change: (inout CollectionDeclaration<SectionID, ItemID>) -> Void = { _ in }) throws {
        change(&declaration)
        try collection.update(declaration, animated: animated)
    }

    /// Runs the clock until nothing moves and what waited for the update has run.
    func settle() {
        clock.step()
        clock.run(until: { view.isAtRest })
        clock.step()
    }
}
