import LayoutCore

/// The moves of interactive-movement steps on their way to the layout.
///
/// A step reaches the layout as a batch update of its moves, once, right after the layout
/// prepares for the new counts — whether or not the view reports them as a batch update too.
/// The simulated view does (its steps animate as batch updates); whether `UICollectionView`
/// calls `prepare(forCollectionViewUpdates:)` during a movement is not documented (since iOS 11
/// the move is made inside UIKit, TextureGroup/Texture#1081), so the host shows the moves itself
/// and takes a report of the same moves that follows as their echo.
struct MovementUpdates {
    /// The moves of the latest step, not yet shown to the layout.
    var pending: [UpdateItem] = []
    /// The moves shown to the layout last, until a different update arrives.
    private var delivered: [UpdateItem] = []
    /// Whether the view is reporting the delivered moves again, until it finalizes them.
    private var echoing = false

    /// Takes the pending moves to show the layout.
    mutating func take() -> [UpdateItem] {
        defer { delivered = pending; pending = [] }
        return pending
    }

    /// Whether `updateItems` repeat the moves just shown; any other update ends the echo.
    mutating func isEcho(_ updateItems: [UpdateItem]) -> Bool {
        echoing = !updateItems.isEmpty && updateItems == delivered
        delivered = []
        return echoing
    }

    /// Whether the finalization that follows ends an echo (and is not the layout's to see).
    mutating func endEcho() -> Bool {
        defer { echoing = false }
        return echoing
    }
}
