import Foundation

/// What a section's content insets are measured from: the portable
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: Hashable, Sendable {
    /// The configuration's reference for a section; the safe area for the configuration.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide: the layout margins, widened so the content is at most
    /// 672 points wide.
    case readableContent

    /// The widest readable content, in points.
    package static let readableWidth: CGFloat = 672
}
