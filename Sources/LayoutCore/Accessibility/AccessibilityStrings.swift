import Foundation

/// A phrase a collection view has VoiceOver say, by its key in a strings table, with its English
/// text. Arguments are written `%1$@`, `%2$@`, … (or `%@` in order), as in a `.strings` file.
public enum AccessibilityPhrase: String, CaseIterable, Sendable {
    /// An item's place in its section: "3 of 12" (the item, the count).
    case itemPosition = "CollectionLayouts.itemPosition"
    /// A header's or footer's section: "Section 2".
    case sectionPosition = "CollectionLayouts.sectionPosition"
    /// The selected item of an adjustable element: "Margherita, 3 of 12" (its label, its place).
    case labelAndPosition = "CollectionLayouts.labelAndPosition"
    /// The custom action moving an item one place toward its section's start.
    case moveEarlier = "CollectionLayouts.moveEarlier"
    /// The custom action moving an item one place toward its section's end.
    case moveLater = "CollectionLayouts.moveLater"
    /// The custom action moving an item to its section's start.
    case moveToStart = "CollectionLayouts.moveToStart"
    /// The custom action moving an item to its section's end.
    case moveToEnd = "CollectionLayouts.moveToEnd"
    /// Said once an item moved: "Moved to 4 of 12" (its new place).
    case movedTo = "CollectionLayouts.movedTo"
    /// Said after a page scroll of a list: "Rows 21 to 30 of 200" (first, last, count).
    case rows = "CollectionLayouts.rows"
    /// Said after a page scroll of a grid: "Items 5 to 16 of 48" (first, last, count).
    case items = "CollectionLayouts.items"
    /// Said after a page scroll of a paging view: "Page 3 of 10" (the page, the count).
    case page = "CollectionLayouts.page"
    /// A cell of a table: "Row 4, column 6" (its row and column, from 1).
    case tableCell = "CollectionLayouts.tableCell"
    /// A cell of a table with headers: "Q5, Store 3, row 4, column 6" (the headers' labels, its
    /// row and column).
    case tableCellWithHeaders = "CollectionLayouts.tableCellWithHeaders"
    /// A time of day: "9:05" (the hour, the minutes in two digits).
    case clockTime = "CollectionLayouts.clockTime"
    /// An event's times: "9:30 to 10:15" (its start, its end).
    case timeRange = "CollectionLayouts.timeRange"
    /// An event that fills its day.
    case allDay = "CollectionLayouts.allDay"
    /// The action deleting an item (a row's swipe action and its VoiceOver action).
    case delete = "CollectionLayouts.delete"

    /// The English text, the default.
    public var english: String {
        switch self {
        case .itemPosition: "%1$@ of %2$@"
        case .sectionPosition: "Section %1$@"
        case .labelAndPosition: "%1$@, %2$@"
        case .moveEarlier: "Move earlier"
        case .moveLater: "Move later"
        case .moveToStart: "Move to start"
        case .moveToEnd: "Move to end"
        case .movedTo: "Moved to %1$@"
        case .rows: "Rows %1$@ to %2$@ of %3$@"
        case .items: "Items %1$@ to %2$@ of %3$@"
        case .page: "Page %1$@ of %2$@"
        case .tableCell: "Row %1$@, column %2$@"
        case .tableCellWithHeaders: "%1$@, row %2$@, column %3$@"
        case .clockTime: "%1$@:%2$@"
        case .timeRange: "%1$@ to %2$@"
        case .allDay: "All day"
        case .delete: "Delete"
        }
    }
}

/// The words a collection view has VoiceOver say: the phrases of ``AccessibilityPhrase`` from a
/// table an app translates or replaces, English by default.
///
/// ```swift
/// view.accessibilityStrings = .table("CollectionLayouts", in: .main)   // CollectionLayouts.strings
/// ```
public struct AccessibilityStrings: Sendable {
    private let lookup: @Sendable (AccessibilityPhrase) -> String
    private let number: @Sendable (Int) -> String

    /// Phrases from `lookup` (which answers a format for each phrase), numbers written by
    /// `number` (decimal digits by default).
    public init(number: @escaping @Sendable (Int) -> String = { String($0) },
                lookup: @escaping @Sendable (AccessibilityPhrase) -> String) {
        self.lookup = lookup
        self.number = number
    }

    /// The English phrases.
    public static let english = AccessibilityStrings { $0.english }

    /// The phrases of the strings table `table` (`Localizable` when `nil`) in `bundle`, in its
    /// current localization, each key the phrase's raw value; English for a phrase the table
    /// lacks. Numbers are written for `locale`.
    public static func table(_ table: String? = nil, in bundle: Bundle, locale: Locale = .current) -> AccessibilityStrings {
        let numberText = { @Sendable (value: Int) -> String in
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = false
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }
        // A bundle is found again by its path: `Bundle` is not `Sendable` on every platform.
        let path = bundle.bundlePath
        return AccessibilityStrings(number: numberText) { phrase in
            (Bundle(path: path) ?? .main).localizedString(forKey: phrase.rawValue, value: phrase.english, table: table)
        }
    }

    /// `phrase` with `arguments` in its places: what a layout that describes its elements
    /// (``AccessibilityDescribingLayout``) says.
    public func callAsFunction(_ phrase: AccessibilityPhrase, _ arguments: String...) -> String {
        Self.substitute(arguments, into: lookup(phrase))
    }

    /// `value` written as this table writes numbers.
    public func number(_ value: Int) -> String {
        number(value)
    }

    /// `format` with `%n$@` replaced by the n-th argument, `%@` by the next one and `%%` by `%`;
    /// a place with no argument is left empty.
    static func substitute(_ arguments: [String], into format: String) -> String {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            var index = next
            var rest = characters
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                rest = rest.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            guard rest.first == "@" else {
                result += "%"
                continue
            }
            characters = rest.dropFirst()
            if arguments.indices.contains(index) { result += arguments[index] }
        }
        return result + characters
    }
}
