import Foundation
import LayoutCore

/// VoiceOver reads the calendar's hour labels (its time axis), then day by day: each day's
/// header, its all-day events, then its events by start time, each with its times spoken
/// ("9:30 to 10:15", "All day").
extension TimelineLayout: AccessibilityDescribingLayout {
    /// An event's times in `strings`' words: "9:30 to 10:15", or "All day"; `nil` for any other
    /// element.
    public func accessibilityValue(of key: ElementKey, strings: AccessibilityStrings) -> String? {
        guard key.category == .cell, let placement = days[safe: key.indexPath.section]?.placements[safe: key.indexPath.item] else { return nil }
        guard case .timed = placement else { return strings(.allDay) }
        let event = configuration.event(key.indexPath)
        return strings(.timeRange, Self.clockTime(event.start, strings: strings), Self.clockTime(event.end, strings: strings))
    }

    /// `hour` (from midnight) as "9:05", to the nearest minute.
    static func clockTime(_ hour: Double, strings: AccessibilityStrings) -> String {
        let minutes = Int((hour * 60).rounded())
        let minute = minutes % 60
        return strings(.clockTime, strings.number(minutes / 60), minute < 10 ? strings.number(0) + strings.number(minute) : strings.number(minute))
    }

    /// The hour labels by hour, then day by day: its header, its all-day events, then its events by
    /// start (then by column) (``accessibilityReadingOrder(of:)``).
    func readingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        func rank(_ element: LayoutAttributes) -> (Int, Int, CGFloat, CGFloat, Int) {
            let path = element.indexPath
            switch element.category {
            case .supplementaryView(Self.dayHeaderKind): return (path.section, 0, 0, 0, 0)
            case .cell where element.zIndex == Layer.frozen: return (path.section, 1, element.frame.minY, 0, path.item)
            case .cell: return (path.section, 2, element.frame.minY, element.frame.minX, path.item)
            default: return (-1, 0, element.frame.minY, element.frame.minX, path.item)
            }
        }
        return elements.sorted { rank($0) < rank($1) }
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
