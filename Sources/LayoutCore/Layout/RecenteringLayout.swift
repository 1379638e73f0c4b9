import Foundation

/// A layout whose content repeats (an endless, wrapping carousel): its content is a band of
/// periods, and when the view comes to rest it may jump to the same picture in the middle of
/// the band, so the content never runs out. The jump changes nothing on screen.
public protocol RecenteringLayout: CollectionLayout {
    /// The offset showing the same picture nearer the band's middle, or `nil` to stay.
    func recenteredContentOffset(_ offset: CGPoint) -> CGPoint?
}
