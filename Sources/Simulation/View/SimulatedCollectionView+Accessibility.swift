import Foundation
import LayoutCore
import LayoutHosting

extension SimulatedCollectionView {
    /// What VoiceOver reads now, in order: the elements shown that are read (not hidden, not
    /// transparent, not covered whole), in the layout's reading order, each labelled by its
    /// cell's title and placed ("3 of 12"). Computed when asked: nothing while no one asks.
    public var accessibilityElements: [AccessibilityElement] {
        layoutHost.accessibilityElements(ofShown: shownElements) { $0[ElementAppearance.self]?.title }
    }
}
