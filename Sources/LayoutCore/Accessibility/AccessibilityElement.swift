import Foundation

/// What VoiceOver finds at one element a view shows: the portable `UIAccessibilityElement`.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element.
    public var key: ElementKey
    /// Where it is, in the view's coordinates as the view draws them (its visible frame): the
    /// layout's coordinates for `UICollectionView`, which mirrors them itself right to left;
    /// where it appears in the simulated view, which draws mirrored frames itself.
    public var frame: CGRect
    /// What it says, from the app (the cell's title).
    public var label: String?
    /// Where it is, from the layout: "3 of 12" for the third of twelve items of its section,
    /// "Section 2" for a section's header or footer.
    public var value: String?
    /// What kind of element it is.
    public var traits: AccessibilityElementTraits
    /// The names of its custom actions, in the order VoiceOver's actions rotor offers them
    /// (`AccessibilityCustomAction`).
    public var customActions: [String]
    /// What each of ``customActions`` is, in the same order: a view performs an action by it.
    public var customActionIdentifiers: [AccessibilityCustomAction.Identifier]
    /// The rows and columns it spans as a cell of a table (``DataTableLayout``); `nil` for any
    /// other element.
    public var tableSpan: TableSpan?
    /// Whether the element's item is not on screen (the one just past the visible part of a
    /// section that scrolls on its own): VoiceOver's focus on it scrolls it into view first.
    public var revealsOnFocus = false

    /// An element of `key` at `frame`; `customActionIdentifiers` are the names when not given.
    package init(key: ElementKey, frame: CGRect, label: String? = nil, value: String? = nil, traits: AccessibilityElementTraits = [],
                customActions: [String] = [], customActionIdentifiers: [AccessibilityCustomAction.Identifier]? = nil,
                tableSpan: TableSpan? = nil) {
        self.key = key
        self.frame = frame
        self.label = label
        self.value = value
        self.traits = traits
        self.customActions = customActions
        self.customActionIdentifiers = customActionIdentifiers ?? customActions.map(AccessibilityCustomAction.Identifier.init(rawValue:))
        self.tableSpan = tableSpan
    }

    /// Hashes what `==` compares: the key, the frame, the words, the traits, the actions and the span.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(rect: frame)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(traits)
        hasher.combine(customActions)
        hasher.combine(customActionIdentifiers)
        hasher.combine(tableSpan)
    }
}

/// The kinds of element VoiceOver tells apart: the portable `UIAccessibilityTraits` (named apart
/// from SwiftUI's `AccessibilityTraits`, which an app imports beside it).
public struct AccessibilityElementTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: Int
    /// The traits whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A section's header: VoiceOver's rotor moves between headers.
    public static let header = AccessibilityElementTraits(rawValue: 1 << 0)
    /// An element whose value increment and decrement change (a carousel's selection).
    public static let adjustable = AccessibilityElementTraits(rawValue: 1 << 1)
    /// The selected element.
    public static let selected = AccessibilityElementTraits(rawValue: 1 << 2)
    /// An element a tap acts on (a row that opens its item): VoiceOver says "button".
    public static let button = AccessibilityElementTraits(rawValue: 1 << 3)
}
