/// What moving an item interactively means in a layout (UIKit has only the first).
public enum InteractiveMovementStyle: Hashable, Sendable {
    /// The item cannot be moved: `beginInteractiveMovementForItem(at:)` answers `false`. The
    /// pizza halves and the parallax preview, whose places are not an order a person edits.
    case unsupported
    /// UIKit's movement: the item leaves its place and the items between it and the target
    /// shift by one to make room (tables, grids, compositional sections, strips, wheels,
    /// carousels).
    case shiftsOthers
    /// The item and the one at the target trade places; nothing else moves (the collage, where
    /// every photo fills a cell of a template).
    case swapsWithTarget
}
