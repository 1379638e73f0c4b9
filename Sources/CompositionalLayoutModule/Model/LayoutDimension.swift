import Foundation

/// One extent of an item, group or supplementary: the portable `NSCollectionLayoutDimension`.
///
/// Fractional dimensions are fractions of the container: the containing group's effective
/// size, or for a top-level group the section's effective content size.
public struct LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// How the extent is decided.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A fixed number of points.
        case absolute
        /// A first guess in points; the content's preferred size replaces it.
        case estimated
    }

    /// How the extent is decided.
    public let kind: Kind
    /// The fraction or the number of points.
    public let dimension: CGFloat

    private init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> LayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> LayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    /// Exactly `points`.
    public static func absolute(_ points: CGFloat) -> LayoutDimension { .init(kind: .absolute, dimension: points) }
    /// `points` until the content reports its real size.
    public static func estimated(_ points: CGFloat) -> LayoutDimension { .init(kind: .estimated, dimension: points) }

    /// Whether this is an estimate the content's size replaces.
    package var isEstimated: Bool { kind == .estimated }

    /// The extent in points inside a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// The dimension as it is written ("fractionalWidth(0.5)"), as errors name it.
    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension.messageDescription))"
        case .fractionalHeight: "fractionalHeight(\(dimension.messageDescription))"
        case .absolute: "absolute(\(dimension.messageDescription))"
        case .estimated: "estimated(\(dimension.messageDescription))"
        }
    }
}
