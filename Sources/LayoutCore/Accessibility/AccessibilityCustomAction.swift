/// Something VoiceOver offers to do on an element beyond activating it, in its actions rotor:
/// the portable `UIAccessibilityCustomAction`. A view asks for an element's actions when
/// VoiceOver reads it and again when one is performed, so an action never acts on a stale
/// index path; it finds the action to perform by its ``identifier``, never by its name, which
/// an app may translate.
public struct AccessibilityCustomAction {
    /// What an action is, whatever it is called: a view performs the action of an element by
    /// this value.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The identifier's text.
        public let rawValue: String

        /// The identifier `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier `value`.
        public init(stringLiteral value: String) {
            self.init(rawValue: value)
        }

        /// The identifier's string, as logs and test failures show it.
        public var description: String { rawValue }

        /// A view's own move of an item one place toward its section's start.
        public static let moveEarlier: Identifier = "moveEarlier"
        /// A view's own move of an item one place toward its section's end.
        public static let moveLater: Identifier = "moveLater"
        /// A view's own move of an item to its section's start.
        public static let moveToStart: Identifier = "moveToStart"
        /// A view's own move of an item to its section's end.
        public static let moveToEnd: Identifier = "moveToEnd"
        /// Deletes the item (`onCollectionDelete`).
        public static let delete: Identifier = "delete"
    }

    /// What the action is.
    public var identifier: Identifier
    /// What VoiceOver says for it ("Move earlier", "Delete photo"); an element's actions have
    /// different identifiers.
    public var name: String
    /// Performs it; answers whether it did anything.
    public var perform: () -> Bool

    /// The action `identifier`, called `name`, done by `perform`.
    public init(_ identifier: Identifier, name: String, perform: @escaping () -> Bool) {
        self.identifier = identifier
        self.name = name
        self.perform = perform
    }

    /// The action `name`, identified by its name, done by `perform`.
    public init(name: String, perform: @escaping () -> Bool) {
        self.init(Identifier(rawValue: name), name: name, perform: perform)
    }
}
