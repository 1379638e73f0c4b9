import Foundation

/// A cell of a collage template: the lines its edges lie on, in order around it. Its polygon
/// is where consecutive lines meet, so it follows the dividers as they move.
package struct CollageCell: Hashable, Sendable {
    /// The lines of its edges, in order around the cell: clockwise on screen.
    package var edges: [CollageLine]

    /// A cell bounded by `edges`, in clockwise order on screen.
    package init(edges: [CollageLine]) {
        self.edges = edges
    }

    /// Whether one of its edges lies on divider `index`.
    package func touches(divider index: Int) -> Bool {
        edges.contains(.divider(index))
    }
}
