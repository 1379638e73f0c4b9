import Foundation
import LayoutCore

/// The timeline's queries: events, day headers and hour labels, hour lines, the now line and the
/// corner, each found from the rect by arithmetic or a binary search, never by a scan of the
/// events.
extension TimelineLayout {
    /// Every element whose frame meets `rect`, each as the single-element queries give it.
    /// - Complexity: O(log n + k) for each day the rect meets.
    func elements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite, !days.isEmpty else { return [] }
        let shift = frozenShift, top = top, width = configuration.dayWidth
        var result: [LayoutAttributes] = []
        func add(_ attributes: LayoutAttributes?) {
            if let attributes, attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        let firstDay = Int(((rect.minX - configuration.hourLabelWidth) / width).rounded(.down).clamped(to: 0...CGFloat(days.count)))
        let endDay = Int(((rect.maxX - configuration.hourLabelWidth) / width).rounded(.down).clamped(to: -1...CGFloat(days.count - 1))) + 1
        for day in firstDay..<max(firstDay, endDay) {
            for item in days[day].timedItems(meeting: rect.minY - top, rect.maxY - top) {
                add(eventAttributes(ItemPath(item: item, section: day), shift: shift))
            }
            for item in days[day].allDayItems { add(eventAttributes(ItemPath(item: item, section: day), shift: shift)) }
            add(dayHeader(day, shift: shift))
        }
        let hours = labelledHours
        if !hours.isEmpty {
            // The hours whose label or line can reach the rect: a label is an hour tall, centred.
            let hourHeight = configuration.hourHeight
            let low = Int(((rect.minY - top) / hourHeight - 1).rounded(.down).clamped(to: 0...CGFloat(hours.count)))
            let high = Int(((rect.maxY - top) / hourHeight + 2).rounded(.up).clamped(to: 0...CGFloat(hours.count)))
            for index in low..<max(low, high) {
                add(hourLabel(index, shift: shift))
                add(hourLine(index))
            }
            // The first label may stand lower than its hour, kept within the content.
            if low > 0 { add(hourLabel(0, shift: shift)) }
        }
        add(nowLine())
        add(corner(shift: shift))
        return result
    }

    /// Event `indexPath` where it stands: a timed one at its frame in its day, an all-day one on
    /// its line below the day headers, frozen with them.
    func eventAttributes(_ indexPath: ItemPath, shift: CGPoint) -> LayoutAttributes? {
        guard days.indices.contains(indexPath.section), days[indexPath.section].placements.indices.contains(indexPath.item) else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        let x = dayX(indexPath.section)
        switch days[indexPath.section].placements[indexPath.item] {
        case .timed(let frame):
            attributes.frame = frame.offsetBy(dx: x, dy: top)
            attributes.zIndex = Layer.events
        case .allDay(let line):
            attributes.frame = CGRect(x: x, y: shift.y + configuration.dayHeaderHeight + CGFloat(line) * configuration.allDayEventHeight,
                                      width: configuration.dayWidth, height: configuration.allDayEventHeight)
            attributes.zIndex = Layer.frozen
        }
        return attributes
    }

    /// Day `day`'s header, frozen at the top.
    func dayHeader(_ day: Int, shift: CGPoint) -> LayoutAttributes? {
        guard days.indices.contains(day), configuration.dayHeaderHeight > 0 else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: Self.dayHeaderKind, with: ItemPath(item: 0, section: day),
                                          frame: CGRect(x: dayX(day), y: shift.y, width: configuration.dayWidth, height: configuration.dayHeaderHeight))
        attributes.zIndex = Layer.frozen
        return attributes
    }

    /// Label `index`, frozen at the leading edge: an hour tall, centred on its hour's line, kept
    /// within the content.
    func hourLabel(_ index: Int, shift: CGPoint) -> LayoutAttributes? {
        guard labelledHours.contains(index), configuration.hourLabelWidth > 0, !days.isEmpty else { return nil }
        let contentHeight = collectionViewContentSize.height
        let height = min(configuration.hourHeight, contentHeight)
        let y = (hourY(index) - height / 2).clamped(to: 0...(contentHeight - height))
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: Self.hourLabelKind, with: ItemPath(item: index, section: 0),
                                          frame: CGRect(x: shift.x, y: y, width: configuration.hourLabelWidth, height: height))
        attributes.zIndex = Layer.frozen
        return attributes
    }

    /// Line `index`, a point tall at its hour, across every day beneath the events.
    func hourLine(_ index: Int) -> LayoutAttributes? {
        guard labelledHours.contains(index), !days.isEmpty else { return nil }
        let content = collectionViewContentSize, y = hourY(index)
        var attributes = LayoutAttributes(forDecorationViewOfKind: Self.hourLineKind, with: ItemPath(item: index, section: 0),
                                          frame: CGRect(x: configuration.hourLabelWidth, y: y, width: content.width - configuration.hourLabelWidth,
                                                        height: min(1, content.height - y)))
        attributes.zIndex = Layer.hourLines
        return attributes
    }

    /// The line at ``now``, 2 pt tall across its day above the events; `nil` when no day or hour
    /// shown holds it.
    func nowLine() -> LayoutAttributes? {
        guard let now, days.indices.contains(now.day), configuration.hours.contains(now.hour) else { return nil }
        let content = collectionViewContentSize
        let y = (top + CGFloat(now.hour - configuration.hours.lowerBound) * configuration.hourHeight - 1).clamped(to: 0...(content.height - 2))
        var attributes = LayoutAttributes(forDecorationViewOfKind: Self.nowLineKind, with: ItemPath(item: 0, section: 0),
                                          frame: CGRect(x: dayX(now.day), y: y, width: configuration.dayWidth, height: 2))
        attributes.zIndex = Layer.nowLine
        return attributes
    }

    /// The corner where the frozen labels meet the frozen headers, above both.
    func corner(shift: CGPoint) -> LayoutAttributes? {
        guard configuration.hourLabelWidth > 0, top > 0, !days.isEmpty else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: Self.cornerKind, with: ItemPath(item: 0, section: 0),
                                          frame: CGRect(x: shift.x, y: shift.y, width: configuration.hourLabelWidth, height: top))
        attributes.zIndex = Layer.corner
        return attributes
    }

    /// Where hour `index`'s line is.
    func hourY(_ index: Int) -> CGFloat {
        top + CGFloat(hour(ofLabel: index) - configuration.hours.lowerBound) * configuration.hourHeight
    }
}
