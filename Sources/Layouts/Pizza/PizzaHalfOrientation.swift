/// Which half of the pizza a collection view shows.
public enum PizzaHalfOrientation: Hashable, Sendable, CaseIterable {
    /// The left half: cells lean right, toward the other half, and show their image aligned top-right.
    case left
    /// The right half: cells lean left and show their image aligned top-left.
    case right

    /// The other half.
    func opposite() -> PizzaHalfOrientation { self == .left ? .right : .left }

    /// How a cell aligns its pizza image: toward the seam between the halves.
    package var imageAlignment: PizzaImageAlignment { self == .left ? .topRight : .topLeft }
}

/// Where a pizza cell pins its image.
package enum PizzaImageAlignment: Hashable, Sendable {
    /// The image's top-left corner at the cell's: the right half, whose seam is on the left.
    case topLeft
    /// The image's top-right corner at the cell's: the left half, whose seam is on the right.
    case topRight
}
