import Foundation
import LayoutCore
import LayoutHosting

/// The view's scroll events: where the view comes to rest is news for the bindings; every
/// scroll may bring the end near.
extension DeclaredCollection: ScrollViewDelegate {
    package func scrollViewDidScroll(_ scrollView: any ScrollableCollection) {
        reportOffsetOnceThisEvent()
        checkNearEdges()
    }

    /// The app hears the offset once per event however often the view moved in it (a layout
    /// pass, a glide and a bounds change in one frame), once the event is over, and only when it
    /// differs from the offset it heard last: an app keeping it in `@State` updates once a frame.
    private func reportOffsetOnceThisEvent() {
        offsetReport.run(after: engine) { [weak self] in
            guard let self else { return }
            let offset = view.contentOffset
            guard offset != offsetReported else { return }
            offsetReported = offset
            tellApp { [weak self] in self?.scrolled?(offset) }
        }
    }

    package func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest(afterPerson: true) }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection) {
        cameToRest(afterPerson: true)
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) {
        cameToRest(afterPerson: false)
    }

    /// The view rests: once the event is handled (the engine may glide on from here: a settling
    /// layout, a scroll to an item corrected), and if it still rests, the bindings hear where;
    /// after a person's drag or fling (`afterPerson`), ``positionedByUser`` hears the item at the
    /// leading edge.
    private func cameToRest(afterPerson: Bool) {
        engine.platform?.performAfterCurrentEvent { [weak self] in
            guard let self, let declaration, engine.isAtRest else { return }
            if declaration.selection != nil { respondToSelection(selection.cameToRest(on: currentSelection)) }
            if declaration.scrollPosition != nil { respondToPosition(position.cameToRest(on: itemAtPositionAnchor)) }
            if afterPerson, let positionedByUser {
                let item = itemAtLeadingEdge
                tellApp { positionedByUser(item) }
            }
        }
    }
}
