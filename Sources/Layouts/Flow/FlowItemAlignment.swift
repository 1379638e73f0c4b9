import Foundation

/// Where an item of a ``FlowLayout`` sits within its line, whose thickness is its thickest
/// item's: a row's top, centre or bottom in a vertical flow; in a horizontal flow, whose lines
/// are columns, the column's leading edge (left), centre or trailing edge.
public enum FlowItemAlignment: Hashable, Sendable, CaseIterable {
    /// At the line's top: `y` = the line's start.
    case top
    /// `UICollectionViewFlowLayout`'s: centred, `(L − h) / 2` below the line's start for a line
    /// `L` thick and an item `h` tall.
    case center
    /// At the line's bottom: `L − h` below its start.
    case bottom

    /// How far below the line's start an item `length` thick sits in a line `thickness` thick.
    func offset(of length: CGFloat, in thickness: CGFloat) -> CGFloat {
        switch self {
        case .top: 0
        case .center: (thickness - length) / 2
        case .bottom: thickness - length
        }
    }
}
