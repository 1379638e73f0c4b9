import Foundation
import LayoutCore

/// A dragged divider's ends in content coordinates, carried by its handle decoration (whose
/// `ElementShape` is the handle's outline).
@_spi(Testing) public enum CollageDividerSegment: LayoutAttributeKey {
    @_spi(Testing) public static let defaultValue: LayoutPolygon? = nil
}
