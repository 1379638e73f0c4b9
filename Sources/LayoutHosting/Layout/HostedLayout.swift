import Foundation
import LayoutCore

/// One layout object as a collection view hosts it: what UIKit keeps per `UICollectionViewLayout`
/// (its context, its pending invalidation, its decoration registrations) and every answer a view
/// asks of that layout, made once for both views.
///
/// A ``CollectionViewEngine`` (one per collection view) holds the hosted layout it shows and asks
/// it; the UIKit adapter owns one for its layout and forwards UIKit's calls to the engine, which
/// answers through it. A switch of layout makes a new hosted layout, as UIKit keeps decoration
/// registrations on the layout object: what was hosted for the old one goes with it.
///
/// What the layout's `CollectionLayout/context` holds, and when it changes:
/// - `bounds` is updated on **every** bounds change (every scroll frame), whether or not the
///   layout invalidates: UIKit prepares only after an invalidation, but queries read the bounds
///   of the frame being drawn.
/// - `itemCounts` changes only in a ``prepare(with:itemCounts:movement:movingSections:)`` whose
///   pending invalidation contains `Invalidation/dataCounts` (or before the first one), as UIKit
///   reports counts only through `invalidateDataSourceCounts`.
/// - Insets, margins and traits are taken from the view when the layout prepares after an
///   invalidation, as the UIKit adapter reads them in `prepare()`: changing an inset alone
///   reaches the layout at its next invalidation.
/// - `orthogonalContentOffsets` change through ``setOrthogonalContentOffset(_:inSection:)``.
///
/// Every rect, offset and attribute is in the layout's own coordinates, as UIKit keeps them right
/// to left too (it mirrors a layout that flips only when it draws; ``screenMirror``).
package final class HostedLayout {
    /// The layout being hosted.
    package let layout: any CollectionLayout
    /// The optional protocols ``layout`` adopts, found once.
    package let capabilities: LayoutCapabilities
    /// Whether the layout has prepared once.
    package internal(set) var hasPrepared = false
    /// The views the collection view can make for this layout's elements: the view's
    /// registrations (``takeViewRegistrations(_:)``) and the decoration kinds registered on this
    /// layout object (``registerDecorationView(ofKind:isRegistered:)``).
    package private(set) var registry: ViewRegistry {
        didSet { refusedCategories = [] }
    }
    /// What the collection view registered.
    private var viewRegistrations: ViewRegistry
    /// The decoration kinds registered on this layout object, as UIKit keeps them on a
    /// `UICollectionViewLayout`: a new layout object has none of them.
    private var ownDecorationKinds: Set<String> = []
    /// Told of every refusal: an element no view is registered for, reported once per kind.
    package var errorHandler: ((LayoutError) -> Void)?
    /// The invalidation decided by the latest ``shouldInvalidateLayout(forBoundsChange:)``.
    var boundsInvalidation: Invalidation?
    /// The categories already reported as unregistered.
    var refusedCategories: Set<ElementCategory> = []
    /// The latest refusal not yet taken.
    var refusal: LayoutError?
    /// The moves of movement steps, shown to the layout once (``MovementUpdates``).
    var movementUpdates = MovementUpdates()
    /// The batch update UIKit is walking this layout through, step by step (``BatchUpdateSteps``).
    package internal(set) var update = BatchUpdateSteps()
    /// Whether the layout has prepared for new data counts of a batch update and not yet been
    /// shown the update's items: it answers no queries until then.
    package var awaitsUpdateItems: Bool { update.awaitsUpdateItems }
    /// How many rect queries a view made while the layout awaited an update's items (answered
    /// with nothing): UIKit makes one in every batch update.
    var queriesAwaitingUpdateItems = 0

    /// A host for `layout`; everything is pending until the first prepare, and the layout's
    /// sections that scroll on their own start at 0, as the scroll views a view makes for them
    /// do. `registry` is what the view has registered (a layout object has no decoration kinds
    /// of its own until registered on).
    package init(_ layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry()) {
        self.layout = layout
        capabilities = LayoutCapabilities(of: layout)
        self.registry = registry
        viewRegistrations = registry
        layout.hostState.pendingInvalidation = .everything
        layout.hostState.context.orthogonalContentOffsets = [:]
    }

    /// The collection view's registrations are now `registrations`: its cells, supplementary views
    /// and the decoration kinds it registers on every layout it shows. A view unregistered is
    /// gone here too.
    func takeViewRegistrations(_ registrations: ViewRegistry) {
        viewRegistrations = registrations
        registry = registrations.adding(decorationKinds: ownDecorationKinds)
    }

    /// Registers (or, `isRegistered` `false`, unregisters) decoration views of `kind` on this
    /// layout object, as `register(_:forDecorationViewOfKind:)` with a class or `nil` does.
    package func registerDecorationView(ofKind kind: String, isRegistered: Bool) {
        if isRegistered { ownDecorationKinds.insert(kind) } else { ownDecorationKinds.remove(kind) }
        registry = viewRegistrations.adding(decorationKinds: ownDecorationKinds)
    }

    /// The layout's content size with extents that are not finite or are negative read as zero:
    /// what the view scrolls over.
    package var contentSize: CGSize {
        let size = layout.collectionViewContentSize
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    // MARK: Right to left

    /// Whether a view in `direction` mirrors `layout` when it draws: UIKit compares the view's
    /// effective direction with the layout's development direction (left to right unless the
    /// layout says otherwise, not UIKit's default of the app's development region:
    /// `-[UICollectionViewLayout developmentLayoutDirection]`, iOS 18.2 decompile), and mirrors a
    /// layout that flips (`flipsHorizontallyInOppositeLayoutDirection`) when they differ
    /// (`UICollectionViewCommonSetup`, 18.2 decompile).
    package static func mirrors(_ layout: any CollectionLayout, in direction: LayoutTraits.LayoutDirection) -> Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection && direction != layout.developmentLayoutDirection
    }

    /// How the layout appears on screen: mirrored across its content's width when the view is
    /// right to left and the layout flips, `nil` otherwise. UIKit applies it when it draws, and
    /// keeps every number in the layout's coordinates; the simulated view draws its frames
    /// through it.
    package var screenMirror: LayoutMirror? {
        guard Self.mirrors(layout, in: layout.context.traits.layoutDirection) else { return nil }
        return LayoutMirror(contentWidth: contentSize.width)
    }
}
