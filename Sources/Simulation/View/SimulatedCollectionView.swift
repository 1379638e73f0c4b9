import Foundation
import LayoutCore
import LayoutHosting
import Motion

/// A `UICollectionView` without drawing: it owns the bounds and content offset, runs layout
/// passes, keeps the visible set with a reuse pool, and scrolls with UIKit's physics, stepped
/// frame by frame by a `FrameClock`. Every interaction can be driven and asserted in a test, and
/// each frame recorded for rendering.
///
/// Every decision is its engine's (`CollectionViewEngine`, the one `LayoutUIKit` calls on a
/// device); the view adds only what UIKit does itself — scroll physics, the visible set and
/// reuse, update animations, recording — and does it as strictly as UIKit, never more leniently:
/// - it keeps the attributes of visible elements until the layout invalidates, querying only
///   newly exposed regions, so a layout that forgets to invalidate shows stale frames here as on
///   a device, and a supplementary or decoration element whose attributes change without an
///   invalidation is refused with the error UIKit raises;
/// - in a batch update it queries the new visible rect after the layout prepares for the new
///   counts and before `prepare(forCollectionViewUpdates:)`, and keeps those answers as the
///   update's final attributes; it asks initial attributes for every element on screen after the
///   update; a content-offset adjustment made while the update is set up is not applied;
/// - a changed target is ignored while paging; changing the content inset neither invalidates
///   the layout nor moves the content;
/// - right to left, every number (bounds, content offset, frames, targets, the moving finger)
///   is in the layout's coordinates, as UIKit keeps them; only what it draws (``currentFrame``)
///   is mirrored, and a finger's drag is in the screen's directions;
/// - every view must be registered and dequeued, or the element is refused with a `LayoutError`
///   naming it (UIKit raises).
public final class SimulatedCollectionView: ScrollableCollection, FrameObserver {
    /// The clock whose frames move decelerations and animations.
    public let clock: any FrameClock
    /// Every decision the view makes; it carries over the view's ``registry`` to every layout,
    /// and every question the view asks its layout goes through it.
    package let engine: CollectionViewEngine
    /// The layout asked for geometry.
    public var collectionLayout: any CollectionLayout { engine.layout.layout }
    /// The views registered: the view's own cells (``defaultCellReuseIdentifier``) and whatever
    /// was registered with ``register(forCellWithReuseIdentifier:)``,
    /// ``register(forSupplementaryViewOfKind:withReuseIdentifier:)`` and
    /// ``register(forDecorationViewOfKind:)``; every layout the view is given gets them.
    package var registry: ViewRegistry { engine.registry }
    /// The visible region in content coordinates (the layout's, right to left too); its origin is
    /// the content offset.
    public internal(set) var bounds: CGRect
    /// The size of the content, from the layout (non-finite or negative values read as zero).
    public internal(set) var contentSize: CGSize = .zero
    /// The number of items in each section.
    public internal(set) var itemCounts: [Int]
    /// Extra room around the content, as `UIScrollView.contentInset`.
    public private(set) var contentInset: LayoutEdgeInsets
    /// The safe area, as `UIView.safeAreaInsets`; added to the content inset.
    public private(set) var safeAreaInsets: LayoutEdgeInsets
    /// The layout margins layouts may read.
    public private(set) var layoutMargins = LayoutEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// The reading direction layouts see in their traits; change it with ``setLayoutDirection(_:)``.
    public internal(set) var layoutDirection: LayoutTraits.LayoutDirection = .leftToRight
    /// How fast a fling slows down.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether flings stop on multiples of the bounds size.
    public var isPagingEnabled = false
    /// Whether the content may be pulled past its edges and spring back.
    public var bounces = true
    /// Whether vertical dragging is allowed even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether horizontal dragging is allowed even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether a drag that begins along one axis moves the content along that axis only, while
    /// one that begins diagonally moves it freely (`UIScrollView.isDirectionalLockEnabled`, by
    /// UIKit's rule, iOS 18.2's `UIScrollViewPanGestureRecognizer`: each movement weighed by its angle until the
    /// finger has travelled 10 pt, 20° or less locking it sideways, 70° or more upright). Nothing
    /// moves before the finger has travelled those 10 pt, where UIKit recognises the pan; the
    /// content then catches up with it. It matters only for content that scrolls both ways.
    public var isDirectionalLockEnabled = false
    /// Receives UIKit's scroll events; held weakly.
    public var delegate: (any ScrollViewDelegate)? {
        get { engine.delegate }
        set { engine.delegate = newValue }
    }
    /// What VoiceOver calls the view (`UIView.accessibilityLabel`): the label of a selecting
    /// layout's adjustable element ("Left half").
    public var accessibilityLabel: String? {
        didSet { engine.accessibilityInputsChanged() }
    }
    /// The custom actions the screen logic owning the view offers on an element, after the
    /// view's own moves (a collage's swap and dividers, a photo's deletion).
    public var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])? {
        get { engine.accessibilityCustomActionProvider }
        set { engine.accessibilityCustomActionProvider = newValue }
    }
    /// The words VoiceOver says (positions, moves, page scrolls): English unless the app gives
    /// its own table.
    public var accessibilityStrings: AccessibilityStrings {
        get { engine.accessibilityStrings }
        set { engine.accessibilityStrings = newValue }
    }
    /// What the view had VoiceOver announce, oldest first (``announceForAccessibility(_:)``).
    public internal(set) var accessibilityAnnouncements: [String] = []
    /// Whether each layout pass appends a `RecordedFrame` to ``recordedFrames``; turning it on
    /// records the current frame first.
    @_spi(Testing) public var recordFrames = false {
        didSet { if recordFrames && !oldValue { recordedFrames.append(currentFrame) } }
    }
    /// The frames recorded while ``recordFrames`` was on.
    @_spi(Testing) public private(set) var recordedFrames: [RecordedFrame] = []
    /// The visible elements of the last layout pass, lowest zIndex first (ties in layout order),
    /// each carrying its view's `ElementAppearance` when it has one.
    public private(set) var visibleElements: [LayoutAttributes] = []
    /// Configures the views as they come to show a cell or supplementary view; held weakly.
    public weak var dataSource: (any SimulatedDataSource)? {
        didSet { engine.accessibilityInputsChanged() }
    }
    /// The most recent error a layout pass during scrolling could not throw to a caller (where
    /// UIKit raises), also reported as a runtime issue: a failed test under a test runner.
    public internal(set) var lastLayoutError: LayoutError?

    /// Whether a finger is on the content.
    package internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after a fling.
    public var isDecelerating: Bool { motion?.kind == .deceleration }
    /// Whether the view is at rest, by the one rule both views follow (the engine's, which a
    /// `UIKitCollectionView` answers too): no finger on the content, no deceleration, no animated
    /// scroll, no batch-update or layout-switch animation, no section scrolling on its own, no
    /// item held by a finger, and no interactive transition running to its end (one a gesture
    /// holds at a progress is at rest). A cell's own appearance animation
    /// (`SimulatedView.setAppearance(_:animationDuration:)`) is the cell's, not the view's.
    public var isAtRest: Bool { engine.isAtRest }
    /// Gives the size an element's content prefers (a self-sizing cell's
    /// `preferredLayoutAttributesFitting(_:)`), or `nil` to keep the layout's size. Asked for
    /// the visible elements of a `SelfSizingLayout` on every layout pass. Setting it runs a
    /// layout pass at once, so the visible cells take their sizes as cells do when they first
    /// appear.
    public var preferredSizeProvider: ((LayoutAttributes) -> CGSize?)? {
        didSet { if preferredSizeProvider != nil { runLayoutPassRecordingErrors() } }
    }

    /// Told when the view comes within ``nearEdgeDistance`` of the content's start, to load what
    /// comes before (a chat's earlier messages; insert them above, and a `ChatLayout` keeps the
    /// message read in place): on a scroll or after a change of the data, once per approach, and
    /// again when items are added while the start is still that near.
    public var nearStart: (() -> Void)? {
        get { engine.nearEdges.start }
        set { engine.nearEdges.start = newValue }
    }

    /// Told when the view comes within ``nearEdgeDistance`` of the content's end, to load the
    /// next page, as ``nearStart`` is at the start.
    public var nearEnd: (() -> Void)? {
        get { engine.nearEdges.end }
        set { engine.nearEdges.end = newValue }
    }

    /// How near an end, in points along the scroll axis, ``nearStart`` and ``nearEnd`` are
    /// told; `nil` (the default): one screen.
    public var nearEdgeDistance: CGFloat? {
        get { engine.nearEdges.distance }
        set { engine.nearEdges.distance = newValue }
    }

    var pool: ReusePool
    /// The attributes kept for the visible elements between invalidations, as UIKit keeps them.
    var cache = VisibleElementCache()
    /// The element whose view a data source is being asked for, and the view it dequeued.
    var viewRequest: ViewRequest?
    /// The elements of the last layout pass that have a view (those not leaving an update).
    package internal(set) var shownElements: [LayoutAttributes] = []
    /// The motion of the content offset the view runs: a deceleration after a fling (or the
    /// spring back from past an edge), or an animated scroll.
    var motion: ScrollMotion?
    var tracker = VelocityTracker()
    /// Where the finger would have put the content without the rubber band.
    var unbandedOffset: CGPoint = .zero
    /// The content offset when the current drag began.
    var dragStartOffset: CGPoint = .zero
    /// The axis the current drag is locked to, with ``isDirectionalLockEnabled``.
    var directionalLock = DirectionalLock()
    /// The batch update being animated, if any.
    var updateAnimation: UpdateAnimation?
    /// The clock time of the latest layout pass.
    var lastLayoutPassTime: Double = -.infinity
    /// The orthogonal section a finger is dragging, if any.
    var orthogonalDrag: OrthogonalDrag?
    /// Orthogonal sections moving on their own, by section.
    var orthogonalMotions: [Int: OrthogonalMotion] = [:]
    /// The interactive layout transition installed, if any.
    var interactiveTransition: InteractiveTransition?
    /// Work waiting for the current event to be handled: it runs at the start of the next frame.
    var afterCurrentEvent: [() -> Void] = []
    /// The error of the latest layout pass a content-offset move ran, for the change that moved it
    /// to throw.
    var moveError: LayoutError?

    /// A collection view of `size` showing `itemCounts` through `layout`, at its resting origin
    /// (`−adjustedContentInset.top` under a navigation bar, as a
    /// `UIScrollView` with the automatic inset adjustment starts; a wrapping layout then moves to
    /// the middle of its band).
    ///
    /// `registering` holds the views registered before the first layout pass, as an app
    /// registers its views before UIKit first lays out; the view's own cells
    /// (``defaultCellReuseIdentifier``) are always registered. Throws a `LayoutError` for a bad
    /// size, negative counts or insets that are not finite, what the layout's first `prepare()`
    /// throws, or the first element on screen no view is registered for.
    public init(size: CGSize, layout: any CollectionLayout, itemCounts: [Int], clock: any FrameClock,
                contentInset: LayoutEdgeInsets = .zero, safeAreaInsets: LayoutEdgeInsets = .zero,
                registering registry: ViewRegistry = ViewRegistry()) throws(LayoutError) {
        var registry = registry
        registry.registerCell(reuseIdentifier: Self.defaultCellReuseIdentifier)
        self.clock = clock
        self.pool = ReusePool(clock: clock)
        self.engine = CollectionViewEngine(layout: layout, registry: registry)
        self.bounds = CGRect(origin: .zero, size: size)
        self.itemCounts = itemCounts
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        engine.platform = self
        engine.view = self
        engine.errorHandler = { [weak self] error in self?.lastLayoutError = error }
        try makeContext().validate()
        bounds.origin = restingOrigin
        try layoutPass()
        clock.addObserver(self)
    }

    /// The content offset: the origin of ``bounds``.
    public var contentOffset: CGPoint { bounds.origin }

    /// The inset actually applied: content inset plus safe area, as `adjustedContentInset`.
    public var adjustedContentInset: LayoutEdgeInsets { contentInset + safeAreaInsets }

    /// The reuse counters: views created, reused, live and pooled.
    @_spi(Testing) public var reuseStatistics: ReuseStatistics { pool.statistics }

    /// The views showing elements now, by element.
    package var liveViews: [ElementKey: SimulatedView] { pool.live }

    /// The context the view hands its layout: current bounds, insets, counts, traits and the
    /// offsets of sections that scroll on their own.
    package func makeContext() -> LayoutContext {
        var traits = LayoutTraits.phone(size: bounds.size)
        traits.layoutDirection = layoutDirection
        var context = LayoutContext(bounds: bounds, itemCounts: itemCounts, contentInset: contentInset,
                                    safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins, traits: traits)
        context.orthogonalContentOffsets = collectionLayout.context.orthogonalContentOffsets
        return context
    }

    // MARK: Layout passes

    /// Prepares the layout through the engine if anything is pending; a layout that prepared
    /// drops every attribute the view kept.
    @discardableResult
    func prepareLayout() throws(LayoutError) -> Bool {
        let prepared = try engine.prepareLayout()
        if prepared { cache.invalidate() }
        return prepared
    }

    /// Prepares the layout if anything is pending, reads the content size and the visible
    /// elements (those kept, and the newly exposed ones; every one after an invalidation), sizes
    /// self-sizing ones, gives each arriving element a view, and records the frame. Throws the
    /// first element refused (no view registered, or a data source's view not dequeued for it)
    /// once the pass is done: the rest is shown.
    func layoutPass() throws(LayoutError) {
        try prepareLayout()
        updateContentSize()
        var returned = elementsInBounds()
        for _ in 0..<Self.maximumSizingPasses where applyPreferredSizes(to: returned) {
            updateContentSize()
            cache.invalidate()
            returned = elementsInBounds()
        }
        var refusal = engine.takeRefusal() ?? cache.takeConflict()
        // During a batch-update animation, moving elements are shown part of the way and leaving
        // ones drawn without a view of their own.
        var (shown, leaving) = updateAnimation?.elements(final: returned, at: clock.now) ?? (returned, [])
        // The item a finger moves is where the finger is, whatever animates around it.
        if let moving = engine.interactivelyMovingItemAttributes {
            shown.removeAll { $0.key == moving.key }
            shown.append(moving)
        }
        shown = placeViews(for: shown, refusal: &refusal)
        for index in shown.indices {
            if let appearance = pool.live[shown[index].key]?.appearance(at: clock.now) {
                shown[index][ElementAppearance.self] = appearance
            }
        }
        shownElements = shown
        visibleElements = (shown + leaving)
            .enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        lastLayoutPassTime = clock.now
        if recordFrames { recordedFrames.append(currentFrame) }
        engine.viewDidLayout()
        if let refusal { throw refusal }
    }

    /// Reads the layout's content size.
    func updateContentSize() {
        contentSize = engine.contentSize()
    }

    /// What the view shows in its bounds: the attributes it kept for elements that stay
    /// visible and the layout's answer for the regions newly exposed (every element after an
    /// invalidation). A view with no area shows nothing, whatever a layout answers for a
    /// degenerate rect.
    func elementsInBounds() -> [LayoutAttributes] {
        guard bounds.size.width > 0, bounds.size.height > 0 else {
            cache.invalidate()
            return []
        }
        return cache.update(to: bounds, invalidated: false, query: layoutAttributesInView)
    }

    /// Runs a layout pass if the layout has a pending invalidation.
    public func layoutIfNeeded() {
        guard engine.needsLayout else { return }
        runLayoutPassRecordingErrors()
    }

    func runLayoutPassRecordingErrors() {
        do throws(LayoutError) {
            try layoutPass()
        } catch {
            engine.report(error)
        }
    }

    /// Moves the bounds origin, asking the layout through the engine whether the change
    /// invalidates it, as UIKit does on every scroll frame, then runs a layout pass and tells
    /// the delegate.
    func setBoundsOrigin(_ origin: CGPoint) {
        guard origin.isFinite, origin != bounds.origin else { return }
        let newBounds = CGRect(origin: origin, size: bounds.size)
        engine.boundsDidChange(to: newBounds)
        bounds = newBounds
        do throws(LayoutError) { try layoutPass() } catch {
            engine.report(error)
            moveError = error
        }
        engine.viewDidScroll()
    }

    /// The attributes the layout gives the item at `indexPath` now, as `UICollectionView` asks its
    /// layout (in the layout's coordinates, right to left too).
    /// - Complexity: the layout's single-element query.
    public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        engine.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))
    }

    /// The error of the latest content-offset move, taken: what a change that moved the offset
    /// throws after it.
    func takeMoveError() -> LayoutError? {
        defer { moveError = nil }
        return moveError
    }

    // MARK: Data, size and layout changes


    /// `reloadData` once `updatingData` has made the data source hold data with `newCounts`
    /// items (it runs only when the counts are good): every view is made anew, and the cell the
    /// person was looking at stays where it was on screen. Throws for a negative count, while an
    /// interactive transition is installed or an item moves, in the frame a movement ended in,
    /// and what the layout's `prepare()` throws for the new data.
    /// - Complexity: the layout's `prepare()` for the new data, plus O(k) for k elements on screen.
    public func reloadData(itemCounts newCounts: [Int], updatingData: () -> Void = {}) throws(LayoutError) {
        _ = takeMoveError()
        try engine.reloadData(itemCounts: newCounts, updatingData: updatingData)
        if let error = takeMoveError() { throw error }
    }

    /// The view's part of a reload the engine ordered: it takes `newCounts` as its data source's,
    /// ends a running update animation, makes every view anew and lays out.
    package func reloadAllViews(itemCounts newCounts: [Int]) throws(LayoutError) {
        itemCounts = newCounts
        finishUpdateAnimation(reachedEnd: false, layingOut: false)
        pool.recycleAll()
        cache.invalidate()
        try layoutPass()
    }

    /// Changes the size of the bounds, as a rotation or a resize does: the layout is asked
    /// whether the change invalidates it, prepares again, and chooses the content offset through
    /// `targetContentOffset(forProposedContentOffset:)` given the current offset, kept in range,
    /// moved by the anchor rule so that the cell the person was looking at keeps its place from
    /// the top (leading) edge.
    /// - Complexity: the layout's `prepare()` for the new size, plus O(k) for k elements on screen.
    public func setBoundsSize(_ size: CGSize) throws(LayoutError) {
        let newBounds = CGRect(origin: bounds.origin, size: size)
        var context = makeContext()
        context.bounds = newBounds
        try context.validate()
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        _ = takeMoveError()
        let moved = try engine.changeBoundsSize { () throws(LayoutError) in
            engine.boundsDidChange(to: newBounds)
            bounds = newBounds
            try layoutPass()
        }
        if !moved { engine.viewDidScroll() }
        if let error = takeMoveError() { throw error }
    }

    /// Replaces the layout without animation, as ``setCollectionViewLayout(_:animated:completion:)``
    /// does: the new layout prepares for the current state and chooses the content offset
    /// through `targetContentOffset(forProposedContentOffset:)`, given the offset that keeps the
    /// cell the person was looking at where it was on screen. The new layout is hosted anew with
    /// the view's registrations; everything hosted for the old one goes (its sections' offsets
    /// among it). An interactive transition installed is dropped (its completion gets `false`).
    package func setCollectionViewLayout(_ layout: any CollectionLayout) throws(LayoutError) {
        try setCollectionViewLayout(layout, animated: false)
    }

    /// The offset the view rests at before anything scrolls it: the start of the scrollable
    /// range on both axes, `(−adjustedContentInset.left, −adjustedContentInset.top)` (right to
    /// left too: the layout's start, which the view draws on the right).
    @_spi(Testing) public var restingOrigin: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// Changes the content inset, as `UIScrollView.contentInset`; throws when an edge is not
    /// finite. As in UIKit, the layout is not invalidated (it reads the new inset when it next
    /// prepares) and the content does not move: the scrollable range changes, and the offset is
    /// kept in it only by the next scroll. A layout that follows its content's end (a chat) while
    /// the person is at the end keeps the end in view: the offset moves to it, `animated` as a
    /// keyboard's inset is.
    public func setContentInset(_ inset: LayoutEdgeInsets, animated: Bool) throws(LayoutError) {
        try LayoutError.check("contentInset", inset)
        contentInset = inset
        engine.adjustedContentInsetDidChange(animated: animated)
    }

    /// ``setContentInset(_:animated:)`` without animation.
    public func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError) {
        try setContentInset(inset, animated: false)
    }

    /// Changes the safe area; throws when an edge is not finite. A view resting at its
    /// the resting origin on an axis moves to the new one (a navigation bar appearing moves the
    /// content down with it); a layout that follows its content's end keeps the end in view while
    /// the person is there (a keyboard under SwiftUI).
    public func setSafeAreaInsets(_ inset: LayoutEdgeInsets) throws(LayoutError) {
        try LayoutError.check("safeAreaInsets", inset)
        try changeInsets { safeAreaInsets = inset }
        // The adjusted inset changed with it, as UIKit then calls `adjustedContentInsetDidChange()`
        // (SwiftUI's keyboard reaches a hosted collection view as a safe area).
        engine.adjustedContentInsetDidChange(animated: false)
    }

    /// Applies an inset change, lays out, and keeps a view that rests at its resting origin there.
    private func changeInsets(_ change: () -> Void) throws(LayoutError) {
        let wasResting = isAtRest ? restingOrigin : nil, origin = bounds.origin
        change()
        engine.record(.boundsSize)
        try layoutPass()
        guard let wasResting else { return }
        let rest = restingOrigin
        _ = takeMoveError()
        setBoundsOrigin(CGPoint(x: origin.x == wasResting.x ? rest.x : origin.x,
                                y: origin.y == wasResting.y ? rest.y : origin.y))
        if let error = takeMoveError() { throw error }
    }

    /// Changes the layout margins; throws when an edge is not finite.
    public func setLayoutMargins(_ margins: LayoutEdgeInsets) throws(LayoutError) {
        try LayoutError.check("layoutMargins", margins)
        layoutMargins = margins
        engine.record(.boundsSize)
        try layoutPass()
    }

    // MARK: Frames

    /// One frame of the clock: motion and animations advance, then the view lays out and records
    /// the frame. The clock calls it; a test steps the clock instead.
    public func clockDidTick(_ clock: any FrameClock) {
        // The event of the previous frame is over: what waited for it runs first.
        let waiting = afterCurrentEvent
        afterCurrentEvent = []
        waiting.forEach { $0() }
        stepMotion()
        stepOrthogonalMotions()
        stepUpdateAnimation()
        stepInteractiveTransition()
        engine.stepMovementAutoScroll()
        // A layout that invalidated itself (a configuration change) is laid out on the next
        // frame, as UIKit's next layout pass picks up `invalidateLayout()`.
        if lastLayoutPassTime != clock.now, isChangingAppearance || engine.needsLayout {
            runLayoutPassRecordingErrors()
        }
    }

    /// Whether a live view's appearance is still changing: frames must be drawn until it ends.
    package var isChangingAppearance: Bool {
        pool.live.values.contains { $0.isChangingAppearance(at: lastLayoutPassTime) }
    }

    /// Moves a deceleration or scrolling animation on by one frame.
    private func stepMotion() {
        guard let motion else { return }
        let (offset, finished) = motion.offset(at: clock.now, from: bounds.origin)
        setBoundsOrigin(offset)
        guard finished else { return }
        self.motion = nil
        switch motion.kind {
        case .deceleration: engine.didEndDecelerating()
        case .animation: engine.didEndScrollingAnimation()
        }
    }

    /// Stops any deceleration or animation where the content is now (a glide asked for at its
    /// end with it).
    func stopMotion() {
        motion = nil
        engine.motionInterrupted()
    }
}

extension SimulatedCollectionView {
    /// What the view draws now, as a frame to render: the bounds and visible elements, mirrored
    /// across the content's width where the view shows the layout right to left (as UIKit draws
    /// a layout that flips), else as they are.
    public var currentFrame: RecordedFrame {
        guard let mirror = screenMirror else {
            return RecordedFrame(time: clock.now, bounds: bounds, contentSize: contentSize, elements: visibleElements)
        }
        return RecordedFrame(time: clock.now, bounds: mirror.bounds(bounds), contentSize: contentSize,
                             elements: visibleElements.map(mirror.attributes))
    }
}
