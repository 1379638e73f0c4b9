import LayoutCore

/// What a ``SimulatedCollectionView`` asks of its data: UIKit's
/// `collectionView(_:cellForItemAt:)` and `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// for a view that dequeues its own views. Asked only for the elements coming on screen (and
/// for reconfigured items), never for the rest of the data.
public protocol SimulatedDataSource: AnyObject {
    /// Configures `view`, just dequeued (or kept, when its item is reconfigured) to show the
    /// cell or supplementary view `key`. Decoration views belong to the layout and are not asked.
    func collectionView(_ collectionView: SimulatedCollectionView, configure view: SimulatedView, for key: ElementKey)
}

extension ElementCategory {
    /// Whether a data source configures views of this category: cells and supplementary views.
    var hasDataSourceView: Bool {
        if case .decorationView = self { return false }
        return true
    }
}
