#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits as mutable globals.
@preconcurrency import UIKit

/// What VoiceOver reads for a cell of a layout read as a table (`DataTableLayout`): a proxy
/// standing where the cell is, with its label, traits and custom actions, and the rows and columns
/// it spans, from which VoiceOver says "row 4, column 6" and the headers' names itself.
///
/// A proxy, not the cell: `UICollectionViewCell`'s accessibility answers `accessibilityRowRange`
/// as a list's (its item of its section) and no column (`UICollectionViewCellAccessibility`,
/// iOS 18.2 decompile), and UIKit itself reads items through such proxies
/// (`UICollectionViewCellAccessibilityElement`). One proxy per element for as long as it stays on
/// screen, the same object from the container and from the table's questions, so VoiceOver's
/// focus and its swipes from a cell it moved to agree.
final class DataTableCellElement: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    private var rows = NSRange(location: NSNotFound, length: 0)
    private var columns = NSRange(location: NSNotFound, length: 0)

    /// A proxy read by VoiceOver, whose container is set by ``update(from:span:cell:actions:in:)``.
    override init(accessibilityContainer container: Any) {
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
    }

    /// Takes `element`'s label, frame (in the collection view's coordinates) and `span`, in
    /// `container`; and the traits, hint and custom actions of its `cell`, which hold the app's
    /// beside ours (given to the view after each layout pass), else ours (a header's trait,
    /// `actions`). Its value is left to VoiceOver, which says the row, the column and the headers
    /// from the span: the engine's value ("Q5, Store 3, row 4, column 6") is what it says.
    func update(from element: AccessibilityElement, span: TableSpan, cell: UIView?, actions: [UIAccessibilityCustomAction],
                in container: UICollectionView?) {
        accessibilityContainer = container
        accessibilityLabel = element.label
        accessibilityTraits = cell?.accessibilityTraits ?? (element.traits.contains(.header) ? .header : [])
        accessibilityHint = cell?.accessibilityHint
        accessibilityFrameInContainerSpace = element.frame
        accessibilityCustomActions = cell?.accessibilityCustomActions ?? actions
        rows = NSRange(location: span.rows.lowerBound, length: span.rows.count)
        columns = NSRange(location: span.columns.lowerBound, length: span.columns.count)
    }

    func accessibilityRowRange() -> NSRange { rows }

    func accessibilityColumnRange() -> NSRange { columns }
}
#endif
