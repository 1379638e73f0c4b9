import Foundation

/// The trait environment a layout adapts to, the portable part of `UITraitCollection`.
public struct LayoutTraits: Hashable, Sendable {
    /// A coarse width or height class, as `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable { case unspecified, compact, regular }
    /// Reading direction, as `UIUserInterfaceLayoutDirection`.
    public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The reading direction; a layout that flips is mirrored right to left.
    public var layoutDirection: LayoutDirection

    /// Creates traits; the defaults describe a portrait phone.
    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                displayScale: CGFloat = 3, layoutDirection: LayoutDirection = .leftToRight) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// The traits of a phone-sized container of `size`: compact width below 600 points, compact
    /// height when wider than tall.
    package static func phone(size: CGSize) -> LayoutTraits {
        LayoutTraits(horizontalSizeClass: size.width >= 600 ? .regular : .compact,
                     verticalSizeClass: size.width > size.height ? .compact : .regular)
    }
}
