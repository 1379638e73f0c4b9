import Foundation
import LayoutCore

/// The settings of a ``CardDeckLayout``, with the catalogue's defaults (`catalogue-layouts.md`,
/// "Card deck"): a top card that turns up to 15° as it travels its width, three cards shown
/// behind it 5 % smaller and 10 pt lower each, and a release past 0.4 of the width or faster than
/// 800 pt/s sideways taking the card away.
public struct CardDeckConfiguration: Sendable, LayoutConfiguration {
    /// The room around the top card inside the bounds; the card's width `W` is the bounds' width
    /// less the left and right insets.
    public var cardInsets = LayoutEdgeInsets(top: 24, left: 20, bottom: 72, right: 20)
    /// The top card's turn, in degrees, once it has travelled `W` sideways (and beyond): it turns
    /// by `clamp(dx / W, −1, 1)` of it; 0…90.
    public var maximumRotation: CGFloat = 15
    /// How far below the card's centre it turns about, in card heights (0: about its centre).
    public var rotationPivotDepth: CGFloat = 1
    /// How many cards show behind the top one; 0 or more.
    public var cardsBehind = 3
    /// How much smaller each card behind is than the one before it, as a fraction; 0…0.5.
    public var scaleStep: CGFloat = 0.05
    /// How much lower each card behind is than the one before it, in points; 0 or more.
    public var offsetStep: CGFloat = 10
    /// The travel past which a released card leaves, as a fraction of `W`; more than 0.
    public var distanceThreshold: CGFloat = 0.4
    /// The sideways speed past which a released card leaves whatever its travel, in points per
    /// second; more than 0.
    public var velocityThreshold: CGFloat = 800

    /// The catalogue's defaults.
    public init() {}

    /// Throws a `LayoutError` naming the first value that is not finite or out of its range.
    public func validate() throws(LayoutError) {
        try LayoutError.check("cardInsets", cardInsets)
        func check(_ name: String, _ value: CGFloat, _ range: ClosedRange<CGFloat>, _ expected: String) throws(LayoutError) {
            guard value.isFinite, range.contains(value) else { throw .invalidValue(name: name, value: value, expected: expected) }
        }
        try check("maximumRotation", maximumRotation, 0...90, "degrees in 0…90")
        try check("rotationPivotDepth", rotationPivotDepth, 0...10, "card heights in 0…10")
        try check("scaleStep", scaleStep, 0...0.5, "a fraction in 0…0.5")
        try LayoutError.check("offsetStep", offsetStep)
        guard cardsBehind >= 0 else { throw .invalidValue(name: "cardsBehind", value: CGFloat(cardsBehind), expected: "0 or more") }
        guard distanceThreshold.isFinite, distanceThreshold > 0 else {
            throw .invalidValue(name: "distanceThreshold", value: distanceThreshold, expected: "a finite number > 0")
        }
        guard velocityThreshold.isFinite, velocityThreshold > 0 else {
            throw .invalidValue(name: "velocityThreshold", value: velocityThreshold, expected: "a finite number > 0")
        }
    }
}
