import CompositionalLayoutModule
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Rendering
import Simulation

/// Headers that stretch when the content is pulled past the top (`HeaderStretching`): a profile
/// page whose cover photo grows with the pull and leaves at half the scroll's pace, and a
/// product page whose photo only grows.
enum StretchingHeaderDemos {
    static let all = [profile, product]

    /// Pull down 160 pt, let go (the bounce brings the header back to its height), then a fling
    /// up through the page and one back to the top, which overshoots and stretches again.
    static let script: [DemoStep] = [.wait(seconds: 0.2), .drag(by: CGPoint(x: 0, y: 160), frames: 40), .release(velocity: .zero),
                                     .wait(seconds: 0.6)]
        + DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 1400))
        + DemoStep.fling(drag: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: -5000))

    static let profile = Demo(
        name: "stretchy-profile-header", title: "A profile page's stretching cover",
        summary: "A table whose first section's header, a cover photo 240 pt tall, stretches when the page is pulled past the top: its top stays at the top of the screen and its bottom on the first row, growing by the pull. Let go, it shrinks back with the bounce. Scrolled up, it leaves at half the scroll's pace (parallax 0.5) and the rows slide over it. A fling back to the top overshoots and stretches it again.",
        viewportSize: CGSize(width: 390, height: 700), script: script
    ) { size, clock in
        let style = try TableSectionStyle(headerHeight: 240, firstHeaderStretching: .parallax())
        let layout = try TableLayout(itemSize: CGSize(width: 390, height: 64), sections: style)
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [40], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        let dataSource = AppearanceDataSource { key in
            key.category == .cell ? ElementAppearance(title: "Post \(key.indexPath.item + 1)", tint: key.indexPath.item % 9)
                : ElementAppearance(title: "Cover")
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [40])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.decorate = { _, element in
            // The cover: a photo filling the header, whatever its stretched height.
            guard element.category != .cell else { return }
            element[ElementArtwork.self] = .photo(seed: 4, aspectRatio: 1.6)
        }
        return scene
    }

    static let product = Demo(
        name: "stretchy-product-header", title: "A product page's stretching photo",
        summary: "A compositional layout whose own top boundary item, a product photo 300 pt tall, stretches when pulled past the top and scrolls away with the content otherwise (no parallax), above a two-column grid of related products (items inset 4 pt).",
        viewportSize: CGSize(width: 390, height: 700), script: script
    ) { size, clock in
        let photo = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), elementKind: "photo",
            alignment: .top)
        photo.stretching = .stretch
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [photo]
        let layout = CompositionalLayout(section: .grid(columns: 2, itemInsets: 4), configuration: configuration)
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [30], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: ["photo"]))
        let scene = DemoScene(views: [view])
        scene.decorate = { _, element in
            element[ElementArtwork.self] = .photo(seed: element.category == .cell ? element.indexPath.item : 7,
                                                  aspectRatio: element.category == .cell ? 1 : 1.3)
        }
        return scene
    }
}
