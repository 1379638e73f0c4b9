import Foundation
import LayoutCore

/// A day or week calendar: days across as columns, time down, each event placed by its start
/// and end, overlapping events side by side in the fewest columns, an all-day row, day headers
/// and hour labels frozen at the edges, hour lines, and a line at the current time.
///
/// Each section is a day and each item an event of it, whose times
/// ``TimelineLayoutConfiguration/event`` gives. By the catalogue's rule day `d` is a column
/// ``TimelineLayoutConfiguration/dayWidth`` `D` wide after the hour labels' width, and an event
/// from `t₀` to `t₁` stands at `y = top + (t₀ − dayStart)·u`, `max(minimum, (t₁ − t₀)·u)` tall,
/// where `top` is below the day headers and the all-day row and `u` the hour height. Events of a
/// day overlapping as drawn form clusters; each takes the first column of its cluster free at its
/// start, and a cluster of `k` columns gives each event `D / k` at `x = dayX + column·D/k`.
///
/// Frozen like a grid's header row and name column: the day headers
/// (``dayHeaderKind``) and the all-day events stay at the top of the visible area, the hour
/// labels (``hourLabelKind``) at its leading edge, and a corner (``cornerKind``) covers where
/// they meet. Decorations mark each hour (``hourLineKind``) and the current time
/// (``nowLineKind``, at the moment ``setNow(_:)`` gives). Register a view for each kind.
///
/// Mirrored right to left: the hour labels stand at the right.
///
/// - Complexity: ``prepare()`` places the events once per data change, O(n log n); a batch update
///   places again only the days it touches, and a scroll nothing. A rect query is O(log n + k)
///   for each day it meets.
open class TimelineLayout: ConfiguredLayout<TimelineLayoutConfiguration> {
    /// The supplementary kind of a day's header, at `ItemPath(item: 0, section: day)`.
    public static let dayHeaderKind = "timeline-day-header"
    /// The supplementary kind of an hour's label, at `ItemPath(item: hour − first hour, section: 0)`.
    public static let hourLabelKind = "timeline-hour-label"
    /// The decoration kind of an hour's line, at `ItemPath(item: hour − first hour, section: 0)`.
    public static let hourLineKind = "timeline-hour-line"
    /// The decoration kind of the line at the current time, at `ItemPath(item: 0, section: 0)`.
    public static let nowLineKind = "timeline-now-line"
    /// The decoration kind of the corner above the hour labels, left of the day headers, at
    /// `ItemPath(item: 0, section: 0)`.
    public static let cornerKind = "timeline-corner"

    /// How high each kind of element is drawn.
    enum Layer {
        static let hourLines = -1, events = 0, nowLine = 10, frozen = 20, corner = 30
    }

    /// Each day's events, placed.
    private(set) var days: [TimelineDay] = []
    /// How many events each day has, as placed.
    private var eventCounts: [Int] = []
    /// How many all-day events each day has.
    private var allDayCounts: [Int] = []
    /// The lines of the all-day row: as many as the busiest day's all-day events.
    private(set) var allDayLines = 0
    /// The configuration revision the days were placed for; `nil` before the first.
    private var placedRevision: Int?
    /// Whether the next ``prepare()`` must place every day (a failed update left them stale).
    private var needsFullPlacement = true
    /// A batch update's counts left to its items.
    private var deferredUpdate = DeferredUpdate()
    /// The current time, where the now line stands.
    public private(set) var now: TimelineMoment?
    /// The time at the centre of the calendar this one replaces (``prepareForTransition(from:)``),
    /// until the view has moved to keep it there.
    var transitionCentreTime: CGFloat?

    /// A timeline with `configuration`. Throws a `LayoutError` naming a bad value.
    override public init(configuration: TimelineLayoutConfiguration) throws(LayoutError) {
        try super.init(configuration: configuration)
    }

    /// Places every day's events when the data or the configuration changed; a scroll or a change
    /// of size needs nothing, and a batch update's counts are left to its items, which place only
    /// the days they touch. Throws a `LayoutError` naming an event whose times are not finite or
    /// end before they start.
    /// - Complexity: O(n log n) for n events, when anything is placed.
    override open func prepare() throws(LayoutError) {
        try context.validate()
        // The view moved (a scroll, or to where the switch keeps the centre's time).
        if !pendingInvalidation.invalidatesGeometry { transitionCentreTime = nil }
        let current = !needsFullPlacement && placedRevision == configurationRevision
        guard !current || pendingInvalidation.contains(.dataCounts) else { return }
        guard !deferredUpdate.prepare(pendingInvalidation, in: context, canDefer: current && days.count == context.numberOfSections) else { return }
        try placeAllDays()
    }

    /// Places every day, or throws leaving the next ``prepare()`` to try again.
    private func placeAllDays() throws(LayoutError) {
        needsFullPlacement = true
        var days: [TimelineDay] = []
        days.reserveCapacity(context.numberOfSections)
        for section in 0..<context.numberOfSections { days.append(try placeDay(section)) }
        self.days = days
        eventCounts = days.map(\.placements.count)
        allDayCounts = days.map(\.allDayItems.count)
        allDayLines = allDayCounts.max() ?? 0
        try LayoutError.checkGeometry(collectionViewContentSize, of: self)
        needsFullPlacement = false
        placedRevision = configurationRevision
    }

    /// Day `section`'s events, placed.
    func placeDay(_ section: Int) throws(LayoutError) -> TimelineDay {
        let configuration = configuration
        let count = context.numberOfItems(inSection: section)
        let events = (0..<count).map { configuration.event(ItemPath(item: $0, section: section)) }
        return try TimelineDay(section: section, events: events, dayWidth: configuration.dayWidth, scale: try scale(top: 0),
                               minimumHeight: configuration.minimumEventHeight)
    }

    /// Places again only the days the update touches; an update of whole sections places every
    /// day.
    override open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        guard deferredUpdate.takeUpdate() else { return }
        do throws(LayoutError) {
            guard !updateItems.contains(where: \.isSectionUpdate) else { return try placeAllDays() }
            let touched = Set(updateItems.flatMap { [$0.indexPathBeforeUpdate?.section, $0.indexPathAfterUpdate?.section].compactMap { $0 } })
            for section in touched.sorted() where days.indices.contains(section) {
                let day = try placeDay(section)
                (eventCounts[section], allDayCounts[section]) = (day.placements.count, day.allDayItems.count)
                days[section] = day
            }
            allDayLines = allDayCounts.max() ?? 0
            // Counts the update's items did not explain leave no day stale.
            guard eventCounts == context.itemCounts else {
                return try placeAllDays()
            }
        } catch {
            needsFullPlacement = true
            invalidateLayout(with: .layoutConfiguration)
        }
    }

    /// Moves the now line to `moment` (`nil` hides it) and invalidates the layout; nothing else is
    /// placed again. Throws a `LayoutError` naming an hour that is not finite.
    public func setNow(_ moment: TimelineMoment?) throws(LayoutError) {
        if let moment, !moment.hour.isFinite {
            throw .invalidValue(name: "now", value: CGFloat(moment.hour), expected: "a finite hour")
        }
        guard moment != now else { return }
        now = moment
        invalidateLayout(with: .layoutConfiguration)
    }

    /// Frozen headers and labels follow the visible area, so any change of the bounds moves them.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds != context.bounds
    }

    /// Mirrored right to left: the hour labels stand at the right.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Replacing another calendar (a new hour height chosen by a pinch in SwiftUI, where the
    /// view switches layouts), keeps the time at the centre of the visible area where it is, as
    /// ``zoom(toHourHeight:)`` does for the layout shown: reads that time from `oldLayout`.
    override open func prepareForTransition(from oldLayout: any CollectionLayout) {
        transitionCentreTime = (oldLayout as? TimelineLayout).flatMap { old in
            let bounds = old.context.bounds, inset = old.context.adjustedContentInset
            let centre = bounds.minY + inset.top + max(0, bounds.height - inset.vertical) / 2
            return try? old.scale(top: old.top).time(atY: centre)
        }
    }

    /// After replacing another calendar, the offset that puts the time it had at the centre at
    /// the centre again, kept within the content; otherwise the proposal.
    override open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let time = transitionCentreTime, let scale = try? scale(top: top) else { return proposedContentOffset }
        let bounds = context.bounds, inset = context.adjustedContentInset
        let y = scale.y(at: time) - max(0, bounds.height - inset.vertical) / 2 - inset.top
        let range = ScrollableRange.offsets(along: .vertical, contentSize: collectionViewContentSize, boundsSize: bounds.size,
                                            adjustedContentInset: inset)
        return CGPoint(x: proposedContentOffset.x, y: y.clamped(to: range))
    }


    // MARK: Geometry

    /// The all-day row's height: a line for each all-day event of the busiest day.
    var allDayHeight: CGFloat { CGFloat(allDayLines) * configuration.allDayEventHeight }

    /// Where the hours begin: below the day headers and the all-day row.
    var top: CGFloat { configuration.dayHeaderHeight + allDayHeight }

    /// Time down the days, from `top`.
    func scale(top: CGFloat) throws(LayoutError) -> TimelineScale {
        try TimelineScale(hourHeight: configuration.hourHeight, dayStart: configuration.hours.lowerBound, top: top)
    }

    /// The hour labels' width, every day's column, and the hours below the headers.
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize {
        let configuration = configuration
        return CGSize(width: configuration.hourLabelWidth + CGFloat(days.count) * configuration.dayWidth,
                      height: top + CGFloat(configuration.hours.upperBound - configuration.hours.lowerBound) * configuration.hourHeight)
    }

    /// Both: across the days and down the hours.
    override open var scrollAxes: ScrollAxes { .both }

    /// Where day `day`'s column starts.
    func dayX(_ day: Int) -> CGFloat { configuration.hourLabelWidth + CGFloat(day) * configuration.dayWidth }

    /// How far the frozen bands move with the visible area: the hour labels along x, the day
    /// headers and the all-day row along y (a grid's leading bands, ``GridPlacement``).
    var frozenShift: CGPoint {
        let bounds = context.bounds, inset = context.adjustedContentInset, content = collectionViewContentSize
        return CGPoint(x: GridPlacement.leadingShift(bandLength: configuration.hourLabelWidth, length: content.width,
                                                     visibleStart: bounds.minX + inset.left),
                       y: GridPlacement.leadingShift(bandLength: top, length: content.height, visibleStart: bounds.minY + inset.top))
    }

    /// The hours that have a label and a line: each whole hour from the first shown, before the last.
    var labelledHours: Range<Int> {
        let hours = configuration.hours
        let first = Int(hours.lowerBound.rounded(.up)), end = Int(hours.upperBound.rounded(.up))
        return 0..<max(0, end - first)
    }

    // MARK: Queries

    /// The events, headers, labels and lines whose frames meet `rect`.
    /// - Complexity: O(log n + k) for each day the rect meets.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        elements(in: rect)
    }

    /// Event `indexPath` (event `item` of day `section`).
    /// - Complexity: O(1).
    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        eventAttributes(indexPath, shift: frozenShift)
    }

    /// A day's header (``dayHeaderKind``) or an hour's label (``hourLabelKind``).
    /// - Complexity: O(1).
    override open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        switch kind {
        case Self.dayHeaderKind where indexPath.item == 0: dayHeader(indexPath.section, shift: frozenShift)
        case Self.hourLabelKind where indexPath.section == 0: hourLabel(indexPath.item, shift: frozenShift)
        default: nil
        }
    }

    /// An hour's line (``hourLineKind``), the now line (``nowLineKind``) or the corner (``cornerKind``).
    /// - Complexity: O(1).
    override open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        switch kind {
        case Self.hourLineKind where indexPath.section == 0: hourLine(indexPath.item)
        case Self.nowLineKind where indexPath == ItemPath(item: 0, section: 0): nowLine()
        case Self.cornerKind where indexPath == ItemPath(item: 0, section: 0): corner(shift: frozenShift)
        default: nil
        }
    }

    /// The hour labels, then day by day: its header, its all-day events, then its events by start
    /// time.
    /// - Complexity: O(k log k).
    override open func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        readingOrder(of: elements)
    }

    /// The hour of label or line `index`.
    func hour(ofLabel index: Int) -> Double { configuration.hours.lowerBound.rounded(.up) + Double(index) }
}
