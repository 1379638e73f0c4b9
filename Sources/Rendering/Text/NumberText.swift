import Foundation
import LayoutCore

/// Numbers as text for SVG, HTML and the playground's JSON: at most `places` decimals, no
/// trailing zeros, no `-0`, `0` for NaN and infinities, and no dependence on the locale, so the
/// same frame always writes the same text.
package enum NumberText {
    /// `value` rounded to `places` decimals (0 to 9), written as short as it reads back.
    package static func format(_ value: CGFloat, places: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let places = places.clamped(to: 0...9)
        let scale = (0..<places).reduce(Int64(1)) { scale, _ in scale * 10 }
        let scaled = (Double(value) * Double(scale)).rounded()
        if scaled == 0 { return "0" }
        // Beyond 9·10¹⁷ the decimals are lost to the double anyway: the whole number alone.
        guard abs(scaled) < 9e17 else { return String(format: "%.0f", Double(value).rounded()) }
        let magnitude = Int64(abs(scaled))
        var fraction = magnitude % scale, digits = places
        var text = (scaled < 0 ? "-" : "") + String(magnitude / scale)
        if fraction != 0 {
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return text
    }
}
