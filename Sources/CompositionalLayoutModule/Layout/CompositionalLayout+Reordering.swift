import Foundation
import LayoutCore

extension CompositionalLayout {
    /// The section without items whose band along the scroll axis (from its start to its end:
    /// its insets and boundary supplementary items) holds `point`, or `nil`. A moving item
    /// dropped there becomes its first item; an empty section with no extent cannot be reached.
    func emptySection(at point: CGPoint) -> Int? {
        guard point.isFinite else { return nil }
        let along = point[axis]
        return sectionRange(overlapping: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)).first { index in
            sections[index].itemCount == 0 && sectionStarts[index] <= along && along <= sectionStarts[index] + sections[index].length
        }
    }
}
