import Foundation

/// How many columns a ``WaterfallLayout`` section has: a number, or as many as fit at a minimum
/// width, so the count adapts to the width (two on a phone held upright, four across).
public enum WaterfallColumns: Hashable, Sendable {
    /// `count` columns, 1 to ``WaterfallLayout/maximumColumnCount``.
    case count(Int)
    /// As many columns of at least this width as fit with the column spacing:
    /// `max(1, ⌊(W + s_c) / (m + s_c)⌋)` for a room `W` and spacing `s_c`. Positive and finite.
    case minimumWidth(CGFloat)
}
