import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Simulation

/// A simulated view shown through SwiftUI's door as its coordinator drives it: the app's rows
/// turned into a declaration (``DeclaredSections``) and shown (``DeclaredCollection``) on each
/// update, in one section. The benchmarks of declared updates time ``show(_:)``.
final class DeclaredRows {
    /// One row of the app's data.
    struct Row: Equatable {
        var id: Int
        var title: String
    }

    let view: SimulatedCollectionView
    /// The data source the declaration is shown through.
    let dataSource: DiffableDataSource<Int, Int>
    private let collection: DeclaredCollection<Int, Int>
    private var sections = DeclaredSections<Int, Row, Int>(itemID: \.id, isSameValue: ==)
    private var declaration: CollectionDeclaration<Int, Int>

    /// A declaration shown in `view`, whose cells show their item's number.
    init(view: SimulatedCollectionView) {
        self.view = view
        dataSource = Self.numberedDataSource(for: view)
        collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: 0)
        declaration = CollectionDeclaration<Int, Int>(sections: [], layoutID: 0, makeLayout: { view.collectionLayout })
    }

    /// A diffable data source for `view` whose cells show their item's number.
    static func numberedDataSource(for view: SimulatedCollectionView) -> DiffableDataSource<Int, Int> {
        DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)"), animationDuration: 0)
        }
    }

    /// `n` rows, numbered from 0.
    static func rows(_ n: Int) -> [Row] { (0..<n).map { Row(id: $0, title: "\($0)") } }

    /// Shows `rows` as SwiftUI's update does, and lays the view out.
    func show(_ rows: [Row]) throws {
        declaration.changedItems = sections.update(to: [(0, rows)])
        declaration.itemEdits = sections.edits
        declaration.sections = sections.ids
        try collection.update(declaration, animated: false)
        view.layoutIfNeeded()
    }
}
