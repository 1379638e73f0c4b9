import Foundation

extension CGPoint {
    /// The point a display of `scale` pixels per point shows this one at: each coordinate
    /// rounded to the nearest pixel, as `UIScrollView` rounds a proposed content offset
    /// (`-[UIScrollView _roundedProposedContentOffset:]`, iOS 18.2 decompile). A scale that is not
    /// finite and positive reads as 1.
    package func roundedToPixels(scale: CGFloat) -> CGPoint {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return CGPoint(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale)
    }

    /// Whether a display of `scale` pixels per point shows `other` at the same pixel as this
    /// point: a move between them moves nothing on screen, and UIKit neither animates it nor
    /// sends its end.
    package func isSamePixel(as other: CGPoint, scale: CGFloat) -> Bool {
        roundedToPixels(scale: scale) == other.roundedToPixels(scale: scale)
    }
}
