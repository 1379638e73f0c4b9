import Foundation
import LayoutCore
import LayoutHosting

/// The simulated view as its engine's platform: each primitive its own state or call, deciding
/// nothing.
extension SimulatedCollectionView: CollectionViewPlatform {
    package var layoutEnvironment: LayoutContext { makeContext() }

    package func isShowing(_ layout: HostedLayout) -> Bool { layout === engine.layout }

    package var isAtRest: Bool { isIdle }

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

    package var viewAccessibilityLabel: String? { accessibilityLabel }

    package func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool {
        (dataSource as? any SimulatedReorderingDataSource)?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    package var showsSwappingMovement: Bool { true }
}
