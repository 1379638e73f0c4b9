import Foundation
import LayoutCore

/// The settings of a ``ThumbnailStripLayout``.
public struct ThumbnailStripConfiguration: Sendable, LayoutConfiguration {
    /// The gap between two thumbnails at rest, in points (4).
    public var distanceBetween: CGFloat = 4
    /// The extra gap around a fully expanded thumbnail, in points (20).
    public var distanceBetweenFocused: CGFloat = 20
    /// The width-to-height ratio of a thumbnail at rest, and of a photo without an answer from
    /// ``aspectRatio`` (0.5).
    public var defaultAspectRatio: CGFloat = 0.5
    /// How much the centred thumbnail expands toward its photo's aspect ratio, from 0 (all
    /// thumbnails equal) to 1 (1). Animated by the photo editor while the strip is dragged.
    public var expandingRate: CGFloat = 1
    /// The aspect ratio (width / height) of the photo at a path. An answer that is not finite
    /// and positive reads as ``defaultAspectRatio``, so a bad photo never breaks the strip.
    public var aspectRatio: (@Sendable (ItemPath) -> CGFloat)?

    /// The article's defaults.
    package init() {}

    /// A configuration with the photos' aspect ratios and the defaults for the rest.
    public init(aspectRatio: (@Sendable (ItemPath) -> CGFloat)? = nil) {
        self.aspectRatio = aspectRatio
    }

    /// Checks the values: distances finite and not negative, the default aspect ratio finite and
    /// positive, the expanding rate in 0…1.
    public func validate() throws(LayoutError) {
        try LayoutError.check("distanceBetween", distanceBetween)
        try LayoutError.check("distanceBetweenFocused", distanceBetweenFocused)
        guard defaultAspectRatio.isFinite, defaultAspectRatio > 0 else {
            throw .invalidValue(name: "defaultAspectRatio", value: defaultAspectRatio, expected: "a finite number > 0")
        }
        guard expandingRate.isFinite, (0...1).contains(expandingRate) else {
            throw .invalidValue(name: "expandingRate", value: expandingRate, expected: "a number in 0…1")
        }
    }

    /// The aspect ratio of the photo at `indexPath`, falling back to the default.
    func aspectRatio(at indexPath: ItemPath) -> CGFloat {
        guard let answer = aspectRatio?(indexPath), answer.isFinite, answer > 0 else { return defaultAspectRatio }
        return answer
    }
}
