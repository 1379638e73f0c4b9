import Foundation

/// A change the engine carries out and places the offset after itself, by the anchor it holds
/// before it (``CollectionViewEngine/carryingOut(_:_:)``). While one is under way, the view's own
/// layout passes leave the offset to it.
package enum EngineChange: Equatable, Sendable {
    /// `performBatchUpdates`, from its check to its end (the animation runs on after it).
    case batchUpdate
    /// `reloadData`.
    case reload
    /// `setCollectionViewLayout`, or an interactive transition's switch.
    case layoutSwitch
    /// A change of the bounds' size the view makes (a rotation, a resize).
    case boundsSize
    /// The end of a layout pass that places an anchor the layout's own change held
    /// (`Invalidation.anchorsVisibleContent`).
    case anchoredPass
}
