import Foundation
import LayoutCore

/// The settings of a ``ChatLayout``: message heights, sides and bubble widths, date headers and
/// the typing indicator.
public struct ChatLayoutConfiguration: Sendable, LayoutConfiguration {
    /// The height a message has until its cell reports its own; more than 0.
    public var estimatedMessageHeight: CGFloat
    /// The side of each message's bubble; full width when not given.
    public var side: (@Sendable (ItemPath) -> ChatMessageSide)?
    /// The widest a bubble at a side may be, as a fraction of the width less the insets, in
    /// (0, 1]. A cell reports the width it needs up to this.
    public var maximumBubbleWidthFraction: CGFloat = 0.78
    /// The room between a bubble at a side and the edge it sits at; 0 or more.
    public var horizontalInset: CGFloat = 12
    /// The room above each message, between it and the one before (or its date header); 0 or
    /// more, 0 by default (a cell that pads its bubble itself needs none). A message's frame is
    /// its bubble; the room is not part of it.
    public var messageSpacing: CGFloat = 0
    /// The height of each section's date header, pinned to the top while its messages pass under
    /// it, as the kind `ElementCategory.headerKind`; 0 for none.
    public var dateHeaderHeight: CGFloat = 0
    /// The height of the typing indicator shown after the last message while
    /// ``ChatLayout/showsTypingIndicator`` is true, as the kind ``ChatLayout/typingIndicatorKind``;
    /// more than 0.
    public var typingIndicatorHeight: CGFloat = 36

    /// Messages `estimatedMessageHeight` tall until they report their own, each at the side
    /// `side` answers (full width without it).
    public init(estimatedMessageHeight: CGFloat = 44, side: (@Sendable (ItemPath) -> ChatMessageSide)? = nil) {
        self.estimatedMessageHeight = estimatedMessageHeight
        self.side = side
    }

    /// Throws a `LayoutError` naming the first value that is not finite or out of its range.
    public func validate() throws(LayoutError) {
        guard estimatedMessageHeight.isFinite, estimatedMessageHeight > 0 else {
            throw .invalidValue(name: "estimatedMessageHeight", value: estimatedMessageHeight, expected: "a finite number > 0")
        }
        guard maximumBubbleWidthFraction.isFinite, maximumBubbleWidthFraction > 0, maximumBubbleWidthFraction <= 1 else {
            throw .invalidValue(name: "maximumBubbleWidthFraction", value: maximumBubbleWidthFraction, expected: "a number in (0, 1]")
        }
        try LayoutError.check("horizontalInset", horizontalInset)
        try LayoutError.check("messageSpacing", messageSpacing)
        try LayoutError.check("dateHeaderHeight", dateHeaderHeight)
        guard typingIndicatorHeight.isFinite, typingIndicatorHeight > 0 else {
            throw .invalidValue(name: "typingIndicatorHeight", value: typingIndicatorHeight, expected: "a finite number > 0")
        }
    }
}
