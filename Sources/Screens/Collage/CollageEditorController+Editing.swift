import Foundation
import LayoutCore
import Layouts

/// Touches on the canvas, swaps, undo and redo.
extension CollageEditorController {
    /// A finger went down at `point` (canvas content coordinates): grabs the junction or
    /// divider there, or the photo under it. Returns whether anything was grabbed.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        touchBegan(grabbing: point) != nil
    }

    /// A finger went down at `point`, as ``touchBegan(at:)`` says, and what it grabbed.
    @discardableResult
    package func touchBegan(grabbing point: CGPoint) -> CollageHit? {
        guard isAttached else { return nil }
        let hit = canvasLayout.beginDrag(grabbing: point)
        if case .cell(let cell) = hit, cell < shownPhotoCount {
            photoDrag = (cell, point, point)
        }
        canvas.layoutIfNeeded()
        onChange?()
        return hit
    }

    /// The finger moved to `translation` from where it went down.
    public func touchMoved(by translation: CGPoint) {
        guard isAttached, translation.isFinite else { return }
        if canvasLayout.isDraggingDivider {
            canvasLayout.changeDrag(translation: translation)
            canvas.layoutIfNeeded()
        } else if let drag = photoDrag {
            photoDrag?.point = CGPoint(x: drag.start.x + translation.x, y: drag.start.y + translation.y)
        }
        onChange?()
    }

    /// The finger lifted: a divider drag becomes one undo step; a photo dropped on another
    /// cell swaps the two.
    public func touchEnded() {
        guard isAttached else { return }
        if canvasLayout.isDraggingDivider {
            let steps = canvasLayout.undoStepCount
            canvasLayout.endDrag()
            if canvasLayout.undoStepCount > steps { history.record(.dividers) }
            canvas.layoutIfNeeded()
        } else if let drag = photoDrag {
            photoDrag = nil
            if case .cell(let target) = canvasLayout.hitTest(drag.point), target != drag.cell, target < shownPhotoCount {
                swapPhotos(drag.cell, target)
                history.record(.swap(drag.cell, target))
            }
        }
        onChange?()
    }

    /// Swaps the photos in cells `first` and `second`, animated as two moves; does nothing for
    /// a cell without a photo.
    @_spi(Testing) public func swapPhotos(_ first: Int, _ second: Int) {
        guard isAttached, first != second, first >= 0, second >= 0, first < shownPhotoCount, second < shownPhotoCount else { return }
        try? canvas.performBatchUpdates(itemCounts: [shownPhotoCount], updatingData: { photos.swapAt(first, second) }) { batch in
            batch.moveItem(at: ItemPath(item: first, section: 0), to: ItemPath(item: second, section: 0))
            batch.moveItem(at: ItemPath(item: second, section: 0), to: ItemPath(item: first, section: 0))
        }
    }

    /// Whether there is a drag or swap to undo.
    public var canUndo: Bool { history.nextUndo != nil }
    /// Whether there is an undone drag or swap to redo.
    public var canRedo: Bool { history.nextRedo != nil }

    /// Undoes the last divider drag or swap, animated; `false` when there is none.
    @discardableResult
    public func undo() -> Bool {
        guard isAttached, let action = history.undo() else { return false }
        apply(action, undoing: true)
        return true
    }

    /// Redoes the last undone divider drag or swap, animated; `false` when there is none.
    @discardableResult
    public func redo() -> Bool {
        guard isAttached, let action = history.redo() else { return false }
        apply(action, undoing: false)
        return true
    }

    private func apply(_ action: Action, undoing: Bool) {
        switch action {
        case .dividers:
            relayoutAnimated { _ = undoing ? canvasLayout.undo() : canvasLayout.redo() }
        case .swap(let first, let second):
            swapPhotos(first, second)
        }
        onChange?()
    }


    /// Makes `change` to the canvas's layout inside a batch update that changes no item, so the
    /// cells animate from where they are drawn (changed before the update, the layout would be
    /// laid out at once, and the update would have nothing left to move).
    func relayoutAnimated(_ change: () -> Void) {
        try? canvas.performBatchUpdates(itemCounts: [shownPhotoCount], updatingData: change) { _ in }
    }
}
