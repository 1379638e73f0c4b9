@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// The layouts whose cells size themselves, each made fresh, and the sizes their cells prefer:
/// what the anchor-rule and scroll-to-item tests run over.
enum SelfSizingLayouts {
    /// A named way to make a layout that sizes its cells.
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let make: @Sendable () throws -> any CollectionLayout
        /// Whether items flow in lines of several across.
        let isGrid: Bool
        /// Whether an item takes the extent across the scroll axis its cell prefers (a flow
        /// layout's does; a waterfall's is its column's).
        var takesCrossExtent = true
        /// Whether every cell on screen moves by exactly the scroll while cells entering at the
        /// edges size themselves (lists; the waterfall, whose cells grow away from the screen).
        var staysPutWhileScrolling: Bool { !isGrid || !takesCrossExtent }
    }

    /// Every self-sizing layout: the compositional list and cards (top level and nested groups),
    /// the table, and the flow and waterfall layouts in both axes.
    static let all: [Case] = [
        Case(description: "compositional list", make: { list() }, isGrid: false),
        Case(description: "compositional cards (nested)", make: { CompositionalLayout.selfSizingCards() }, isGrid: false),
        Case(description: "table", make: { try TableLayout(estimatedRowHeight: 44) }, isGrid: false),
        Case(description: "flow", make: { try flow(.vertical) }, isGrid: true),
        Case(description: "flow, horizontal", make: { try flow(.horizontal) }, isGrid: true),
        Case(description: "waterfall", make: { try waterfall(.vertical) }, isGrid: true, takesCrossExtent: false),
        Case(description: "waterfall, horizontal", make: { try waterfall(.horizontal) }, isGrid: true, takesCrossExtent: false),
    ]

    /// Three columns of items estimated 80 long, every ninth spanning the columns.
    static func waterfall(_ direction: ScrollDirection) throws -> WaterfallLayout {
        var configuration = WaterfallLayoutConfiguration(scrollDirection: direction, columns: .count(3)) { _ in .estimated(80) }
        configuration.spansAllColumns = { $0.item % 9 == 4 }
        return try WaterfallLayout(configuration: configuration)
    }

    /// Rows estimated 44 tall, 4 apart.
    static func list() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 4
        return CompositionalLayout(section: section)
    }

    /// Items estimated 100 × 60, 10 apart.
    static func flow(_ direction: ScrollDirection) throws -> FlowLayout {
        var configuration = FlowLayoutConfiguration(scrollDirection: direction)
        configuration.estimatedItemSize = CGSize(width: 100, height: 60)
        return try FlowLayout(configuration: configuration)
    }

    /// The size the cell of `attributes` prefers: 30 to 119 points along the scroll axis, by its
    /// item; in a grid also 60 to 159 across (`seed` varies the sizes).
    static func preferredSize(_ attributes: LayoutAttributes, isGrid: Bool, axis: ScrollDirection, seed: Int = 0) -> CGSize {
        let item = attributes.indexPath.item + seed
        var size = attributes.frame.size
        size[axis] = CGFloat(30 + (item * 37) % 90)
        if isGrid { size[axis.cross] = CGFloat(60 + (item * 53) % 100) }
        return size
    }

    /// A 390 × 844 view of `count` items in one section showing the case's layout, its cells
    /// sizing themselves.
    static func view(_ layoutCase: Case, count: Int, clock: ManualClock = ManualClock(), seed: Int = 0) throws -> SimulatedCollectionView {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try layoutCase.make(),
                                               itemCounts: [count], clock: clock)
        let isGrid = layoutCase.isGrid
        let axis: ScrollDirection = view.contentSize.width > view.bounds.width ? .horizontal : .vertical
        view.preferredSizeProvider = { preferredSize($0, isGrid: isGrid, axis: axis, seed: seed) }
        return view
    }
}
