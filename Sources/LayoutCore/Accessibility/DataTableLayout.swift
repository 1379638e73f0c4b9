import Foundation

/// A layout whose cells VoiceOver reads as a table's (a spreadsheet): each cell at its row and
/// column, with the headers of both, and VoiceOver's row and column navigation
/// (`UIAccessibilityContainerDataTable` on iOS, which the UIKit host adopts for such a layout).
///
/// A collection view reads a cell of the table as "Q5, Store 3, row 4, column 6": the labels of
/// its column's and its row's header elements, then its place, counted from 1.
public protocol DataTableLayout: CollectionLayout {
    /// How many rows the table has.
    var accessibilityRowCount: Int { get }
    /// How many columns the table has.
    var accessibilityColumnCount: Int { get }
    /// The rows and columns `key` spans (a merged cell spans several); `nil` for an element that
    /// is not a cell of the table.
    func accessibilityTableSpan(of key: ElementKey) -> TableSpan?
    /// The element that holds the cell at `row` and `column` (a merged cell's for each cell it
    /// covers); `nil` outside the table.
    func accessibilityTableElement(row: Int, column: Int) -> ElementKey?
    /// The elements that head `row` (a name column's cell).
    func accessibilityHeaderElements(forRow row: Int) -> [ElementKey]
    /// The elements that head `column` (a header row's cell).
    func accessibilityHeaderElements(forColumn column: Int) -> [ElementKey]
}

/// A layout that says where its elements are in its own words, in place of a collection view's
/// "3 of 12" (a calendar's event: "9:30 to 10:15").
public protocol AccessibilityDescribingLayout: CollectionLayout {
    /// What VoiceOver says of where `key` is, in `strings`' words; `nil` for the collection
    /// view's own.
    func accessibilityValue(of key: ElementKey, strings: AccessibilityStrings) -> String?
}
