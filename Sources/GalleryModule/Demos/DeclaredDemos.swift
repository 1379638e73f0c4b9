import CompositionalLayoutModule
import DeclaredViews
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// What SwiftUI's `CollectionLayoutView` does, on the portable `DeclaredCollection` it calls:
/// a bound selection set, retargeted and swiped; Months ↔ All Photos as one declaration; a set
/// of selected items in edit mode; scroll destinations asked from a button.
enum DeclaredDemos {
    static let all = [selection, layoutSwitch, multipleSelection, scrollDestinations]

    static let selection = Demo(
        name: "declared-selection", title: "A bound selection: set, set again mid-glide, swiped",
        summary: "A cover-flow carousel of 30 albums whose selection an app binds. The app sets album 12: the carousel glides there; a tenth of a second later it sets album 5, and the glide turns for it without stopping at 12. Then a swipe comes to rest on another album, which is what the app hears — once, at rest.",
        viewportSize: CGSize(width: 390, height: 400),
        script: [.wait(seconds: 0.3), .perform("select-12"), .wait(seconds: 0.1), .perform("select-5"), .wait(seconds: 1.2)]
            + DemoStep.fling(drag: CGPoint(x: -60, y: 0), velocity: CGPoint(x: -1500, y: 0))
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow)),
                                               itemCounts: [], clock: clock)
        let (dataSource, collection) = try declared(view, sections: [(0, Array(1...30))], layoutID: "cover flow")
        var declaration = CollectionDeclaration<Int, Int>(sections: [(0, Array(1...30))], layoutID: "cover flow",
                                                          makeLayout: { view.collectionLayout })
        declaration.selection = .some(1)
        try collection.update(declaration, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, collection]
        for album in [12, 5] {
            scene.actions["select-\(album)"] = {
                declaration.selection = .some(album)
                try collection.update(declaration, animated: true)
            }
        }
        return scene
    }

    static let layoutSwitch = Demo(
        name: "declared-layout-switch", title: "Months ↔ All Photos as one declaration",
        summary: "Three months of 30 photos under their headers in five columns; one declaration makes them one section of 90 photos in three columns (a new layout id), inside an animation: the photo first in view stays where it is while the grid changes around it. Then back.",
        viewportSize: CGSize(width: 390, height: 844),
        script: [.wait(seconds: 0.3), .perform("all-photos"), .wait(seconds: 0.8), .perform("months"), .wait(seconds: 0.8)]
    ) { size, clock in
        let months = (0..<3).map { ("Month \($0 + 1)", Array($0 * 30 + 1...$0 * 30 + 30)) }
        let view = try SimulatedCollectionView(size: size, layout: grid(columns: 5, headers: true), itemCounts: [], clock: clock,
                                               registering: .sectionHeaders)
        let (dataSource, collection) = try declared(view, sections: months, layoutID: "months")
        let monthsDeclaration = CollectionDeclaration<String, Int>(sections: months, layoutID: "months",
                                                                   makeLayout: { grid(columns: 5, headers: true) })
        let allDeclaration = CollectionDeclaration<String, Int>(sections: [("All Photos", Array(1...90))], layoutID: "all",
                                                                makeLayout: { grid(columns: 3, headers: false) })
        try collection.update(monthsDeclaration, animated: false)
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, collection]
        scene.decorate = { _, element in DemoArtwork.stampPhoto(on: &element) }
        scene.actions["all-photos"] = { try collection.update(allDeclaration, animated: true) }
        scene.actions["months"] = { try collection.update(monthsDeclaration, animated: true) }
        return scene
    }

    static let multipleSelection = Demo(
        name: "declared-multiple-selection", title: "A set of selected photos, in edit mode",
        summary: "A grid of 60 photos whose app binds a set of selected photos, as List(selection:) binds one on iOS. Out of edit mode a tap on photo 2 selects nothing; in edit mode taps on 2, 7 and 9 add them to the set, and a second tap on 7 takes it out; then the grid scrolls a little. Each selected photo shows a check mark, as its cell reads its state from CollectionCellState.",
        viewportSize: CGSize(width: 390, height: 500),
        script: [.wait(seconds: 0.2), .perform("tap-2"), .wait(seconds: 0.3), .perform("edit"), .perform("tap-2"), .wait(seconds: 0.3),
                 .perform("tap-7"), .wait(seconds: 0.3), .perform("tap-9"), .wait(seconds: 0.3), .perform("tap-7"), .wait(seconds: 0.3)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -30), velocity: CGPoint(x: 0, y: -150))
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: grid(columns: 4, headers: false), itemCounts: [], clock: clock)
        var collection: DeclaredCollection<Int, Int>?
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            let isSelected = collection?.isSelected(item) ?? false
            cell.setAppearance(ElementAppearance(title: isSelected ? "✓ \(item)" : "\(item)", tint: item, isSelected: isSelected),
                               animationDuration: 0)
        }
        let declared = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: "grid")
        collection = declared
        var declaration = CollectionDeclaration<Int, Int>(sections: [(0, Array(1...60))], layoutID: "grid", makeLayout: { view.collectionLayout })
        declaration.selectedItems = []
        declared.selectedItemsChanged = { declaration.selectedItems = $0 }
        try declared.update(declaration, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, declared]
        scene.actions["edit"] = {
            declaration.isEditing = true
            try declared.update(declaration, animated: false)
        }
        for photo in [2, 7, 9] {
            scene.actions["tap-\(photo)"] = {
                guard let path = dataSource.indexPath(for: photo) else { return }
                declared.itemTapped(at: path)
                try declared.update(declaration, animated: false)
                try view.reconfigureItems(at: [path])
            }
        }
        return scene
    }

    static let scrollDestinations = Demo(
        name: "declared-scroll-destinations", title: "Scroll destinations asked from a button",
        summary: "A list of 100 rows 50 tall. A button asks for row 40 at the centre (its centre at the centre of the view), animated as inside withAnimation; then for the bottom edge; then for row 5 with no anchor, which scrolls by the least that shows it whole — its top at the top; then row 8, already shown, which moves nothing.",
        viewportSize: CGSize(width: 390, height: 600),
        script: [.wait(seconds: 0.2), .perform("row-40-centre"), .wait(seconds: 0.8), .perform("bottom"), .wait(seconds: 0.8),
                 .perform("row-5"), .wait(seconds: 0.8), .perform("row-8"), .wait(seconds: 0.5)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: try TableLayout(itemSize: CGSize(width: size.width, height: 50)), itemCounts: [], clock: clock)
        let (dataSource, collection) = try declared(view, sections: [(0, Array(0..<100))], layoutID: "rows")
        var declaration = CollectionDeclaration<Int, Int>(sections: [(0, Array(0..<100))], layoutID: "rows", makeLayout: { view.collectionLayout })
        try collection.update(declaration, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, collection]
        let requests: [(String, ScrollDestination<Int>)] = [("row-40-centre", .item(40, anchor: CGPoint(x: 0.5, y: 0.5))),
                                                             ("bottom", .edge(.bottom)), ("row-5", .item(5, anchor: nil)),
                                                             ("row-8", .item(8, anchor: nil))]
        for (index, (name, destination)) in requests.enumerated() {
            scene.actions[name] = {
                declaration.scrollRequest = ScrollRequest(destination, token: index)
                try collection.update(declaration, animated: true)
            }
        }
        return scene
    }

    /// A grid of `columns` square photos, with 44-point headers when `headers`.
    static func grid(columns: Int, headers: Bool) -> CompositionalLayout {
        let section = LayoutSection.grid(columns: columns, itemInsets: 1)
        if headers {
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: ElementCategory.headerKind, alignment: .top)]
        }
        return CompositionalLayout(section: section)
    }

    /// A diffable data source of `view` whose cells show their item's number, and the declared
    /// collection keeping `view` in step, showing the layout it has as `layoutID`.
    static func declared<SectionID: Hashable>(_ view: SimulatedCollectionView, sections: [(id: SectionID, items: [Int])], layoutID: AnyHashable)
        throws -> (DiffableDataSource<SectionID, Int>, DeclaredCollection<SectionID, Int>) {
        let dataSource = DiffableDataSource<SectionID, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)", tint: item), animationDuration: 0)
        }
        return (dataSource, DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: layoutID))
    }
}
