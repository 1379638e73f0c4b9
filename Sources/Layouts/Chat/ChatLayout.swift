import Foundation
import LayoutCore

/// A conversation: messages from the bottom up, as a chat shows them
/// (`catalogue-layouts.md`, "Chat"; ekazaev/ChatLayout is the maintained UIKit anchor).
///
/// - **Geometry.** Messages stack in sections (a day each, under a pinned date header when
///   ``ChatLayoutConfiguration/dateHeaderHeight`` is more than 0), each as tall as its cell
///   reports (the estimate until then), its bubble at its side
///   (``ChatLayoutConfiguration/side``): at the leading or trailing edge, inset by
///   ``ChatLayoutConfiguration/horizontalInset``, as wide as its cell reports up to
///   ``ChatLayoutConfiguration/maximumBubbleWidthFraction`` of the room, or across the width;
///   ``ChatLayoutConfiguration/messageSpacing`` apart.
///   While ``showsTypingIndicator`` is true, the indicator (``typingIndicatorKind``) follows the
///   last message. While all of it is shorter than the visible height (the bounds less the
///   adjusted content insets), it sits at the bottom.
/// - **Scrolling.** The layout declares ``followsContentEnd``: a view showing it keeps the end in
///   view across every change while the person is at the bottom (new messages, a reply that
///   grows as it streams in, the typing indicator, a keyboard's inset), and moves nothing on
///   screen while they read history, loading earlier messages included. "At the bottom" ends
///   when the person drags the end more than 1 pt out of view and begins again when a scroll
///   comes to rest within 1 pt of the end. A question just sent can be pinned to the top while
///   its reply fills the screen below (``pinMessageToTop(at:)``).
///
/// Geometry is the table's (``TableLayout`` with estimated rows, composed, not inherited): a size
/// report costs O(log n), a query O(log n + k); a batch update re-reads the reported heights
/// (O(n), as the table's).
public final class ChatLayout: ConfiguredLayout<ChatLayoutConfiguration>, SelfSizingLayout {
    /// The supplementary kind of the typing indicator, at item 0 of the last section.
    public static let typingIndicatorKind = "ChatTypingIndicator"

    /// Whether the typing indicator follows the last message. Set with
    /// ``setShowsTypingIndicator(_:)``.
    public private(set) var showsTypingIndicator = false

    /// The rows, sections and pinned date headers, in coordinates before the bottom gap.
    private let table: TableLayout
    /// The widths bubbles reported, by message; a message without one is as wide as it may be.
    private var reportedWidths: [ItemPath: CGFloat] = [:]
    /// The room added above the messages so that short content sits at the bottom.
    private(set) var bottomGap: CGFloat = 0
    /// The message pinned to the top of the screen while the reply below it is shorter than the
    /// screen (``pinMessageToTop(at:)``); `nil` when none is, or once the reserve collapsed.
    public private(set) var pinnedMessage: ItemPath?
    /// The room held after the last message so that the pinned one can sit at the top.
    private(set) var reserve: CGFloat = 0
    /// The item counts before a batch update's data change, which its update items refer to.
    private var previousItemCounts: [Int]?

    /// A chat laid out as `configuration` says (the defaults when not given); throws a
    /// `LayoutError` naming a bad value. Change the settings with `setConfiguration(_:)` or
    /// `update(_:)`: a new estimate or date header height forgets the heights cells reported, as
    /// the table does.
    public override init(configuration: ChatLayoutConfiguration = ChatLayoutConfiguration()) throws(LayoutError) {
        try configuration.validate()
        table = try TableLayout(estimatedRowHeight: configuration.estimatedMessageHeight + configuration.messageSpacing,
                                sections: TableSectionStyle(headerHeight: configuration.dateHeaderHeight, pinsToVisibleBounds: true))
        try super.init(configuration: configuration)
    }

    /// Pins the message at `indexPath` (a question just sent) to the top of the screen: the
    /// content below it is held at least one visible height (a reserve after the last message),
    /// so a view at the bottom, which keeps the end in view, shows the message at the top and its
    /// reply filling the space below as it streams in. Once what follows the message outgrows the
    /// screen, the reserve collapses and the pin is let go: the view follows the reply's end.
    /// `nil` lets go at once. Call it once the message is in the data (after the batch update
    /// that inserts it); the view moves in its next layout pass. The pin follows its message
    /// through batch updates, and a reload lets go.
    /// - Throws: `LayoutError.indexPathOutOfRange(_:itemCounts:)` for a path that names no message.
    public func pinMessageToTop(at indexPath: ItemPath?) throws(LayoutError) {
        if let indexPath, !context.contains(indexPath) {
            throw .indexPathOutOfRange(indexPath, itemCounts: context.itemCounts)
        }
        guard indexPath != pinnedMessage else { return }
        pinnedMessage = indexPath
        invalidateLayout(with: [.layoutConfiguration, .anchorsVisibleContent])
    }

    /// Shows or hides the typing indicator after the last message; a view at the bottom keeps it
    /// in view.
    public func setShowsTypingIndicator(_ shows: Bool) {
        guard shows != showsTypingIndicator else { return }
        showsTypingIndicator = shows
        invalidateLayout(with: .layoutConfiguration)
    }

    // MARK: Geometry

    /// The height of the visible area: the bounds less the adjusted content insets.
    private var visibleHeight: CGFloat {
        let inset = context.adjustedContentInset
        return max(0, context.bounds.height - inset.top - inset.bottom)
    }

    /// The typing indicator's height while shown, else 0.
    private var typingHeight: CGFloat { showsTypingIndicator && context.numberOfSections > 0 ? configuration.typingIndicatorHeight : 0 }

    /// The messages' context for the table: the same, its bounds moved up by the bottom gap.
    private func tableContext(gap: CGFloat) -> LayoutContext {
        var inner = context
        inner.bounds.origin.y -= gap
        return inner
    }

    /// Lays the messages out when anything changed, then finds the bottom gap.
    /// - Complexity: the table's `prepare()` (O(n) after a data change), O(1) for a scroll.
    override public func prepare() throws(LayoutError) {
        // A scroll alone: the table reads the new bounds (its pinned headers follow them).
        guard pendingInvalidation != [.boundsOrigin] else {
            try table.prepare(in: tableContext(gap: bottomGap))
            return
        }
        try context.validate(for: self)
        if pendingInvalidation.contains(.layoutConfiguration) {
            // The settings may have changed: the table's rows and date headers follow them.
            try table.setItemSize(CGSize(width: 0, height: configuration.estimatedMessageHeight + configuration.messageSpacing))
            table.setSectionStyle(try TableSectionStyle(headerHeight: configuration.dateHeaderHeight, pinsToVisibleBounds: true))
        }
        let countsBefore = table.context.itemCounts
        try table.prepare(in: tableContext(gap: bottomGap), invalidating: pendingInvalidation)
        if pendingInvalidation.contains(.dataCounts) {
            previousItemCounts = context.updateItemsFollow ? countsBefore : nil
            // A reload to other counts: no update says where the widths and the pin went.
            if !context.updateItemsFollow, countsBefore != context.itemCounts { (reportedWidths, pinnedMessage) = ([:], nil) }
        }
        updateBottomGap()
    }

    /// The reserve a pinned message needs and the gap from the table's height and the visible
    /// height; the table's bounds follow the gap. A pin whose message is gone, or whose reserve
    /// collapsed, is let go.
    private func updateBottomGap() {
        let messages = table.collectionViewContentSize.height + typingHeight
        reserve = 0
        if let pinned = pinnedMessage {
            if let top = table.layoutAttributesForItem(at: pinned)?.frame.minY, visibleHeight - (messages - top) > 0 {
                reserve = visibleHeight - (messages - top)
            } else {
                pinnedMessage = nil
            }
        }
        bottomGap = max(0, visibleHeight - messages - reserve)
        try? table.prepare(in: tableContext(gap: bottomGap))
    }

    /// At least the visible height, so that short content sits at its bottom.
    /// - Complexity: O(1).
    override public var collectionViewContentSize: CGSize {
        CGSize(width: context.bounds.width, height: bottomGap + table.collectionViewContentSize.height + typingHeight + reserve)
    }

    /// Up and down.
    override public var scrollAxes: ScrollAxes { .vertical }

    /// Leading and trailing mirror right to left.
    override public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The view keeps the end in view while the person is at the bottom.
    override public var followsContentEnd: Bool { true }

    /// The messages' rows, date headers and the typing indicator meeting `rect`.
    /// - Complexity: O(log n + k).
    override public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite, !rect.isNull else { return [] }
        let inner = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: rect.minY - bottomGap,
                           width: CGFloat.greatestFiniteMagnitude / 2, height: rect.height)
        var result = table.layoutAttributesForElements(in: inner).map(placed).filter { $0.frame.overlaps(rect) }
        if let indicator = typingIndicatorAttributes(), indicator.frame.overlaps(rect) { result.append(indicator) }
        return result
    }

    /// The message at `indexPath`, at its side.
    /// - Complexity: O(log n).
    override public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        table.layoutAttributesForItem(at: indexPath).map(placed)
    }

    /// A section's date header, or the typing indicator.
    /// - Complexity: O(1).
    override public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        if kind == Self.typingIndicatorKind {
            return indexPath == ItemPath(item: 0, section: context.numberOfSections - 1) ? typingIndicatorAttributes() : nil
        }
        return table.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(placed)
    }

    /// The typing indicator after the last message, across the width, while shown.
    private func typingIndicatorAttributes() -> LayoutAttributes? {
        let height = typingHeight
        guard height > 0 else { return nil }
        let frame = CGRect(x: 0, y: bottomGap + table.collectionViewContentSize.height, width: context.bounds.width, height: height)
        return LayoutAttributes(forSupplementaryViewOfKind: Self.typingIndicatorKind,
                                with: ItemPath(item: 0, section: context.numberOfSections - 1), frame: frame)
    }

    /// The table's attributes below the gap, a message's bubble at its side, below the spacing
    /// its row holds above it.
    private func placed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var placed = attributes
        placed.frame.origin.y += bottomGap
        guard attributes.category == .cell else { return placed }
        placed.frame.origin.y += configuration.messageSpacing
        placed.frame.size.height -= configuration.messageSpacing
        let width = context.bounds.width, inset = configuration.horizontalInset
        let side = configuration.side?(attributes.indexPath) ?? .fullWidth
        guard side != .fullWidth else { return placed }
        let widest = max(0, (width - 2 * inset) * configuration.maximumBubbleWidthFraction)
        let bubble = min(widest, reportedWidths[attributes.indexPath] ?? widest)
        placed.frame.origin.x = side == .leading ? inset : width - inset - bubble
        placed.frame.size.width = bubble
        return placed
    }

    /// A new width changes every bubble at a side: nothing else depends on the bounds' width but
    /// the table's rows.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size || (configuration.dateHeaderHeight > 0 && newBounds.origin != context.bounds.origin)
    }

    // MARK: Updates

    /// The reported heights and widths follow their messages to their places after the update.
    override public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        table.prepare(forCollectionViewUpdates: updateItems)
        defer {
            previousItemCounts = nil
            updateBottomGap()
        }
        guard let before = previousItemCounts, let plan = try? BatchUpdates(updateItems).validated(from: before, to: context.itemCounts)
        else {
            if previousItemCounts != nil { (reportedWidths, pinnedMessage) = ([:], nil) }
            return
        }
        pinnedMessage = pinnedMessage.flatMap { plan.indexPathAfterUpdate(forItemAt: $0) }
        var moved: [ItemPath: CGFloat] = [:]
        for (path, width) in reportedWidths where !plan.isReloaded(itemAt: path) {
            if let after = plan.indexPathAfterUpdate(forItemAt: path) { moved[after] = width }
        }
        reportedWidths = moved
    }


    /// The table's end of an update.
    override public func finalizeCollectionViewUpdates() {
        table.finalizeCollectionViewUpdates()
    }

    // MARK: Self-sizing

    /// True for a message whose cell reports another height, or another bubble width at a side.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard preferred.category == .cell, preferred.frame.size.isFinite else { return false }
        let (row, originalRow) = (rowAttributes(preferred), rowAttributes(original))
        return table.shouldInvalidateLayout(forPreferredLayoutAttributes: row, withOriginalAttributes: originalRow)
            || (isAtASide(preferred.indexPath) && preferred.frame.width >= 0 && preferred.frame.width != original.frame.width)
    }

    /// A message's attributes as the table's row: its height with the spacing above it.
    private func rowAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var row = attributes
        row.frame.size.height += configuration.messageSpacing
        return row
    }

    /// Takes the message's height (O(log n), moving every later message) and its bubble's width.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        guard preferred.category == .cell else { return .none }
        let oldContentSize = collectionViewContentSize
        if isAtASide(preferred.indexPath), preferred.frame.width.isFinite, preferred.frame.width >= 0 {
            reportedWidths[preferred.indexPath] = preferred.frame.width
        }
        let (row, originalRow) = (rowAttributes(preferred), rowAttributes(original))
        if table.shouldInvalidateLayout(forPreferredLayoutAttributes: row, withOriginalAttributes: originalRow) {
            table.invalidateLayout(forPreferredLayoutAttributes: row, withOriginalAttributes: originalRow)
            updateBottomGap()
        }
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: collectionViewContentSize)
    }

    /// True for a message whose cell has not reported its height.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        table.hasEstimatedSize(key)
    }

    /// Whether the message at `path` has a bubble at a side.
    private func isAtASide(_ path: ItemPath) -> Bool {
        (configuration.side?(path) ?? .fullWidth) != .fullWidth
    }
}
