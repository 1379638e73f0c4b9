import Foundation
import LayoutCore
import Layouts
import Motion

extension PhotoEditorController {
    /// How long a focus move takes, in seconds.
    static var focusMoveDuration: TimeInterval { 0.3 }

    /// Moves the focus to photo `index` (a tap on its thumbnail) over 0.3 s, ease-in-out: the
    /// expanding rate is 0 during the move, the strip's offset moves linearly (in the eased
    /// progress `p`) to centre the target, which expands by `p` while the origin expands by
    /// `1 − p`. Afterwards the rate is 1, both updates are removed, and the preview jumps to the
    /// photo. `completion` runs at the end. The centring offsets are read on every frame, so a
    /// rotation during the move carries it on to the target in the new size.
    public func focus(on index: Int, completion: (() -> Void)? = nil) throws(PhotoEditorError) {
        guard photos.indices.contains(index) else { throw .photoIndexOutOfRange(index, count: photos.count) }
        guard !isAnimating else { throw .animationInProgress }
        let origin = ItemPath(item: activeIndex, section: 0), target = ItemPath(item: index, section: 0)
        guard origin != target else {
            completion?()
            return
        }
        isAnimating = true
        rateAnimator?.stop()
        let layout = thumbnailsLayout
        try? layout.update { $0.expandingRate = 0 }
        // How far the strip is from centring the origin now; it fades out as the move goes on.
        let startCentring = layout.contentOffset(centering: activeIndex)
        let deviation = CGPoint(x: thumbnails.contentOffset.x - startCentring.x, y: thumbnails.contentOffset.y - startCentring.y)
        let originIndex = activeIndex
        let animator = Animator(duration: Self.focusMoveDuration, curve: .quadraticEaseInOut, clock: clock, onUpdate: { [weak self] progress in
            guard let self else { return }
            let p = CGFloat(progress)
            layout.updates[target] = { var cell = $0; cell.state.expanding = p; return cell }
            layout.updates[origin] = { var cell = $0; cell.state.expanding = 1 - p; return cell }
            let start = layout.contentOffset(centering: originIndex), end = layout.contentOffset(centering: index)
            let offset = CGPoint(x: start.x + deviation.x * (1 - p) + (end.x - start.x) * p,
                                 y: start.y + deviation.y * (1 - p) + (end.y - start.y) * p)
            synchronizer.withoutEchoes { thumbnails.setContentOffset(offset, animated: false) }
        }, completion: { [weak self] _ in
            guard let self else { return }
            try? layout.update { $0.expandingRate = 1 }
            layout.updates[target] = nil
            layout.updates[origin] = nil
            thumbnails.layoutIfNeeded()
            synchronizer.withoutEchoes {
                preview.setContentOffset(previewLayout.contentOffset(forPage: index), animated: false)
            }
            synchronizer.setActiveIndex(index)
            editAnimator = nil
            isAnimating = false
            completion?()
        })
        editAnimator = animator
        animator.start()
    }
}
