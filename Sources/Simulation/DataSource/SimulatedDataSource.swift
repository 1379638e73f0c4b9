import LayoutCore

/// What a ``SimulatedCollectionView`` asks of its data for the elements coming on screen (and
/// for reconfigured items), never for the rest: UIKit's `collectionView(_:cellForItemAt:)` and
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
///
/// As in UIKit, each view must be dequeued from the collection view for the element it is
/// asked for, with a registered reuse identifier
/// (``SimulatedCollectionView/dequeueReusableCell(withReuseIdentifier:for:)``); anything else
/// is refused with a `LayoutError` and the element stays off screen.
public protocol SimulatedDataSource: AnyObject {
    /// The cell for the item at `indexPath`, dequeued and configured.
    func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView

    /// The supplementary view of `kind` at `indexPath`, dequeued and configured. By default the
    /// kind's registered view, as dequeued.
    func collectionView(_ collectionView: SimulatedCollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ItemPath) throws(LayoutError) -> SimulatedView
}

extension SimulatedDataSource {
    /// By default, a dequeued view of `kind` with its registered reuse identifier.
    public func collectionView(_ collectionView: SimulatedCollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath)
    }
}
