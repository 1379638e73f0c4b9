import Foundation

/// A view that scrolls its content, as far as both screen logic and a collection view's engine
/// read it: the visible region, the content and its insets, whether a finger or a deceleration
/// holds the content, and the layout pass. ``ScrollableCollection`` (what screens and apps drive)
/// refines it; every requirement is declared here once.
public protocol ScrollingView: AnyObject {
    /// The visible region in content coordinates (the layout's, right to left too); its origin
    /// is the content offset.
    var bounds: CGRect { get }
    /// The size of the content, as the view holds it now (from the layout).
    var contentSize: CGSize { get }
    /// The inset the view scrolls within: the content inset plus the safe area.
    var adjustedContentInset: LayoutEdgeInsets { get }
    /// Whether a finger drags the content.
    var isDragging: Bool { get }
    /// Whether the content moves on by itself after a finger lifted.
    var isDecelerating: Bool { get }
    /// Runs any pending layout pass now.
    func layoutIfNeeded()
}
