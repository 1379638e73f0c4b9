import Foundation

/// The axes a layout's content scrolls along: one for a list, a carousel or a pager, both for a
/// spreadsheet or a week calendar. A layout declares them (``CollectionLayout/scrollAxes``), so a
/// view sized by its content knows which extent would make it as long as its content, and which
/// way the item a person looks at is kept in place across a change.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    /// One bit per axis.
    public let rawValue: UInt8

    /// The axes whose bits `rawValue` holds.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1 << 0)
    /// Side to side.
    public static let horizontal = ScrollAxes(rawValue: 1 << 1)
    /// Both: a spreadsheet, a week calendar.
    public static let both: ScrollAxes = [.vertical, .horizontal]

    /// The one axis `direction` names.
    public init(_ direction: ScrollDirection) {
        self = direction == .vertical ? .vertical : .horizontal
    }

    /// Whether the content scrolls along `direction`.
    package func contains(_ direction: ScrollDirection) -> Bool {
        contains(ScrollAxes(direction))
    }

    /// The axis a view showing `content` in `bounds` appears to scroll along: sideways only when
    /// the content is wider than the bounds and no taller. What a layout that does not declare
    /// its axes is taken to scroll along (``CollectionLayoutBase/scrollAxes``).
    package init(scrolling content: CGSize, in bounds: CGRect) {
        self = content.width > bounds.width && content.height <= bounds.height ? .horizontal : .vertical
    }

    /// The axis things are kept in place along: the one axis, or for both, the one `content`
    /// overflows `bounds` along (``init(scrolling:in:)``).
    package func primary(content: CGSize, in bounds: CGRect) -> ScrollDirection {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        default: ScrollAxes(scrolling: content, in: bounds) == .horizontal ? .horizontal : .vertical
        }
    }
}
