import Foundation
import LayoutCore

/// The sections of a layout that stacks them along its scroll axis, each a header, its items and
/// a footer (``FlowLayout``, ``JustifiedLayout``): where each begins and ends, which reach a
/// rect, how later sections move when one's items grow, and their headers and footers, pinned
/// where asked.
struct SectionStack {
    /// The axis the sections follow one another along.
    let axis: ScrollDirection
    /// Every section, in order.
    private(set) var sections: [SectionGeometry] = []

    init(axis: ScrollDirection) {
        self.axis = axis
    }

    /// Appends a section of `itemCount` items, the first of them item `firstItemOffset` of all
    /// sections, starting at `position`, which it advances past the section: a header of
    /// `headerSize` spanning `across`, then whatever `placeItems` places from the position it is
    /// given (answering where the items end, their insets included), then a footer of `footerSize`.
    mutating func append<Failure: Error>(headerSize: CGSize, footerSize: CGSize, across: CGFloat, itemCount: Int, firstItemOffset: Int,
                                         at position: inout CGFloat,
                                         placeItems: (CGFloat) throws(Failure) -> CGFloat) throws(Failure) {
        let start = position
        let header = Self.boundaryFrame(of: headerSize, at: &position, axis: axis, across: across)
        let itemsStart = position
        position = try placeItems(position)
        let itemsEnd = position
        let footer = Self.boundaryFrame(of: footerSize, at: &position, axis: axis, across: across)
        sections.append(SectionGeometry(headerFrame: header, footerFrame: footer, start: start, itemsEnd: itemsEnd, end: position,
                                        itemsStart: itemsStart, firstItemOffset: firstItemOffset, itemCount: itemCount))
    }

    /// A header or footer of `size` spanning the room across, placed at `position` (which it
    /// then advances); `nil` when its extent along the axis is zero.
    private static func boundaryFrame(of size: CGSize, at position: inout CGFloat, axis: ScrollDirection,
                                      across: CGFloat) -> CGRect? {
        guard size[axis] > 0 else { return nil }
        defer { position += size[axis] }
        return CGRect(along: axis, origin: position, length: size[axis], acrossOrigin: 0, acrossLength: across)
    }

    /// The sections whose extent along the axis reaches `rect`: O(log sections + the sections).
    func range(reaching rect: CGRect) -> Range<Int> {
        guard !rect.isNull, rect.isFinite else { return 0..<0 }
        let low = rect.min(axis), high = rect.max(axis)
        var first = 0, last = sections.count
        while first < last {
            let mid = (first + last) / 2
            if sections[mid].end >= low { last = mid } else { first = mid + 1 }
        }
        var end = first
        while end < sections.count, sections[end].start <= high { end += 1 }
        return first..<end
    }

    /// The sections reaching `rect`, as ``range(reaching:)``, and the first section too when
    /// `firstHeaderStretches` and `rect` lies before it: a stretched header reaches up to the
    /// visible top, before the content starts.
    func range(reaching rect: CGRect, firstHeaderStretches: Bool) -> Range<Int> {
        let range = range(reaching: rect)
        guard firstHeaderStretches, range == 0..<0, !sections.isEmpty, !rect.isNull, rect.isFinite else { return range }
        return 0..<1
    }

    /// The items of `section` now end `delta` further along the axis: its footer and every later
    /// section move by it. O(sections).
    mutating func moveItemsEnd(ofSection section: Int, by delta: CGFloat) {
        guard delta != 0 else { return }
        sections[section].moveItemsEnd(by: delta, along: axis)
        for later in sections.indices.dropFirst(section + 1) { sections[later].move(by: delta, along: axis) }
    }

    /// The header or footer (`kind`) of `section`, pinned to `visibleSpan` where `pinsHeaders` or
    /// `pinsFooters` say; the first section's header stretched instead where `stretching` says;
    /// `nil` for another kind or a section without one.
    func boundaryAttributes(ofKind kind: String, inSection section: Int, pinsHeaders: Bool, pinsFooters: Bool,
                            stretching: HeaderStretching? = nil,
                            visibleSpan: (start: CGFloat, end: CGFloat)) -> LayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let natural: CGRect?, pins: Bool
        switch kind {
        case ElementCategory.headerKind: (natural, pins) = (geometry.headerFrame, pinsHeaders)
        case ElementCategory.footerKind: (natural, pins) = (geometry.footerFrame, pinsFooters)
        default: return nil
        }
        guard let natural else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: ItemPath(item: 0, section: section), frame: natural)
        if let stretching, section == 0, kind == ElementCategory.headerKind {
            attributes.frame = stretching.frame(natural, visibleStart: visibleSpan.start,
                                                limit: geometry.itemsEnd - natural.length(axis), along: axis)
            attributes.zIndex = HeaderStretching.zIndex
        } else if pins {
            attributes.frame = kind == ElementCategory.headerKind
                ? BoundaryPinning.header(natural, itemsEnd: geometry.itemsEnd, visibleStart: visibleSpan.start, along: axis)
                : BoundaryPinning.footer(natural, itemsStart: geometry.itemsStart, visibleEnd: visibleSpan.end, along: axis)
            attributes.zIndex = BoundaryPinning.zIndex
        }
        return attributes
    }
}
