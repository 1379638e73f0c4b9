import Foundation
import LayoutCore
import LayoutHosting
import Simulation

/// What a demo shows: a fresh layout, the data, and the scroll view's settings.
package struct DemoSetup {
    /// The layout, new for each run.
    package var layout: any CollectionLayout
    /// The number of items in each section.
    package var itemCounts: [Int]
    /// The content inset of the view.
    package var contentInset: LayoutEdgeInsets = .zero
    /// The supplementary and decoration views the view registers before its first layout pass.
    package var registry: ViewRegistry
    /// Settings applied to the view before the script runs (paging, deceleration rate, …).
    package var configureView: (SimulatedCollectionView) -> Void = { _ in }
    /// Changes an element before it is drawn (labels, artwork), as ``DemoScene/decorate`` does.
    package var decorate: ((inout LayoutAttributes) -> Void)?

    /// Creates a setup.
    package init(layout: any CollectionLayout, itemCounts: [Int], contentInset: LayoutEdgeInsets = .zero,
                registering registry: ViewRegistry = ViewRegistry(),
                decorate: ((inout LayoutAttributes) -> Void)? = nil,
                configureView: @escaping (SimulatedCollectionView) -> Void = { _ in }) {
        self.registry = registry
        self.decorate = decorate
        self.layout = layout
        self.itemCounts = itemCounts
        self.contentInset = contentInset
        self.configureView = configureView
    }
}
