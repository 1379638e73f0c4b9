import Foundation

/// Fixed formatting of numbers for SVG: at most two decimals, no trailing zeros, no `-0`, and
/// no dependence on the locale, so the same frame always renders to the same text.
enum SVGNumber {
    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (Double(value) * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int64(abs(hundredths).clamped(to: 0...9e17))
        let whole = magnitude / 100, fraction = magnitude % 100
        var text = negative ? "-\(whole)" : "\(whole)"
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
