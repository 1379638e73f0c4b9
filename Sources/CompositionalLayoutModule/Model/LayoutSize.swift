import Foundation
import LayoutCore

/// The width and height of an item, group or supplementary: the portable `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// How the width is decided.
    public var widthDimension: LayoutDimension
    /// How the height is decided.
    public var heightDimension: LayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis` (width for horizontal).
    package subscript(axis: ScrollDirection) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// The size in points inside a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// "width × height", as errors name a size.
    public var description: String { "\(widthDimension) × \(heightDimension)" }
}
