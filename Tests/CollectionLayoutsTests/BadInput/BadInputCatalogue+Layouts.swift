@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

extension BadInputCatalogue {
    /// Every layout prepared directly with bad contexts, laid out in zero-size views, scrolled to
    /// extreme offsets, flung as fast as a number allows and queried with extreme rects.
    static var layouts: [BadInput] {
        SweptLayout.all.flatMap { swept -> [BadInput] in
            let name = swept.name, size = swept.size, count = swept.itemCount
            @Sendable func context(_ counts: [Int], bounds: CGRect? = nil, inset: LayoutEdgeInsets = .zero) -> LayoutContext {
                LayoutContext(bounds: bounds ?? CGRect(origin: .zero, size: size), itemCounts: counts, contentInset: inset)
            }
            return [
                refuses("\(name): context with itemCounts [-5]", "negative item count (-5)") {
                    try prepare(swept.make(), context([-5]))
                },
                refuses("\(name): context with itemCounts [Int.max]", "a section holds at most 10000000") {
                    try prepare(swept.make(), context([Int.max]))
                },
                refuses("\(name): context with NaN bounds", "bounds (nan, 0") {
                    try prepare(swept.make(), context([count], bounds: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)))
                },
                refuses("\(name): context with infinite content inset", "contentInset (top inf") {
                    try prepare(swept.make(), context([count], inset: LayoutEdgeInsets(top: .infinity)))
                },
                refuses("\(name): view with itemCounts [Int.max]", "a section holds at most 10000000") {
                    _ = try swept.view(itemCounts: [Int.max])
                },
                clamps("\(name): zero-size view lays out without error") {
                    let view = try swept.view(itemCounts: [count], size: .zero)
                    requireFiniteGeometry(view.collectionLayout, in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000), name)
                    try view.setBoundsSize(size)
                    try view.setBoundsSize(.zero)
                    requireFiniteGeometry(view.collectionLayout, in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000), name)
                },
                clamps("\(name): setContentOffset ±1e30") {
                    let view = try swept.view()
                    for offset in [CGPoint(x: 1e30, y: 1e30), CGPoint(x: -1e30, y: -1e30)] {
                        view.setContentOffset(offset, animated: false)
                        view.layoutIfNeeded()
                        requireFiniteGeometry(view.collectionLayout, in: view.bounds, name)
                    }
                    view.setContentOffset(.zero, animated: true)
                    requireComesToRest(view, name)
                },
                clamps("\(name): fling at 1e30 and at the greatest finite speed comes to rest") {
                    let view = try swept.view()
                    for speed in [CGFloat(1e30), -.greatestFiniteMagnitude, .greatestFiniteMagnitude] {
                        view.beginDragging()
                        view.drag(by: CGPoint(x: -3, y: -3))
                        view.endDragging(velocity: CGPoint(x: speed, y: speed))
                        requireComesToRest(view, name)
                        requireFiniteGeometry(view.collectionLayout, in: view.bounds, name)
                    }
                },
                clamps("\(name): rect queries at 1e30, infinite and NaN rects") {
                    let view = try swept.view()
                    let layout = view.collectionLayout
                    for rect in [CGRect(x: 1e30, y: 1e30, width: 1, height: 1), CGRect(x: -1e30, y: -1e30, width: 1, height: 1),
                                 CGRect(x: 0, y: 0, width: 1e30, height: 1e30), .infinite,
                                 CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .null] {
                        for attributes in layout.layoutAttributesForElements(in: rect) {
                            BadInput.require(attributes.frame.isFinite, "\(name): \(rect) gave \(attributes.frame)")
                        }
                    }
                },
                clamps("\(name): single queries with out-of-range index paths answer nil") {
                    let layout = try swept.view().collectionLayout
                    for path in [ItemPath(item: -1, section: 0), ItemPath(item: Int.max, section: 0),
                                 ItemPath(item: 0, section: Int.min), ItemPath(item: 0, section: 7)] {
                        BadInput.require(layout.layoutAttributesForItem(at: path) == nil, "\(name): \(path) answered")
                    }
                },
            ]
        }
    }
}
