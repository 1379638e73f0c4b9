import Foundation
import LayoutCore

/// A dragged divider's ends in content coordinates, carried by its handle decoration (whose
/// `ElementShape` is the handle's outline).
public enum CollageDividerSegment: LayoutAttributeKey {
    public static let defaultValue: LayoutPolygon? = nil
}
