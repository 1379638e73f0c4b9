/// Takes back, for a view's own types, what modifiers standing apart from the view carried
/// untyped (SwiftUI's environment holds a binding of any id type): a value of the view's types
/// is given back typed; one set for other types is left out and kept as the first
/// ``mismatch``, which the view reports (``DeclaredCollection/tellMismatch(_:)``).
package struct ModifierTyping {
    /// The first modifier whose value was of other types than asked, if one was.
    package private(set) var mismatch: ModifierTypeMismatch?

    /// Typing that has met no mismatch yet.
    package init() {}

    /// `value` as `Value`; `nil` when unset, or set for another type (then kept in ``mismatch``,
    /// named as `modifier`, unless an earlier one is).
    package mutating func typed<Value>(_ value: Any?, _ modifier: String, as type: Value.Type) -> Value? {
        guard let value else { return nil }
        if let typed = value as? Value { return typed }
        if mismatch == nil { mismatch = ModifierTypeMismatch(modifier: modifier, given: Swift.type(of: value), expected: Value.self) }
        return nil
    }
}

/// A modifier set for other types than the view's own: a selection bound to another id type, a
/// tap action taking another item type. It does nothing, and is reported as a runtime issue.
package struct ModifierTypeMismatch: Error, CustomStringConvertible, Equatable {
    /// The modifier, as the app writes it (`.collectionSelection(_:)`).
    package let modifier: String
    /// The type of what the app gave.
    package let given: Any.Type
    /// The type the view takes there.
    package let expected: Any.Type

    package var description: String {
        "\(modifier) was given \(given), but this CollectionLayoutView expects \(expected); the modifier does nothing"
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.modifier == rhs.modifier && lhs.given == rhs.given && lhs.expected == rhs.expected
    }
}
