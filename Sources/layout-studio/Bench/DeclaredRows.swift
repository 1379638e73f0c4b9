import DeclaredViews
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Simulation

/// A simulated view shown through SwiftUI's door as its coordinator drives it: the app's rows
/// turned into a declaration (``DeclaredSections``) and shown (``DeclaredCollection``) on each
/// update, in one section, its cells recorded as the coordinator records its hosted cells
/// (``HostedElements``, a row's view made from the row's title). The benchmarks of declared
/// updates time ``show(_:)``.
final class DeclaredRows {
    /// One row of the app's data.
    struct Row: Equatable {
        var id: Int
        var title: String
    }

    let view: SimulatedCollectionView
    /// The data source the declaration is shown through.
    let dataSource: DiffableDataSource<Int, Int>
    /// The cells that exist, rendered again after an update only when their row's view changed.
    let elements = HostedElements()
    private let collection: DeclaredCollection<Int, Int>
    private var sections = DeclaredSections<Int, Row, Int>(itemID: \.id, isSameValue: ==)
    private var declaration: CollectionDeclaration<Int, Int>
    private var shown: [Row] = []

    /// A row's view, as an app's cell closure makes it.
    struct RowView {
        var title: String
    }

    /// A declaration shown in `view`, whose cells show their item's number.
    init(view: SimulatedCollectionView) {
        self.view = view
        var host: (SimulatedView, Int) -> Void = { _, _ in }
        dataSource = DiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
            host(cell, item)
            return cell
        }
        collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: 0)
        declaration = CollectionDeclaration<Int, Int>(sections: [], layoutID: 0, makeLayout: { view.collectionLayout })
        host = { [unowned self] cell, id in self.host(id, in: cell) }
    }

    /// What the cell of `id` shows now: its row's view, unselected, out of edit mode.
    private func inputs(_ id: Int) -> HostedElementInputs<RowView, Int> {
        let row = collection.indexPath(of: id).map { shown[$0.item] }
        return HostedElementInputs(content: row.map { RowView(title: $0.title) }, environment: 0, isSelected: false,
                                   isEditing: false, showsDeleteControl: false)
    }

    /// Shows `id`'s row in `cell` and records it, as the coordinator hosts a cell's view.
    private func host(_ id: Int, in cell: SimulatedView) {
        let state = HostedElementState(inputs(id))
        cell.setAppearance(ElementAppearance(title: state.shown.content?.title), animationDuration: 0)
        elements.hosted(cell) { [unowned self, unowned cell] in
            state.show(inputs(id)) { cell.setAppearance(ElementAppearance(title: $0.content?.title), animationDuration: 0) }
        }
    }

    /// A diffable data source for `view` whose cells show their item's number.
    static func numberedDataSource(for view: SimulatedCollectionView) -> DiffableDataSource<Int, Int> {
        DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)"), animationDuration: 0)
        }
    }

    /// `n` rows, numbered from 0.
    static func rows(_ n: Int) -> [Row] { (0..<n).map { Row(id: $0, title: "\($0)") } }

    /// Shows `rows` as SwiftUI's update does, lays the view out and renders again the cells whose
    /// row's view changed.
    /// - Returns: how many cells were rendered again.
    @discardableResult
    func show(_ rows: [Row]) throws -> Int {
        declaration.changedItems = sections.update(to: [(0, rows)])
        declaration.itemEdits = sections.edits
        declaration.sections = sections.ids
        shown = rows
        try collection.update(declaration, animated: false)
        view.layoutIfNeeded()
        return elements.refresh()
    }
}
