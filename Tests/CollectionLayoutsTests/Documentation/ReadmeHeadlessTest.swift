// The README's headless test, as an app's test target writes it.
import CollectionLayouts
import CollectionLayoutsTesting
import Foundation
import Testing

@Test func flingingAGridScrollsToRest() throws {
    var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100),
                                                minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                sectionInset: LayoutEdgeInsets(all: 10),
                                                headerReferenceSize: CGSize(width: 0, height: 40))
    configuration.sectionHeadersPinToVisibleBounds = true
    let layout = try FlowLayout(configuration: configuration)      // bad values throw a LayoutError naming them

    // 390×844 points, three sections, on a clock the test steps; headers need a registered view, as in UIKit.
    let clock = ManualClock(framesPerSecond: 60)
    let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout,
                                           itemCounts: [30, 12, 50], clock: clock,
                                           registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
    view.beginDragging()
    view.drag(by: CGPoint(x: 0, y: -120))                 // the finger moves up 120 pt; the content follows
    view.endDragging(velocity: CGPoint(x: 0, y: 1500))    // points per second
    clock.run(until: { view.isAtRest })
    #expect(view.contentOffset.y > 120)

    try view.scrollToItem(at: ItemPath(item: 5, section: 2), at: .top, animated: true)
    clock.run(until: { view.isAtRest })
    #expect(view.visibleElements.contains { $0.indexPath == ItemPath(item: 5, section: 2) })
    // Three 100-pt items a line, spread as UIKit's flow layout spreads them: (370 − 300) / 2 = 35 apart,
    // so item 5, the third of its line, starts at 10 + 2 × (100 + 35) = 280.
    #expect(view.layoutAttributesForItem(at: ItemPath(item: 5, section: 2))?.frame.minX == 280)
}
