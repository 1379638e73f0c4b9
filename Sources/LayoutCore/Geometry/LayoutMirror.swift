import Foundation

/// The horizontal reflection a collection view applies to a layout whose
/// ``CollectionLayout/flipsHorizontallyInOppositeLayoutDirection`` is `true` when the layout
/// direction is right to left, as UIKit does: the layout computes left to right, and every
/// rect, offset and element crosses the mirror `x ↦ contentWidth − x` between the layout's
/// coordinates and the view's. It is its own inverse.
package struct LayoutMirror: Hashable, Sendable {
    /// The width of the content the reflection maps onto itself.
    package var contentWidth: CGFloat

    /// The reflection of content `contentWidth` wide.
    package init(contentWidth: CGFloat) {
        self.contentWidth = contentWidth
    }

    /// `rect` reflected: `x = contentWidth − rect.maxX`, same y and size. A null rect stays null.
    package func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        let standard = rect.standardized
        return CGRect(x: contentWidth - standard.maxX, y: standard.minY, width: standard.width, height: standard.height)
    }

    /// The content offset that shows the reflection of what `offset` shows in a view
    /// `boundsWidth` wide: `x = contentWidth − offset.x − boundsWidth`.
    package func contentOffset(_ offset: CGPoint, boundsWidth: CGFloat) -> CGPoint {
        CGPoint(x: contentWidth - offset.x - boundsWidth, y: offset.y)
    }

    /// The bounds that show the reflection of `bounds`.
    /// `point` reflected (its own inverse).
    package func point(_ point: CGPoint) -> CGPoint {
        CGPoint(x: contentWidth - point.x, y: point.y)
    }

    package func bounds(_ bounds: CGRect) -> CGRect {
        CGRect(origin: contentOffset(bounds.origin, boundsWidth: bounds.size.width), size: bounds.size)
    }

    /// `attributes` reflected: the frame mirrored and the transform conjugated by the reflection
    /// (`S·M·S` with `S = scale(−1, 1, 1)`), so an element moved right by its transform moves
    /// left and a rotation turns the other way, as a mirror image does.
    package func attributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var mirrored = attributes
        mirrored.frame = rect(attributes.frame)
        var t = attributes.transform3D
        // Entries pairing x with another axis change sign; m11 and the rest stay.
        (t.m12, t.m13, t.m14) = (-t.m12, -t.m13, -t.m14)
        (t.m21, t.m31, t.m41) = (-t.m21, -t.m31, -t.m41)
        mirrored.transform3D = t
        return mirrored
    }
}
