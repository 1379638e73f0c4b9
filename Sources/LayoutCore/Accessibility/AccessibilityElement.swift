import Foundation

/// What VoiceOver finds at one element a view shows: the portable `UIAccessibilityElement`.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element.
    public var key: ElementKey
    /// Where it is on screen, in the view's coordinates (its visible frame).
    public var frame: CGRect
    /// What it says, from the app (the cell's title).
    public var label: String?
    /// Where it is, from the layout: "3 of 12" for the third of twelve items of its section,
    /// "Section 2" for a section's header or footer.
    public var value: String?
    /// What kind of element it is.
    public var traits: AccessibilityElementTraits
    /// The names of its custom actions, in the order VoiceOver's actions rotor offers them
    /// (`AccessibilityCustomAction`; the view performs one by name).
    public var customActions: [String]

    /// An element of `key` at `frame`.
    public init(key: ElementKey, frame: CGRect, label: String? = nil, value: String? = nil, traits: AccessibilityElementTraits = [],
                customActions: [String] = []) {
        self.key = key
        self.frame = frame
        self.label = label
        self.value = value
        self.traits = traits
        self.customActions = customActions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(rect: frame)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(traits)
        hasher.combine(customActions)
    }
}

/// The kinds of element VoiceOver tells apart: the portable `UIAccessibilityTraits` (named apart
/// from SwiftUI's `AccessibilityTraits`, which an app imports beside it).
public struct AccessibilityElementTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A section's header: VoiceOver's rotor moves between headers.
    public static let header = AccessibilityElementTraits(rawValue: 1 << 0)
    /// An element whose value increment and decrement change (a carousel's selection).
    public static let adjustable = AccessibilityElementTraits(rawValue: 1 << 1)
    /// The selected element.
    public static let selected = AccessibilityElementTraits(rawValue: 1 << 2)
}
