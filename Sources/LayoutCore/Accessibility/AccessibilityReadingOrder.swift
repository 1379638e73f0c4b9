import Foundation

/// The order VoiceOver reads the elements a view shows, and which it reads at all: the default
/// every layout shares unless it answers ``CollectionLayout/accessibilityReadingOrder(of:)``
/// itself (a wheel, a carousel: layouts whose order on screen is not a grid's).
///
/// Elements are taken in the layout's coordinates. The reading order of a grid is the order a
/// person reads a page: section by section, a section's headers first, then its items in rows
/// top to bottom, each row leading to trailing (right to left in a right-to-left layout), then
/// its footers. Decoration views are never read.
public enum AccessibilityReadingOrder {
    /// The elements of `elements` that are read: not decorations, not hidden, not transparent
    /// (alpha below 0.01), with an area, and not covered whole by an opaque element drawn above
    /// them (a higher z-index, or the same one later in `elements`). Within `bounds`, only the
    /// part of an element on screen counts: a spreadsheet's row half scrolled off the top and half
    /// beneath its frozen header row cannot be seen, so it is not read.
    package static func readable(_ elements: [LayoutAttributes], in bounds: CGRect? = nil) -> [LayoutAttributes] {
        let shown = elements.enumerated().filter { _, element in
            if case .decorationView = element.category { return false }
            return !element.isHidden && element.alpha >= 0.01 && element.visibleFrame.width > 0 && element.visibleFrame.height > 0
                && element.visibleFrame.isFinite
        }
        let opaque = shown.filter { $0.element.alpha >= 1 }
        return shown.filter { position, element in
            let whole = element.visibleFrame
            let onScreen = bounds.map { whole.intersection($0) }
            let frame = onScreen.map { $0.isNull || $0.isEmpty ? whole : $0 } ?? whole
            return !opaque.contains { other in
                other.offset != position && (other.element.zIndex, other.offset) > (element.zIndex, position)
                    && other.element.visibleFrame.contains(frame)
            }
        }.map(\.element)
    }

    /// `elements` by section; in each, headers, then the rest by where they begin along `axis`
    /// (their top, scrolling vertically; their leading edge, horizontally), then by where they
    /// begin across it (leading to trailing; top to bottom), then footers: a waterfall's order,
    /// whose columns do not form rows. Leading is the right when `trailingFirst`. O(k log k).
    public static func byLeadingEdge(_ elements: [LayoutAttributes], along axis: ScrollDirection, trailingFirst: Bool) -> [LayoutAttributes] {
        bySection(elements) { body in
            // Where an element begins along the page's reading direction across (x, from the
            // right when trailing first) and down it (y).
            func across(_ frame: CGRect) -> CGFloat { trailingFirst ? -frame.maxX : frame.minX }
            func key(_ element: LayoutAttributes) -> (CGFloat, CGFloat) {
                let frame = element.visibleFrame
                return axis == .vertical ? (frame.minY, across(frame)) : (across(frame), frame.minY)
            }
            return body.sorted { a, b in (key(a).0, key(a).1, a.indexPath) < (key(b).0, key(b).1, b.indexPath) }
        }
    }

    /// `elements` in the order of a page: by section; in each, headers, then the rest in rows
    /// (an element joins a row while its centre lies within the row's first element's extent
    /// down the page), each row from `leading` (x ascending, or descending when
    /// `trailingFirst`), then footers. O(k log k).
    public static func rows(_ elements: [LayoutAttributes], trailingFirst: Bool) -> [LayoutAttributes] {
        bySection(elements) { inRows($0, trailingFirst: trailingFirst) }
    }

    /// `elements` by section; in each, headers, then the rest in the order `body` gives, then
    /// footers.
    private static func bySection(_ elements: [LayoutAttributes], body order: ([LayoutAttributes]) -> [LayoutAttributes]) -> [LayoutAttributes] {
        let bySection = Dictionary(grouping: elements, by: \.indexPath.section)
        return bySection.keys.sorted().flatMap { section -> [LayoutAttributes] in
            let members = bySection[section] ?? []
            let headers = members.filter { $0.category == .supplementaryView(ElementCategory.headerKind) }
            let footers = members.filter { $0.category == .supplementaryView(ElementCategory.footerKind) }
            let body = members.filter {
                $0.category != .supplementaryView(ElementCategory.headerKind) && $0.category != .supplementaryView(ElementCategory.footerKind)
            }
            return headers.sorted(by: \.indexPath) + order(body) + footers.sorted(by: \.indexPath)
        }
    }

    /// `elements` in rows top to bottom, each leading to trailing.
    static func inRows(_ elements: [LayoutAttributes], trailingFirst: Bool) -> [LayoutAttributes] {
        let downThePage = elements.sorted { ($0.visibleFrame.minY, $0.indexPath) < ($1.visibleFrame.minY, $1.indexPath) }
        var rows: [[LayoutAttributes]] = []
        var rowExtent: ClosedRange<CGFloat>?
        for element in downThePage {
            let frame = element.visibleFrame
            if let extent = rowExtent, extent.contains(frame.midY) {
                rows[rows.count - 1].append(element)
            } else {
                rows.append([element])
                rowExtent = frame.minY...frame.maxY
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                trailingFirst ? (-a.visibleFrame.maxX, a.indexPath) < (-b.visibleFrame.maxX, b.indexPath)
                    : (a.visibleFrame.minX, a.indexPath) < (b.visibleFrame.minX, b.indexPath)
            }
        }
    }
}

extension Array {
    /// The elements sorted by the comparable value at `keyPath`.
    fileprivate func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}
