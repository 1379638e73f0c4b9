import Foundation
import LayoutCore
import Layouts

/// Keeps the photo editor's preview and thumbnails showing the same photo, as each other's
/// scroll delegate.
///
/// - The preview scrolled: the thumbnails follow, `relative = preview.offset.x / preview.width / n`,
///   thumbnails `x = contentWidth · relative − farInset`, and the active index becomes the
///   thumbnails' nearest index.
/// - The thumbnails scrolled by the user, or an animated scroll of theirs ended (a VoiceOver
///   increment): when the nearest index changed, the preview jumps (without animation) to
///   that page.
///
/// While it moves one view itself it unbinds both delegates, so the move does not echo back.
/// It also reports the thumbnails' drag and scroll ends, on which the editor animates the
/// expanding rate. Keep it alive as long as the views (they hold it weakly).
///
/// It works with the layouts the views had when it was made: replacing either view's layout
/// detaches it (see ``isAttached``), and it unbinds at the next callback instead of driving a
/// layout it does not know.
package final class ScrollSynchronizer: ScrollViewDelegate {
    /// The big paging view.
    package let preview: any ScrollableCollection
    /// The strip of thumbnails.
    package let thumbnails: any ScrollableCollection
    /// Whether the synchronizer is both views' delegate.
    package private(set) var isBound = false
    /// The photo both views show.
    package private(set) var activeIndex = 0
    /// Called when ``activeIndex`` changes through scrolling.
    package var onActiveIndexChange: ((Int) -> Void)?
    /// Called when the user starts dragging the thumbnails.
    package var onThumbnailsWillBeginDragging: (() -> Void)?
    /// Called when the thumbnails come to rest after the user scrolled them (the drag ended
    /// without deceleration, or the deceleration ended).
    package var onThumbnailsDidEndScrolling: (() -> Void)?

    /// Synchronizes `preview` (a `ParallaxPreviewLayout`) and `thumbnails` (a
    /// `ThumbnailStripLayout`); not yet bound. Throws when a layout is of the wrong kind.
    package init(preview: any ScrollableCollection, thumbnails: any ScrollableCollection) throws(LayoutError) {
        guard let previewLayout = preview.collectionLayout as? ParallaxPreviewLayout else {
            throw .invalidValue(name: "preview's layout", value: 0, expected: "a ParallaxPreviewLayout")
        }
        guard let thumbnailsLayout = thumbnails.collectionLayout as? ThumbnailStripLayout else {
            throw .invalidValue(name: "thumbnails' layout", value: 0, expected: "a ThumbnailStripLayout")
        }
        self.preview = preview
        self.thumbnails = thumbnails
        self.previewLayout = previewLayout
        self.thumbnailsLayout = thumbnailsLayout
    }

    /// The preview's layout when the synchronizer was made.
    let previewLayout: ParallaxPreviewLayout
    /// The thumbnails' layout when the synchronizer was made.
    let thumbnailsLayout: ThumbnailStripLayout

    /// Whether both views still have the layouts they had when the synchronizer was made.
    package var isAttached: Bool {
        preview.collectionLayout === previewLayout && thumbnails.collectionLayout === thumbnailsLayout
    }

    /// Becomes both views' delegate; does nothing once a view's layout was replaced.
    package func bind() {
        guard isAttached else { return }
        preview.delegate = self
        thumbnails.delegate = self
        isBound = true
    }

    /// Stops being either view's delegate.
    package func unbind() {
        if preview.delegate === self { preview.delegate = nil }
        if thumbnails.delegate === self { thumbnails.delegate = nil }
        isBound = false
    }

    /// Runs `body` unbound, rebinding afterwards if it was bound: moves made in `body` do not echo.
    package func withoutEchoes<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let wasBound = isBound
        unbind()
        defer { if wasBound { bind() } }
        return try body()
    }

    /// Sets the active index without scrolling (after a deletion or focus move).
    package func setActiveIndex(_ index: Int) {
        guard index != activeIndex else { return }
        activeIndex = index
        onActiveIndexChange?(index)
    }

    /// Moves the thumbnails to where the preview is, and takes their nearest index as active.
    package func thumbnailsFollowPreview() {
        let count = thumbnailsLayout.context.numberOfItems(inSection: 0), width = preview.bounds.width
        guard count > 0, width > 0 else { return }
        preview.layoutIfNeeded()
        thumbnails.layoutIfNeeded()
        let relative = preview.contentOffset.x / width / CGFloat(count)
        withoutEchoes { thumbnailsLayout.changeOffset(relative: relative, in: thumbnails) }
        setActiveIndex(thumbnailsLayout.nearestIndex)
    }

    /// Jumps the preview to the thumbnails' nearest photo when it changed.
    package func previewFollowsThumbnails() {
        let nearest = thumbnailsLayout.nearestIndex
        guard nearest != activeIndex else { return }
        setActiveIndex(nearest)
        let target = previewLayout.contentOffset(forPage: nearest)
        withoutEchoes { preview.setContentOffset(target, animated: false) }
    }

    package func scrollViewDidScroll(_ scrollView: any ScrollableCollection) {
        guard isAttached else { return unbind() }
        if scrollView === preview {
            thumbnailsFollowPreview()
        } else if scrollView === thumbnails, thumbnails.isDragging || thumbnails.isDecelerating {
            previewFollowsThumbnails()
        }
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) {
        guard isAttached else { return unbind() }
        if scrollView === thumbnails { previewFollowsThumbnails() }
    }

    package func scrollViewWillBeginDragging(_ scrollView: any ScrollableCollection) {
        if scrollView === thumbnails { onThumbnailsWillBeginDragging?() }
    }

    package func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool) {
        if scrollView === thumbnails, !decelerate { onThumbnailsDidEndScrolling?() }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection) {
        if scrollView === thumbnails { onThumbnailsDidEndScrolling?() }
    }
}
