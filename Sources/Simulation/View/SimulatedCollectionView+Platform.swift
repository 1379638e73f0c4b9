import Foundation
import LayoutCore
import LayoutHosting

/// The simulated view as its engine's platform: each primitive its own state or call, deciding
/// nothing. The changes the engine orders (a batch update, a reload, a reconfiguration, a switch
/// of layout) are carried out in the files of their concerns.
extension SimulatedCollectionView: CollectionViewPlatform {
    package var layoutContext: LayoutContext { makeContext() }

    package func isShowing(_ layout: HostedLayout) -> Bool { layout === engine.layout }

    /// Every layout pass of the view ends in `engine.viewDidLayout()`.
    package var reportsLayoutPasses: Bool { true }

    package var movingSections: Set<Int> { movingOrthogonalSections }

    package var isAnimatingElements: Bool { updateAnimation != nil }

    package var interactiveTransitionPhase: InteractiveTransitionPhase {
        guard let interactiveTransition else { return .none }
        return interactiveTransition.ending == nil ? .held : .ending
    }

    package func moveContentOffset(to offset: CGPoint, animated: Bool) {
        stopMotion()
        if animated { animateContentOffset(to: offset) } else { setBoundsOrigin(offset) }
    }

    package var now: TimeInterval { clock.now }

    package func performAfterCurrentEvent(_ work: @escaping () -> Void) {
        afterCurrentEvent.append(work)
    }

    package func post(_ notification: AccessibilityNotification) {
        if case .announcement(let announcement) = notification { announceForAccessibility(announcement) }
    }

    /// The simulated view drives its sections that scroll on their own with its own physics: it
    /// has no scroll views to lay out.
    package func layOutSectionScrollViews(_ sections: [OrthogonalSectionFrame], for layout: HostedLayout) {}

    package func scrollSection(_ section: Int, toOffset offset: CGFloat) {
        try? setOrthogonalContentOffset(offset, inSection: section, animated: false)
    }

    package var viewAccessibilityLabel: String? { accessibilityLabel }

    package func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool {
        (dataSource as? any SimulatedReorderingDataSource)?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    package var showsSwappingMovement: Bool { true }

    /// The simulated view's movement says nothing itself: the engine announces a move.
    package var speaksReorderEvents: Bool { false }
}
