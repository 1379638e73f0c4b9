import Foundation

/// Where a ``ChatLayout`` puts a message's bubble across the width: the sender's side.
public enum ChatMessageSide: Hashable, Sendable {
    /// At the leading edge: the other person's messages.
    case leading
    /// At the trailing edge: the person's own messages.
    case trailing
    /// Across the whole width: a system notice, a date line, a card.
    case fullWidth
}
