import Foundation

/// Where the items of one line of a ``FlowLayout`` sit along the line (across the scroll axis),
/// with ``FlowLayoutConfiguration/minimumInteritemSpacing`` between them: a tag cloud's
/// alignment.
///
/// In a right-to-left layout direction the flow layout is mirrored, so ``leading`` sits at the
/// right edge. A line's items never overlap: a lone item wider than the room starts at the
/// leading inset, whatever the alignment.
public enum FlowLineAlignment: Hashable, Sendable, CaseIterable {
    /// `UICollectionViewFlowLayout`'s: the first item at the leading inset, the last at the
    /// trailing inset, equal gaps between; a line of one item sits at the leading inset.
    case justified
    /// The items at the leading inset (left, right to left: right), spacing between them.
    case leading
    /// The items centred in the room, spacing between them.
    case center
    /// The items at the trailing inset, spacing between them.
    case trailing
}
