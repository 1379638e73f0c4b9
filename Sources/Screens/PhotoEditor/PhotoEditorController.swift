import Foundation
import LayoutCore
import Layouts
import Motion

/// The screen logic of the photo editor: a paging preview above a strip of thumbnails over the
/// same photos, kept in sync, with animated deletion and focus moves, keeping the active photo
/// through rotation.
///
/// Written against `ScrollableCollection`: the same code drives simulated views in tests and
/// `UICollectionView`s on iOS. The views' layouts must be a `ParallaxPreviewLayout` and a
/// `ThumbnailStripLayout`; the controller sets the strip's photo aspect ratios and centering
/// inset, and a scroll synchronizer becomes both views' delegate. Animations run on `clock`.
///
/// `Photo` is the app's own photo type; the editor reads only each photo's aspect ratio.
public final class PhotoEditorController<Photo> {
    /// The big paging view.
    package let preview: any ScrollableCollection
    /// The strip of thumbnails.
    package let thumbnails: any ScrollableCollection
    /// Keeps the two views on the same photo.
    package let synchronizer: ScrollSynchronizer
    /// Whether both views still show the layouts the controller was made with. Giving either
    /// view another layout detaches the controller: it stops moving the views.
    public var isAttached: Bool { synchronizer.isAttached }
    /// The clock the animations run on.
    package let clock: any FrameClock
    /// The photos, in order.
    public internal(set) var photos: [Photo]
    /// Each photo's width ÷ height, in step with ``photos``.
    var aspectRatios: [CGFloat]
    /// Whether a deletion or focus move is animating; others are refused meanwhile.
    public internal(set) var isAnimating = false
    /// Whether any of the editor's own animations runs: a deletion, a focus move, or the strip's
    /// expanding rate changing. The views may be at rest meanwhile; a host that steps the clock
    /// only while something moves asks this too.
    public var isMoving: Bool { isAnimating || rateAnimator?.isRunning == true }
    /// Called after every change of the active photo or the photos.
    public var onChange: (() -> Void)?

    /// How long a full change of the expanding rate takes, in seconds (0.15 per unit of change).
    static var expandingRateDurationPerUnit: TimeInterval { 0.15 }

    var rateAnimator: Animator?
    var editAnimator: Animator?
    /// The sizes of the preview and the strip the last layout was fitted to.
    private var fittedSizes: [CGSize] = []

    /// An editor over `photos`, showing the first; `aspectRatio` says each photo's width ÷ height,
    /// the width its thumbnail widens to in strip heights (a ratio that is not finite and positive
    /// shows as the strip's default, 0.5). Throws when a layout is of the wrong kind or a view's
    /// item count differs from the number of photos.
    public init(preview: any ScrollableCollection, thumbnails: any ScrollableCollection, photos: [Photo],
                aspectRatio: (Photo) -> CGFloat, clock: any FrameClock) throws(LayoutError) {
        for (name, view) in [("preview", preview), ("thumbnails", thumbnails)] {
            let count = view.collectionLayout.context.numberOfItems(inSection: 0)
            guard count == photos.count else {
                throw .invalidValue(name: "photos.count", value: CGFloat(photos.count), expected: "\(count), the \(name)' items")
            }
        }
        self.preview = preview
        self.thumbnails = thumbnails
        self.photos = photos
        aspectRatios = photos.map(aspectRatio)
        self.clock = clock
        synchronizer = try ScrollSynchronizer(preview: preview, thumbnails: thumbnails)
        try thumbnailsLayout.update { [aspectRatios] in $0.aspectRatio = Self.strip(aspectRatios) }
        try thumbnails.setContentInset(thumbnailsLayout.centeringContentInset)
        synchronizer.onActiveIndexChange = { [weak self] _ in self?.onChange?() }
        synchronizer.onThumbnailsWillBeginDragging = { [weak self] in self?.animateExpandingRate(to: 0) }
        synchronizer.onThumbnailsDidEndScrolling = { [weak self] in self?.animateExpandingRate(to: 1) }
        synchronizer.bind()
        synchronizer.thumbnailsFollowPreview()
        fittedSizes = [preview.bounds.size, thumbnails.bounds.size]
        offerAccessibilityActions()
    }

    /// The preview's layout.
    public var previewLayout: ParallaxPreviewLayout { synchronizer.previewLayout }
    /// The thumbnails' layout.
    public var thumbnailsLayout: ThumbnailStripLayout { synchronizer.thumbnailsLayout }
    /// The photo both views show.
    public var activeIndex: Int { synchronizer.activeIndex }

    /// The strip's data source: each photo's aspect ratio, from a copy of `ratios`.
    static func strip(_ ratios: [CGFloat]) -> @Sendable (ItemPath) -> CGFloat {
        { ratios.indices.contains($0.item) ? ratios[$0.item] : 0.5 }
    }

    // MARK: Expanding rate

    /// Animates the strip's expanding rate from where it is to `target` over
    /// `0.15 · |current − target|` s, ease-in-out (the thumbnails all shrink to equal while the
    /// user drags them, and the centred one expands again when they stop).
    package func animateExpandingRate(to target: CGFloat) {
        rateAnimator?.stop()
        let start = thumbnailsLayout.configuration.expandingRate
        let goal = target.isFinite ? target.clamped(to: 0...1) : 1
        let animator = Animator(duration: Self.expandingRateDurationPerUnit * abs(goal - start), curve: .quadraticEaseInOut,
                                clock: clock, onUpdate: { [weak self] progress in
            self?.setExpandingRate(start + (goal - start) * CGFloat(progress))
        })
        rateAnimator = animator
        animator.start()
    }

    /// Sets the strip's expanding rate now (clamped to 0…1) and lays the strip out.
    func setExpandingRate(_ rate: CGFloat) {
        try? thumbnailsLayout.update { $0.expandingRate = rate.clamped(to: 0...1) }
        thumbnails.layoutIfNeeded()
    }

    // MARK: Sizes

    /// The views took new sizes from the system rather than from ``rotate(to:)``: their first
    /// layout (an editor made in `viewDidLoad` sees views of zero size), a rotation or a resize
    /// under Auto Layout. Call it from `viewDidLayoutSubviews`: the strip gets the centering
    /// inset of its size, and both views show the active photo. Nothing happens while the views
    /// keep the sizes it last fitted.
    public func viewsDidResize() throws(PhotoEditorError) {
        let sizes = [preview.bounds.size, thumbnails.bounds.size]
        guard sizes != fittedSizes else { return }
        fittedSizes = sizes
        let active = activeIndex
        do throws(LayoutError) {
            try synchronizer.withoutEchoes { () throws(LayoutError) in
                try thumbnails.setContentInset(thumbnailsLayout.centeringContentInset(forBoundsSize: sizes[1]))
                preview.layoutIfNeeded()
                thumbnails.layoutIfNeeded()
                preview.setContentOffset(previewLayout.contentOffset(forPage: active), animated: false)
                thumbnails.setContentOffset(thumbnailsLayout.contentOffset(centering: active), animated: false)
            }
        } catch {
            throw .layout(error)
        }
        onChange?()
    }

    // MARK: Rotation

    /// Resizes the screen to `size` (preview above, the strip keeping its height below) keeping
    /// the active photo in both views: unbinds the synchronizer, puts both layouts in their
    /// "configuring" state with the active index, resizes (the layouts' rotation targets centre
    /// the active photo), and rebinds.
    public func rotate(to size: CGSize) throws(PhotoEditorError) {
        let stripHeight = thumbnails.bounds.height
        let active = activeIndex
        synchronizer.unbind()
        defer {
            previewLayout.endConfiguring()
            thumbnailsLayout.endConfiguring()
            synchronizer.bind()
        }
        previewLayout.beginConfiguring(activeIndex: active)
        thumbnailsLayout.beginConfiguring(activeIndex: active)
        let stripSize = CGSize(width: size.width, height: stripHeight)
        do throws(LayoutError) {
            try thumbnails.setContentInset(thumbnailsLayout.centeringContentInset(forBoundsSize: stripSize))
            try thumbnails.setBoundsSize(stripSize)
            try preview.setBoundsSize(CGSize(width: size.width, height: max(0, size.height - stripHeight)))
        } catch {
            throw .layout(error)
        }
        fittedSizes = [preview.bounds.size, thumbnails.bounds.size]
        onChange?()
    }
}
