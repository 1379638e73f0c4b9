@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A layout of every kind the library ships, made fresh for each case, with the view size and
/// item count that show it.
struct SweptLayout: Sendable {
    let name: String
    let size: CGSize
    let itemCount: Int
    /// The views its supplementary and decoration kinds need.
    var registry = ViewRegistry()
    let make: @Sendable () throws -> any CollectionLayout

    static let all: [SweptLayout] = [
        SweptLayout(name: "flow", size: CGSize(width: 390, height: 844), itemCount: 40) { try FlowLayout() },
        SweptLayout(name: "flow-tags", size: CGSize(width: 390, height: 844), itemCount: 40) {
            var configuration = FlowLayoutConfiguration()
            configuration.lineAlignment = .leading
            configuration.estimatedItemSize = CGSize(width: 80, height: 32)
            return try FlowLayout(configuration: configuration)
        },
        SweptLayout(name: "waterfall", size: CGSize(width: 390, height: 844), itemCount: 40) {
            var configuration = WaterfallLayoutConfiguration(columns: .minimumWidth(150)) { .estimated(CGFloat(60 + $0.item % 5 * 30)) }
            configuration.spansAllColumns = { $0.item % 10 == 9 }
            return try WaterfallLayout(configuration: configuration)
        },
        SweptLayout(name: "justified", size: CGSize(width: 390, height: 844), itemCount: 40) {
            try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 120) { CGFloat(1 + $0.item % 5) / 3 })
        },
        SweptLayout(name: "table", size: CGSize(width: 390, height: 844), itemCount: 40) {
            try TableLayout(itemSize: CGSize(width: 0, height: 44))
        },
        SweptLayout(name: "pizza-classic", size: CGSize(width: 195, height: 700), itemCount: 8, registry: pizzaCaptions) {
            try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        },
        SweptLayout(name: "pizza-drum", size: CGSize(width: 195, height: 700), itemCount: 8, registry: pizzaCaptions) {
            try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .right, variant: .drum))
        },
        SweptLayout(name: "carousel-linear", size: CGSize(width: 390, height: 300), itemCount: 12) {
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear))
        },
        SweptLayout(name: "carousel-rotary", size: CGSize(width: 390, height: 300), itemCount: 12) {
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .rotary))
        },
        SweptLayout(name: "carousel-coverFlow", size: CGSize(width: 390, height: 300), itemCount: 12) {
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow))
        },
        SweptLayout(name: "wheel", size: CGSize(width: 390, height: 390), itemCount: 20) { try WheelLayout() },
        SweptLayout(name: "thumbnail-strip", size: CGSize(width: 390, height: 66), itemCount: 20) { try ThumbnailStripLayout() },
        SweptLayout(name: "parallax-preview", size: CGSize(width: 390, height: 600), itemCount: 20) { try ParallaxPreviewLayout() },
        SweptLayout(name: "compositional-list", size: CGSize(width: 390, height: 844), itemCount: 40) { CompositionalLayout.list() },
        SweptLayout(name: "compositional-grid", size: CGSize(width: 390, height: 844), itemCount: 40) { CompositionalLayout.grid() },
        SweptLayout(name: "compositional-nested-scrolling", size: CGSize(width: 390, height: 844), itemCount: 40, registry: headers) {
            CompositionalLayout.nestedGroupsScrolling()
        },
        SweptLayout(name: "transition-table-to-flow", size: CGSize(width: 390, height: 844), itemCount: 40) {
            let transition = TransitionLayout(from: try TableLayout(itemSize: CGSize(width: 0, height: 44)), to: try FlowLayout())
            try transition.setTransitionProgress(0.5)
            return transition
        },
    ]

    static let pizzaCaptions = ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind])
    static let headers = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind])

    /// A simulated view of this layout on a fresh clock, `size` unless given.
    func view(itemCounts: [Int]? = nil, size: CGSize? = nil) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: size ?? self.size, layout: make(), itemCounts: itemCounts ?? [itemCount], clock: ManualClock(),
                                    registering: registry)
    }
}

/// Prepares `layout` directly with `context`, as the UIKit adapter does.
func prepare(_ layout: any CollectionLayout, _ context: LayoutContext) throws {
    layout.hostState.context = context
    layout.invalidateLayout(with: .everything)
    try layout.prepare()
    layout.hostState.pendingInvalidation = []
}

/// Stops the process unless the content size and every element `layout` returns for `rect`
/// (and the view's bounds) are finite.
func requireFiniteGeometry(_ layout: any CollectionLayout, in rect: CGRect, _ name: String) {
    BadInput.require(layout.collectionViewContentSize.isFinite, "\(name): content size \(layout.collectionViewContentSize)")
    for attributes in layout.layoutAttributesForElements(in: rect) {
        BadInput.require(attributes.frame.isFinite && attributes.alpha.isFinite,
                         "\(name): element \(attributes.indexPath) has frame \(attributes.frame)")
    }
}

/// Runs `view`'s clock until nothing moves, at most 30 s; stops the process if it never rests.
func requireComesToRest(_ view: SimulatedCollectionView, _ name: String) {
    guard let clock = view.clock as? ManualClock else { fatalError("\(name): the view needs a ManualClock") }
    let rested = clock.run(until: { view.isAtRest }, maximumSeconds: 30)
    BadInput.require(rested, "\(name): still moving after 30 s at \(view.contentOffset)")
    BadInput.require(view.contentOffset.isFinite, "\(name): rests at \(view.contentOffset)")
}
