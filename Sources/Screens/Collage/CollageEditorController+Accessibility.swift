import Foundation
import LayoutCore
import Layouts

/// What VoiceOver can do on the canvas that a finger does by dragging: swap a photo with the
/// next one, move a cell's dividers.
extension CollageEditorController {
    /// The custom actions of canvas cell `cell`, as the canvas offers them: "Swap with next
    /// photo" (the last photo's next is the first) for a cell with a photo, and for each divider
    /// along the cell two moves by a tenth of its travel, named by the cell's side ("Move left
    /// edge left", "Move left edge right", "Move top edge up", …). Each is one undo step and
    /// animated.
    package func accessibilityActions(forCell cell: Int) -> [AccessibilityCustomAction] {
        guard isAttached else { return [] }
        var actions: [AccessibilityCustomAction] = []
        if cell >= 0, cell < shownPhotoCount, shownPhotoCount > 1 {
            actions.append(AccessibilityCustomAction(name: "Swap with next photo") { [weak self] in
                self?.swapWithNextPhoto(cell) ?? false
            })
        }
        for (divider, side) in canvasLayout.dividerSides(ofCell: cell) {
            let (edge, back, forth) = switch side {
            case .left: ("left", "left", "right")
            case .right: ("right", "left", "right")
            case .top: ("top", "up", "down")
            case .bottom: ("bottom", "up", "down")
            }
            for (direction, tenths) in [(back, -1), (forth, 1)] {
                actions.append(AccessibilityCustomAction(name: "Move \(edge) edge \(direction)") { [weak self] in
                    self?.stepDivider(divider, byTenths: tenths) ?? false
                })
            }
        }
        return actions
    }

    /// Offers ``accessibilityActions(forCell:)`` on the canvas's cells.
    func offerAccessibilityActions() {
        canvas.accessibilityCustomActionProvider = { [weak self] key in
            key.category == .cell ? self?.accessibilityActions(forCell: key.indexPath.item) ?? [] : []
        }
    }

    private func swapWithNextPhoto(_ cell: Int) -> Bool {
        guard isAttached, shownPhotoCount > 1 else { return false }
        let next = (cell + 1) % shownPhotoCount
        swapPhotos(cell, next)
        history.record(.swap(cell, next))
        onChange?()
        return true
    }

    private func stepDivider(_ divider: Int, byTenths tenths: Int) -> Bool {
        guard isAttached else { return false }
        var stepped = false
        relayoutAnimated { stepped = canvasLayout.stepDivider(divider, byTenths: tenths) }
        guard stepped else { return false }
        history.record(.dividers)
        onChange?()
        return true
    }
}
