import Foundation
import LayoutCore

/// The one host of a `CollectionLayout`: every decision a collection view makes about its
/// layout, made once, in portable code, for both hosts — `SimulatedCollectionView` and the UIKit
/// adapter (`CollectionLayoutAdapter`, `CollectionViewHost`). Neither decides any of these on
/// its own; each calls the host and translates types:
/// - the context it hands over and when it prepares (``prepare(with:itemCounts:)``);
/// - whether a bounds change invalidates, and what (``shouldInvalidateLayout(forBoundsChange:)``,
///   ``boundsDidChange(to:)``);
/// - which attributes a view keeps between invalidations (``VisibleElementCache``);
/// - target offsets, in one velocity unit and mirrored (``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``);
/// - the offsets and rests of sections that scroll on their own;
/// - self-sizing adjustments, update items and the initial and final attributes of an update;
/// - where the offset goes when sizes, data, the bounds' size or the layout change, so that what
///   the person is looking at stays put (``ScrollAnchor``, ``finishChange(from:asksLayout:)``),
///   and where a scroll to an item goes on to when sizes learned on the way moved it
///   (``scrollTargetCorrection()``);
/// - which views are registered (``registry``), so an element no view is registered for is
///   refused with a `LayoutError` instead of the exception UIKit raises.
///
/// One host belongs to one layout object, as UIKit keeps decoration registrations on the layout
/// object: a layout switch makes a new host, and what was hosted for the old layout goes with
/// it. A view-level host (the simulated view, `CollectionViewHost`) carries its registrations
/// over to the new one.
///
/// What the layout's `CollectionLayout/context` holds, and when it changes:
/// - `bounds` is updated on **every** bounds change (every scroll frame), whether or not the
///   layout invalidates: UIKit prepares only after an invalidation, but queries read the bounds
///   of the frame being drawn.
/// - `itemCounts` changes only in a ``prepare(with:itemCounts:)`` whose pending invalidation
///   contains `Invalidation/dataCounts` (or before the first one), as UIKit reports counts
///   only through `invalidateDataSourceCounts`.
/// - Insets, margins and traits are taken from the view at every `prepare`.
/// - `orthogonalContentOffsets` change through ``setOrthogonalContentOffset(_:inSection:)``.
package final class LayoutHost {
    /// The layout being hosted.
    package let layout: any CollectionLayout
    /// Whether the layout has prepared once.
    package internal(set) var hasPrepared = false
    /// Whether this host reflects a layout that flips right to left itself, as the simulated
    /// view does. `false` for the UIKit adapter: `UICollectionView` mirrors such a layout on its
    /// own, so rects and offsets reach the adapter in the layout's coordinates.
    package let reflectsLayoutDirection: Bool
    /// Whether the view can show a movement that swaps (`InteractiveMovementStyle.swapsWithTarget`):
    /// the simulated view can; `UICollectionView`'s movement only shifts the items between, so
    /// the UIKit adapter's host refuses to begin one.
    package let showsSwappingMovement: Bool
    /// The views the collection view can make for this layout's elements.
    package var registry: ViewRegistry {
        didSet { refusedCategories = [] }
    }
    /// Told of every refusal: an element no view is registered for, reported once per kind.
    package var errorHandler: ((LayoutError) -> Void)?
    /// The sections that scroll on their own and are moving now (a finger or a deceleration on
    /// them): the view keeps it current, and a data or size change leaves their offsets alone.
    package var movingOrthogonalSections: Set<Int> = []
    /// The item a VoiceOver adjustment is gliding to, until the glide ends, the layout selects
    /// it, or anything else takes the offset (``accessibilityAdjustment(by:)``).
    package var pendingAccessibilitySelection: ItemPath?
    /// Whether the item of ``pendingAccessibilitySelection`` was announced without its label (not
    /// shown yet): it is announced in full when the glide ends.
    package var announcesSelectionOnArrival = false
    /// The movement that ended last, not cancelled: where VoiceOver's move took the item.
    package internal(set) var lastEndedMovement: InteractiveMovement?
    /// The invalidation decided by the latest ``shouldInvalidateLayout(forBoundsChange:)``.
    var boundsInvalidation: Invalidation?
    /// The categories already reported as unregistered.
    var refusedCategories: Set<ElementCategory> = []
    /// The latest refusal not yet taken.
    var refusal: LayoutError?
    /// What the person was looking at before a change of data, size or layout whose offset the
    /// view has not placed yet, with the item counts it was taken at (``holdAnchor()``).
    var heldAnchor: (anchor: ScrollAnchor, itemCounts: [Int])?
    /// The item a view is scrolling to, which anchors sizes once on screen.
    var scrollTarget: ScrollTarget?
    /// The last frame the view showed (``didShowFrame()``): its bounds, in the layout's
    /// coordinates, and its anchor once a change asked for it.
    var lastFrame: (bounds: CGRect, anchor: ScrollAnchor?)?
    /// The item a finger is moving, in the layout's coordinates, while one is.
    package internal(set) var interactiveMovement: InteractiveMovement?
    /// The moves of movement steps, shown to the layout once (``MovementUpdates``).
    var movementUpdates = MovementUpdates()

    /// A host for `layout`; everything is pending until the first prepare, and the layout's
    /// sections that scroll on their own start at 0, as the scroll views a view makes for them
    /// do. `registry` is what the view has registered (a layout object has no decoration kinds
    /// of its own until registered on).
    package init(_ layout: any CollectionLayout, reflectsLayoutDirection: Bool = false, showsSwappingMovement: Bool = true,
                 registry: ViewRegistry = ViewRegistry()) {
        self.layout = layout
        self.reflectsLayoutDirection = reflectsLayoutDirection
        self.showsSwappingMovement = showsSwappingMovement
        self.registry = registry
        layout.pendingInvalidation = .everything
        layout.context.orthogonalContentOffsets = [:]
    }

    /// The layout's content size with extents that are not finite or are negative read as zero:
    /// what the view scrolls over.
    package var contentSize: CGSize {
        let size = layout.collectionViewContentSize
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    // MARK: Right to left

    /// The reflection between the layout's coordinates and the view's: right to left, with a
    /// layout that flips (`CollectionLayout/flipsHorizontallyInOppositeLayoutDirection`), in a
    /// host that ``reflectsLayoutDirection``; `nil` otherwise.
    package var mirror: LayoutMirror? {
        guard reflectsLayoutDirection, layout.context.traits.layoutDirection == .rightToLeft,
              layout.flipsHorizontallyInOppositeLayoutDirection else { return nil }
        return LayoutMirror(contentWidth: contentSize.width)
    }

    /// The layout's bounds in the view's coordinates.
    package var viewBounds: CGRect { mirror?.bounds(layout.context.bounds) ?? layout.context.bounds }

    /// `viewBounds` in the layout's coordinates.
    package func layoutBounds(_ viewBounds: CGRect) -> CGRect { mirror?.bounds(viewBounds) ?? viewBounds }

    /// `attributes` carried across the reflection in use, either way (it is its own inverse).
    package func reflected(_ attributes: LayoutAttributes) -> LayoutAttributes {
        mirror.map { $0.attributes(attributes) } ?? attributes
    }
}
