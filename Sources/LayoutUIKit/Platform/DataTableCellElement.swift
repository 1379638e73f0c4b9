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
    /// The cell the proxy stands for, read when VoiceOver asks: its value, traits, hint and
    /// actions are what UIKit and the app give it now (a cell deselected or reused since is read
    /// as it is), with ours beside them.
    nonisolated(unsafe) private weak var cell: UIView?
    /// Ours: a header's trait, the engine's actions.
    nonisolated(unsafe) private var ownTraits: UIAccessibilityTraits = []
    nonisolated(unsafe) private var ownActions: [UIAccessibilityCustomAction] = []
    /// The value the engine gave the cell (its place, which VoiceOver says from the span).
    nonisolated(unsafe) private var ownValue: String?

    /// A proxy read by VoiceOver, whose container is set by ``update(from:span:cell:actions:in:)``.
    override init(accessibilityContainer container: Any) {
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
    }

    /// Takes `element`'s label, frame (in the collection view's coordinates) and `span`, in
    /// `container`, and stands for `cell`, whose value, traits, hint and custom actions it reads
    /// when asked, beside ours (a header's trait, `actions`). VoiceOver says the row, the column
    /// and the headers from the span; the cell's own value (a percentage, a switch's state) after.
    func update(from element: AccessibilityElement, span: TableSpan, cell: UIView?, actions: [UIAccessibilityCustomAction],
                in container: UICollectionView?) {
        accessibilityContainer = container
        accessibilityLabel = element.label
        accessibilityFrameInContainerSpace = element.frame
        self.cell = cell
        ownTraits = element.traits.contains(.header) ? .header : []
        ownValue = element.value
        ownActions = actions
        rows = NSRange(location: span.rows.lowerBound, length: span.rows.count)
        columns = NSRange(location: span.columns.lowerBound, length: span.columns.count)
    }

    /// The cell's own value, not the place the engine gave it, which VoiceOver says from the span.
    override var accessibilityValue: String? {
        get { cell?.accessibilityValue == ownValue ? nil : cell?.accessibilityValue }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { (cell?.accessibilityTraits ?? []).union(ownTraits) }
        set {}
    }

    override var accessibilityHint: String? {
        get { cell?.accessibilityHint }
        set {}
    }

    /// The cell's actions (which hold ours once given to it after a layout pass), else ours.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { cell?.accessibilityCustomActions ?? ownActions }
        set {}
    }

    func accessibilityRowRange() -> NSRange { rows }

    func accessibilityColumnRange() -> NSRange { columns }
}
#endif
