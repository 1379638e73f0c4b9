#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A spreadsheet of 1,000 stores by 1,000 weeks (`GridLayout`): the header row, the name column
/// and the totals row frozen while the figures scroll both ways under them, the title of the
/// first weeks merged across three columns, grid lines in the 1-point gaps, drags locked to the
/// axis they begin along. VoiceOver reads it as a table ("Week 5, Store 3, row 4, column 6") and
/// moves by row and column. A double tap on a column's header widens that column.
public final class SpreadsheetViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var layout: GridLayout?
    private static let size = 1_000

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            var configuration = GridLayoutConfiguration(columnWidths: .uniform(88), rowHeights: .uniform(36), spacing: 1)
            configuration.frozenLeadingRows = 1
            configuration.frozenTrailingRows = 1
            configuration.frozenLeadingColumns = 1
            configuration.mergedCells = [.init(rows: 1..<2, columns: 1..<4)]
            let layout = try GridLayout(configuration: configuration)
            let counts = Array(repeating: Self.size, count: Self.size)
            let collection = UIKitCollectionView(layout: layout, itemCounts: counts, cellProvider: SheetCell.provider { Self.text(at: $0) })
            collection.register(SheetCell.self, forCellWithReuseIdentifier: SheetCell.reuseIdentifier)
            collection.register(SeparatorView.self, forDecorationViewOfKind: GridLayout.columnLineKind)
            collection.register(SeparatorView.self, forDecorationViewOfKind: GridLayout.rowLineKind)
            collection.collectionView.isDirectionalLockEnabled = true
            collection.collectionView.accessibilityLabel = "Sales"
            collection.didSelectItem = { [weak self] path in
                guard path.section == 0, path.item > 0 else { return }
                self?.widen(column: path.item)
            }
            embed(collection.collectionView)
            (self.collection, self.layout) = (collection, layout)
        } catch {
            show(error)
        }
    }

    /// What the cell at `indexPath` (row `section`, column `item`) says.
    static func text(at indexPath: IndexPath) -> String {
        switch (indexPath.section, indexPath.item) {
        case (0, 0): "Store"
        case (0, let column): "Week \(column)"
        case (size - 1, 0): "Total"
        case (1, 1): "Opening weeks"
        case (let row, 0): "Store \(row)"
        case (let row, let column): String((row * 31 + column * 17) % 1_000)
        }
    }

    /// Column `column` twice as wide (or back): only the columns after it move.
    private func widen(column: Int) {
        guard let layout else { return }
        do {
            let current = CGFloat(88)
            let isWide = if case .each(let widths) = layout.configuration.columnWidths { widths[column] > current } else { false }
            try layout.setWidth(isWide ? current : 2 * current, ofColumn: column)
        } catch {
            show(error)
        }
    }
}

/// A spreadsheet cell: its figure, right-aligned; headers in bold on grey.
final class SheetCell: UICollectionViewCell {
    static let reuseIdentifier = "SheetCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        label.textAlignment = .right
        label.frame = contentView.bounds.insetBy(dx: 8, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// A cell provider that dequeues a `SheetCell` saying `text(indexPath)`, the frozen row and
    /// column in bold on grey.
    static func provider(_ text: @escaping (IndexPath) -> String) -> (UICollectionView, IndexPath) -> UICollectionViewCell {
        { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
            let isHeader = indexPath.section == 0 || indexPath.item == 0
            if let cell = cell as? SheetCell {
                cell.label.text = text(indexPath)
                cell.label.font = isHeader ? .boldSystemFont(ofSize: 15) : .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
                cell.label.textAlignment = isHeader ? .left : .right
                cell.contentView.backgroundColor = isHeader ? .secondarySystemBackground : .systemBackground
            }
            cell.accessibilityLabel = text(indexPath)
            return cell
        }
    }
}
#endif
