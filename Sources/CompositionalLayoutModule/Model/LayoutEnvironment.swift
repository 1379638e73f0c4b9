import Foundation
import LayoutCore

/// The space a section or group lays out in: the portable `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's full size.
    public var contentSize: CGSize
    /// The insets applied to it.
    public var contentInsets: LayoutEdgeInsets
    /// The size left after the insets: what fractional dimensions are fractions of.
    public var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.left - contentInsets.right),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// A container of `contentSize` with `contentInsets`.
    package init(contentSize: CGSize, contentInsets: LayoutEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// Hashes what `==` compares: the container and the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: contentSize)
        hasher.combine(contentInsets)
    }
}

/// What a section provider, a custom group provider or a visible-items handler is told: the
/// portable `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container: the collection view (inside its content inset and the insets reference)
    /// for a section provider, the group for a custom group.
    public var container: LayoutContainer
    /// Size classes, display scale and layout direction.
    public var traitCollection: LayoutTraits

    /// An environment of `container` and `traitCollection`.
    package init(container: LayoutContainer, traitCollection: LayoutTraits) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
