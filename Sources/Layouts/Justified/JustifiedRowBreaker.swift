import Foundation
import LayoutCore

/// Breaks a section's photos into justified rows (`catalogue-layouts.md`, "Justified rows"):
/// photos of aspect ratios `a` (width ÷ height) in rows of room `W`, aiming for height `H`,
/// `s` apart.
///
/// A row takes photos while `H·Σa + (k−1)·s ≤ W`; then it takes the next one as well if that
/// brings its fitted height `h = (W − (k−1)·s) / Σa` closer to `H` (ties: not taken; never below
/// the minimum height). A full row is fitted exactly to `W` at `h`, each photo `a·h` wide, unless
/// `h` passes the maximum height: then it stays at the maximum, leading-aligned. The last row,
/// which ran out of photos, stays at `H`, leading-aligned. A photo wider than `W` at `H` is a row alone, fitted to `W`.
struct JustifiedRowBreaker: LineBreaking {
    let axis: ScrollDirection
    var start: CGFloat
    let crossStart: CGFloat
    /// `W`: the room a row has across the axis.
    let available: CGFloat
    /// `s`: between two photos of a row, and between two rows.
    let spacing: CGFloat
    /// `H`.
    let targetHeight: CGFloat
    let minimumHeight: CGFloat?
    let maximumHeight: CGFloat?

    var lineSpacing: CGFloat { spacing }

    /// Whether a photo of `ratio` is wider than the room at the target height: a row alone.
    private func isPanorama(_ ratio: CGFloat) -> Bool { ratio * targetHeight > available }

    func lineEnd(from first: Int, count: Int, item ratio: (Int) -> CGFloat) -> Int {
        var sum = ratio(first), end = first + 1
        guard !isPanorama(sum) else { return end }
        while end < count {
            let next = ratio(end)
            guard !isPanorama(next) else { break }
            let spaces = CGFloat(end - first)
            if targetHeight * (sum + next) + spaces * spacing <= available {
                sum += next
                end += 1
                continue
            }
            // The next photo overfills the row at H: take it if the row fitted with it is nearer H.
            let without = (available - (spaces - 1) * spacing) / sum
            let with = (available - spaces * spacing) / (sum + next)
            if with > 0, abs(with - targetHeight) < abs(without - targetHeight), with >= (minimumHeight ?? 0) { end += 1 }
            break
        }
        return end
    }

    /// The row's height: the panorama's fitted height, `H` for the last row, else the fitted
    /// height up to the maximum.
    func thickness(of ratios: ArraySlice<CGFloat>, isLast: Bool) -> CGFloat {
        rowHeight(of: ratios, isLast: isLast).height
    }

    /// The row's height, and whether it fills the room exactly.
    private func rowHeight(of ratios: ArraySlice<CGFloat>, isLast: Bool) -> (height: CGFloat, fills: Bool) {
        let sum = ratios.reduce(0, +)
        if ratios.count == 1, let only = ratios.first, isPanorama(only) { return (available / only, true) }
        // The last row stays at H when it fits there (it ran out of photos); one that took a
        // photo more than fits at H is full.
        if isLast, targetHeight * sum + CGFloat(ratios.count - 1) * spacing <= available { return (targetHeight, false) }
        let fitted = max(0, available - CGFloat(ratios.count - 1) * spacing) / sum
        if let maximumHeight, fitted > maximumHeight { return (maximumHeight, false) }
        return (fitted, true)
    }

    func place(_ ratios: ArraySlice<CGFloat>, at lineStart: CGFloat, isLast: Bool) -> [CGRect] {
        let (height, fills) = rowHeight(of: ratios, isLast: isLast)
        var frames: [CGRect] = []
        frames.reserveCapacity(ratios.count)
        var cross = crossStart
        for (offset, ratio) in ratios.enumerated() {
            // A filled row ends exactly at the trailing edge, whatever the rounding on the way.
            let width = fills && offset == ratios.count - 1 ? max(0, crossStart + available - cross) : ratio * height
            frames.append(CGRect(along: axis, origin: lineStart, length: height, acrossOrigin: cross, acrossLength: width))
            cross += width + spacing
        }
        return frames
    }

    /// No photo reaches past the room: rows fit it or stay inside it.
    func crossLength(of ratio: CGFloat) -> CGFloat { 0 }

    /// Any other ratio may move a break.
    func keepsBreaks(replacing old: CGFloat, with new: CGFloat) -> Bool { old == new }
}
