import Foundation
import LayoutCore

/// How a ``TableLayout``'s sections are set apart, as `UITableView` sets them: each section's
/// header above its rows and footer below them (`sectionHeaderHeight`, `sectionFooterHeight`; 0:
/// none), the space between one section and the next, and whether headers and footers stick to
/// the visible edges while their section's rows pass beneath them, as in `UITableView`'s plain
/// style, or scroll with their rows, as in its grouped style.
///
/// ```swift
/// let table = try TableLayout(estimatedRowHeight: 44, sections: .plain(headerHeight: 28))
/// // A profile page: the first header (a cover photo) stretches when pulled, parallaxes away.
/// let profile = try TableLayout(itemSize: CGSize(width: 0, height: 56),
///                               sections: TableSectionStyle(headerHeight: 240, firstHeaderStretching: .parallax()))
/// ```
public struct TableSectionStyle: Equatable, Sendable {
    /// The height of each section's header, shown as the supplementary view of kind
    /// `ElementCategory.headerKind`; 0 for none.
    public var headerHeight: CGFloat
    /// The height of each section's footer, shown as the supplementary view of kind
    /// `ElementCategory.footerKind`; 0 for none.
    public var footerHeight: CGFloat
    /// The space between one section's end (its footer, or its last row) and the next section's
    /// start.
    public var spacing: CGFloat
    /// Whether a header sticks to the top of the visible area while its section's rows scroll
    /// beneath it (pushed away by the section's end), and a footer to the bottom: `UITableView`'s
    /// plain style.
    public var pinsToVisibleBounds: Bool
    /// How the first section's header answers a pull past the top and a scroll up
    /// (`HeaderStretching`): it stretches instead of pinning; `nil` (the default) for none.
    /// Checked when the table prepares.
    public var firstHeaderStretching: HeaderStretching?

    /// Sections of `headerHeight` headers and `footerHeight` footers (0: none), `spacing` apart,
    /// pinned while their rows scroll when `pinsToVisibleBounds`. Each length must be finite and
    /// 0 or more: a `LayoutError` naming it otherwise.
    /// `firstHeaderStretching` makes the first section's header stretch (a parallax factor out of
    /// 0…1 is a `LayoutError` naming it).
    public init(headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, spacing: CGFloat = 0,
                pinsToVisibleBounds: Bool = false, firstHeaderStretching: HeaderStretching? = nil) throws(LayoutError) {
        try LayoutError.checkLength("headerHeight", headerHeight)
        try LayoutError.checkLength("footerHeight", footerHeight)
        try LayoutError.checkLength("spacing", spacing)
        try firstHeaderStretching?.validate()
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.spacing = spacing
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.firstHeaderStretching = firstHeaderStretching
    }

    /// Sections with no headers, footers or spacing: one after another, as rows of one list.
    public init() {
        headerHeight = 0
        footerHeight = 0
        spacing = 0
        pinsToVisibleBounds = false
    }

    /// `UITableView`'s plain style: headers and footers pinned while their rows scroll, no space
    /// between sections.
    public static func plain(headerHeight: CGFloat, footerHeight: CGFloat = 0) throws(LayoutError) -> TableSectionStyle {
        try TableSectionStyle(headerHeight: headerHeight, footerHeight: footerHeight, pinsToVisibleBounds: true)
    }

    /// `UITableView`'s grouped style: headers and footers scroll with their rows, sections
    /// `spacing` apart.
    public static func grouped(headerHeight: CGFloat, footerHeight: CGFloat = 0, spacing: CGFloat = 20) throws(LayoutError) -> TableSectionStyle {
        try TableSectionStyle(headerHeight: headerHeight, footerHeight: footerHeight, spacing: spacing)
    }
}
