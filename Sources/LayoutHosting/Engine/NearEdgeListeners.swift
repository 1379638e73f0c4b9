import Foundation
import LayoutCore

/// What an app driving a view the UIKit way hears when an end of the content comes near (a
/// feed's next page, a chat's earlier messages), told by the engine on each scroll and after each
/// change of the data (``NearEdgeTrigger``). SwiftUI's view tells its own, outside SwiftUI's
/// update.
package struct NearEdgeListeners {
    /// Told when the view comes within ``distance`` of the content's start.
    package var start: (() -> Void)?
    /// Told when the view comes within ``distance`` of the content's end.
    package var end: (() -> Void)?
    /// How near, in points along the scroll axis; `nil`: one screen.
    package var distance: CGFloat?
    var startTrigger = NearEdgeTrigger()
    var endTrigger = NearEdgeTrigger()

    init() {}
}

extension CollectionViewEngine {
    /// Tells the app an end is near, when it is: the offset within the distance of the smallest
    /// or largest offset the view can rest at along the layout's scroll axis, and items added
    /// since it was last told.
    func checkNearEdges() {
        guard let platform, nearEdges.start != nil || nearEdges.end != nil, platform.bounds.size != .zero else { return }
        let axis = layout.layout.scrollAxes.primary(content: layout.layout.collectionViewContentSize, in: platform.bounds)
        let range = platform.scrollableRange(axis), offset = platform.bounds.min(axis)
        let distance = nearEdges.distance ?? platform.bounds.size[axis], count = platform.itemCounts.reduce(0, +)
        if let end = nearEdges.end, nearEdges.endTrigger.shouldTell(distanceToEdge: range.upperBound - offset,
                                                                     distance: distance, itemCount: count) {
            end()
        }
        if let start = nearEdges.start, nearEdges.startTrigger.shouldTell(distanceToEdge: offset - range.lowerBound,
                                                                           distance: distance, itemCount: count) {
            start()
        }
    }
}
