import Foundation

/// How a header at the top of the content answers the scroll: pulled past the top it grows
/// instead of leaving a gap, and scrolled up it leaves at its own pace (parallax) or with the
/// content. The profile page's and product page's header, as `FlowLayoutConfiguration`,
/// `TableLayoutConfiguration` and a compositional layout's top boundary item offer it.
///
/// Along the scroll axis, with `start` the top of the visible area (the bounds' top below the
/// adjusted content inset), a header of natural place `y₀` and length `h`:
/// - pulled past the top by `p = y₀ − start > 0`, its frame is `y = start`, length `h + p`:
///   its top stays at the visible top and its bottom where it was;
/// - scrolled up by `s = start − y₀ > 0`, it is at `y₀ + parallaxFactor · s` (so on screen it
///   moves at `1 − parallaxFactor` of the scroll; 0 scrolls with the content), never past the
///   end of its section less its length; the content slides over it (its zIndex is below the
///   cells').
///
/// The frame depends on the bounds' origin, so a layout with a stretching header invalidates
/// on every scroll (its scroll-dependent values only).
public struct HeaderStretching: Hashable, Sendable {
    /// How far the header moves with the scroll while the content scrolls up, in 0…1: 0
    /// leaves it in place in the content (it scrolls away with the cells), 0.5 moves it at half
    /// the scroll (it leaves the screen at half speed).
    public var parallaxFactor: CGFloat

    /// A header that stretches when pulled, and moves `parallaxFactor` of the scroll when the
    /// content scrolls up (0: none).
    public init(parallaxFactor: CGFloat = 0) {
        self.parallaxFactor = parallaxFactor
    }

    /// Stretches when pulled, and scrolls away with the content.
    public static let stretch = HeaderStretching()

    /// Stretches when pulled, and leaves at `1 − factor` of the scroll's pace (0.5 by default,
    /// the catalogue's).
    public static func parallax(_ factor: CGFloat = 0.5) -> HeaderStretching {
        HeaderStretching(parallaxFactor: factor)
    }

    /// Throws ``LayoutError/invalidValue(name:value:expected:)`` naming a parallax factor that
    /// is not a number in 0…1.
    public func validate() throws(LayoutError) {
        guard parallaxFactor.isFinite, (0...1).contains(parallaxFactor) else {
            throw .invalidValue(name: "HeaderStretching.parallaxFactor", value: parallaxFactor, expected: "a number in 0…1")
        }
    }

    /// The zIndex of a stretching header: below the cells, which slide over it as it parallaxes.
    package static let zIndex = -1

    /// The frame of a header whose natural frame is `natural`, for a visible area starting at
    /// `visibleStart` along `axis`, kept before `limit` (its section's end less its length).
    /// - Complexity: O(1).
    package func frame(_ natural: CGRect, visibleStart: CGFloat, limit: CGFloat, along axis: ScrollDirection) -> CGRect {
        let start = natural.min(axis)
        var frame = natural
        if visibleStart < start {
            let pull = start - visibleStart
            if axis == .vertical {
                frame.origin.y = visibleStart
                frame.size.height += pull
            } else {
                frame.origin.x = visibleStart
                frame.size.width += pull
            }
        } else if parallaxFactor > 0 {
            let along = min(start + parallaxFactor * (visibleStart - start), max(start, limit))
            if axis == .vertical { frame.origin.y = along } else { frame.origin.x = along }
        }
        return frame
    }
}
