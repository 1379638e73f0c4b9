import Foundation
import LayoutCore

/// The model of one thumbnail the ``ThumbnailStripLayout`` computes before its attributes: what
/// it is (dimensions) and what is happening to it (state). Cell updates change the state.
package struct ThumbnailCell: Hashable, Sendable {
    /// What a thumbnail is, whatever happens to it.
    package struct Dimensions: Hashable, Sendable {
        /// The size at rest: `(h · defaultAspectRatio, h)` for a strip `h` tall.
        package var defaultSize: CGSize
        /// The photo's width / height.
        package var aspectRatio: CGFloat
        /// The gap to the next thumbnail at rest (`distanceBetween`).
        package var inset: CGFloat
        /// The extra gap around the thumbnail when fully expanded (`distanceBetweenFocused`).
        package var insetAsExpanded: CGFloat

        package func hash(into hasher: inout Hasher) {
            hasher.combine(size: defaultSize)
            hasher.combine(aspectRatio)
            hasher.combine(inset)
            hasher.combine(insetAsExpanded)
        }
    }

    /// Which neighbour takes a deleted thumbnail's place.
    package enum Direction: Hashable, Sendable {
        /// The next thumbnail moves back into the place; those after it follow.
        case next
        /// The previous thumbnail moves on into the place (the last one was deleted); those
        /// before it follow.
        case previous
    }

    /// What is happening to a thumbnail; each fraction from 0 to 1.
    package struct State: Hashable, Sendable {
        /// How far it has widened toward its photo's aspect ratio.
        package var expanding: CGFloat = 0
        /// How far it has shrunk away (phase 1 of a deletion).
        package var collapsing: CGFloat = 0
        /// How far the gap it leaves has closed (phase 2 of a deletion).
        package var deleting: CGFloat = 0
        /// Which neighbour closes the gap.
        package var direction: Direction = .next

        /// A state at rest.
        package init(expanding: CGFloat = 0, collapsing: CGFloat = 0, deleting: CGFloat = 0, direction: Direction = .next) {
            self.expanding = expanding
            self.collapsing = collapsing
            self.deleting = deleting
            self.direction = direction
        }

        /// The state with every fraction finite and within 0…1 (updates are arbitrary code).
        var clamped: State {
            func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? value.clamped(to: 0...1) : 0 }
            return State(expanding: unit(expanding), collapsing: unit(collapsing), deleting: unit(deleting), direction: direction)
        }
    }

    /// The thumbnail's path.
    package var indexPath: ItemPath
    /// What it is.
    package var dimensions: Dimensions
    /// What is happening to it.
    package var state: State

    /// Creates a cell model.
    package init(indexPath: ItemPath, dimensions: Dimensions, state: State = State()) {
        self.indexPath = indexPath
        self.dimensions = dimensions
        self.state = state
    }

    /// The width it gains toward its photo's aspect ratio: `(h · aspectRatio − w) · expanding`.
    package var additionalWidth: CGFloat {
        (dimensions.defaultSize.height * dimensions.aspectRatio - dimensions.defaultSize.width) * state.expanding
    }

    /// `(ceil((w + additionalWidth) · (1 − collapsing)), h · (1 − collapsing))`.
    package var size: CGSize {
        let remaining = 1 - state.collapsing
        return CGSize(width: max(0, ((dimensions.defaultSize.width + additionalWidth) * remaining).rounded(.up)),
                      height: max(0, dimensions.defaultSize.height * remaining))
    }

    /// `1 − collapsing`.
    package var alpha: CGFloat { 1 - state.collapsing }

    /// The room it makes on each side as it expands, fading as its gap closes:
    /// `(additionalWidth + insetAsExpanded · expanding) / 2 · (1 − deleting)`.
    private var expansionShift: CGFloat {
        (additionalWidth + dimensions.insetAsExpanded * state.expanding) / 2 * (1 - state.deleting)
    }

    /// The distance between two thumbnails' places: `w + inset`.
    package var slotWidth: CGFloat { dimensions.defaultSize.width + dimensions.inset }

    /// How far the thumbnails before it move back (a negative value moves them on): its
    /// expansion shift, less the closing of its place when the previous thumbnail takes it.
    package var leftShift: CGFloat {
        expansionShift - (state.direction == .previous ? slotWidth * state.deleting : 0)
    }

    /// How far the thumbnails after it move on (a negative value moves them back): its
    /// expansion shift, less the closing of its place when the next thumbnail takes it.
    package var rightShift: CGFloat {
        expansionShift - (state.direction == .next ? slotWidth * state.deleting : 0)
    }
}
