#if canImport(UIKit)
import CollectionLayouts
import CollectionLayoutsTesting
import LayoutUIKit
import Motion
import Screens
import SwiftUI
import UIKit

// Every library product imported beside SwiftUI and UIKit, as one app file may import them. The
// names the SDKs and the standard library declare are written unqualified and mean theirs; ours
// are `LayoutEdgeInsets` (not `EdgeInsets`), `SpringTimingParameters` (not `Spring`),
// `CollectionViewScrollPosition` (not `ScrollPosition`) and `FrameClock` (not `Clock`). The iOS
// type-check of this target fails if a name becomes ambiguous again.

/// SwiftUI's `EdgeInsets`, our flow layout's section inset and UIKit's `UIEdgeInsets`, side by side.
struct InsetsCheck: View {
    var padding: EdgeInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    var body: some View {
        Text("Insets").padding(padding)
    }

    func flowInset() throws -> FlowLayout {
        try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100),
                                                              sectionInset: LayoutEdgeInsets(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))))
    }
}

/// The standard library's `Clock` protocol, and our frame clock.
func elapsed<C: Clock>(on clock: C, running work: () -> Void) -> C.Duration {
    clock.measure(work)
}

func frameDuration(of clock: any FrameClock) -> TimeInterval {
    clock.frameDuration
}

/// Our spring. SwiftUI's `Spring` (iOS 17) and `ScrollPosition` (iOS 18) are not in the iOS 16.5
/// SDK this target is checked against, so no line here names them; no module of ours declares
/// either name any more.
func bounce() -> SpringTimingParameters {
    .scrollViewBounce
}

/// SwiftUI's `ForEach.onMove` and the collection view's `onMove` (an ``ItemMove``), its
/// selection and scroll position bindings and supplementary elements, side by side.
struct MovesCheck: View {
    @State private var rows = [1, 2, 3]
    @State private var selected: Int?
    @State private var top: Int?

    var body: some View {
        VStack {
            List { ForEach(rows, id: \.self) { Text("\($0)") }.onMove { rows.move(fromOffsets: $0, toOffset: $1) } }
            CollectionLayoutView(rows, id: \.self, layout: { CompositionalLayout.list() }) { Text("\($0)") } supplementary: { (element: SupplementaryElement<Int, Int>) in
                Text(element.kind)
            }
            .collectionSelection($selected)
            .collectionScrollPosition(item: $top)
            .onCollectionMove { (move: ItemMove<Int, Int>) in move.apply(to: &rows) }
        }
    }
}

/// UIKit's scroll position and ours.
func scrollPositions() -> (UICollectionView.ScrollPosition, CollectionViewScrollPosition) {
    (UICollectionView.ScrollPosition(.centeredVertically), .centeredVertically)
}

/// SwiftUI's accessibility traits and ours (`AccessibilityElementTraits`), and our movement and
/// accessibility element, beside UIKit's `UIAccessibilityElement`.
func accessibility(of view: SimulatedCollectionView) -> (AccessibilityTraits, [AccessibilityElement], InteractiveMovement?, AccessibilityElementTraits) {
    (.isHeader, view.accessibilityElements, view.interactiveMovement, .header)
}

/// UIKit's scroll direction and ours, beside SwiftUI's adjustment direction.
func pageScroll(_ view: SimulatedCollectionView) -> (UIAccessibilityScrollDirection, AccessibilityScrollDirection, AccessibilityAdjustmentDirection, String?) {
    (.up, .up, .increment, view.accessibilityScroll(.next))
}

/// Our custom action and selecting layout beside UIKit's custom action and SwiftUI's action kind.
func actions(_ layout: CarouselLayout) -> (UIAccessibilityCustomAction?, AccessibilityCustomAction, AccessibilityActionKind, any SelectingLayout) {
    (nil, AccessibilityCustomAction(name: "Move earlier") { false }, .default, layout)
}

/// A type from the testing product and one from the screens product, beside SwiftUI's.
func headless() throws -> (SimulatedCollectionView, PizzaPairState?, Angle) {
    let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                           itemCounts: [10], clock: ManualClock())
    return (view, nil, Angle(degrees: 90))
}
#endif
