import Foundation
import LayoutCore

/// The settings of a ``CollageLayout``.
public struct CollageLayoutConfiguration: Hashable, Sendable, LayoutConfiguration {
    /// The template cutting the canvas into cells (one cell).
    public var template: CollageTemplate = .single
    /// The canvas's width over its height (1, square); see ``CollageAspectRatio``.
    public var aspectRatio: CGFloat = CollageAspectRatio.square
    /// Points between the canvas's border and the outer cells (10).
    public var margin: CGFloat = 10
    /// Points between neighbouring cells, across straight and slanted dividers alike (10).
    public var spacing: CGFloat = 10
    /// The corner radius of each cell, clamped to half its shortest side (0).
    public var cornerRadius: CGFloat = 0
    /// The smallest side a drag leaves a cell, in points, measured on the cell's region before
    /// spacing; `nil` for the larger of 44 and a tenth of the canvas's shorter side.
    public var minimumCellSide: CGFloat?

    /// Settings with `template` and the defaults otherwise.
    public init(template: CollageTemplate = .single, aspectRatio: CGFloat = CollageAspectRatio.square,
                margin: CGFloat = 10, spacing: CGFloat = 10, cornerRadius: CGFloat = 0) {
        self.template = template
        self.aspectRatio = aspectRatio
        self.margin = margin
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// The minimum cell side on a canvas of `size`.
    @_spi(Testing) public func minimumCellSide(onCanvasOf size: CGSize) -> CGFloat {
        minimumCellSide ?? max(44, 0.1 * min(size.width, size.height))
    }

    /// Throws a `LayoutError` naming the first bad value: a template that is not valid, or a
    /// spacing, corner radius or minimum cell side that is negative or not finite.
    public func validate() throws(LayoutError) {
        guard aspectRatio.isFinite, aspectRatio > 0 else {
            throw .invalidValue(name: "aspectRatio", value: aspectRatio, expected: "a finite width-over-height ratio > 0")
        }
        try LayoutError.check("margin", margin)
        try LayoutError.check("spacing", spacing)
        try LayoutError.check("cornerRadius", cornerRadius)
        if let minimumCellSide { try LayoutError.check("minimumCellSide", minimumCellSide) }
    }
}

/// The canvas ratios (width over height) of the collage apps.
public enum CollageAspectRatio {
    /// 1:1.
    public static let square: CGFloat = 1
    /// 4:5, a portrait post.
    public static let portrait4x5: CGFloat = 4.0 / 5
    /// 3:4.
    public static let portrait3x4: CGFloat = 3.0 / 4
    /// 2:3.
    public static let portrait2x3: CGFloat = 2.0 / 3
    /// 9:16, a story.
    public static let portrait9x16: CGFloat = 9.0 / 16
    /// 16:9.
    public static let landscape16x9: CGFloat = 16.0 / 9
    /// 3:2.
    public static let landscape3x2: CGFloat = 3.0 / 2
    /// 4:3.
    public static let landscape4x3: CGFloat = 4.0 / 3
    /// Every ratio above, with its name.
    public static let all: [(name: String, ratio: CGFloat)] = [
        ("1:1", square), ("4:5", portrait4x5), ("3:4", portrait3x4), ("2:3", portrait2x3), ("9:16", portrait9x16),
        ("16:9", landscape16x9), ("3:2", landscape3x2), ("4:3", landscape4x3),
    ]
}
