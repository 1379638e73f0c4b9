#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A tag cloud (`FlowLayout` with a line alignment): tags as wide as their words, at the leading
/// edge with 8 points between them instead of UIKit's lines spread across the width (right to
/// left, at the right edge); a segmented control centres them or moves them to the trailing edge.
public final class TagCloudViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var layout: FlowLayout?
    private let tags = ["swift", "ios", "layout", "collection view", "waterfall", "ui", "diffable", "compositional", "self-sizing",
                        "accessibility", "right to left", "spring", "scroll", "snapshot", "masonry", "tags", "flow", "justified"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            var configuration = FlowLayoutConfiguration(minimumLineSpacing: 8, minimumInteritemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 16))
            configuration.estimatedItemSize = CGSize(width: 80, height: 32)
            configuration.lineAlignment = .leading
            let layout = try FlowLayout(configuration: configuration)
            let collection = UIKitCollectionView(layout: layout, itemCounts: [tags.count]) { [tags] collectionView, indexPath in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath)
                (cell as? TagCell)?.label.text = tags[indexPath.item]
                return cell
            }
            collection.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
            embed(collection.collectionView)
            (self.collection, self.layout) = (collection, layout)
        } catch {
            show(error)
        }
        let alignments: [(String, FlowLineAlignment)] = [("Leading", .leading), ("Centred", .center), ("Trailing", .trailing), ("Justified", .justified)]
        let control = UISegmentedControl(items: alignments.map { UIAction(title: $0.0) { [unowned self] _ in align(alignments) } })
        control.selectedSegmentIndex = 0
        navigationItem.titleView = control
    }

    /// The alignment the segmented control shows, animated.
    private func align(_ alignments: [(String, FlowLineAlignment)]) {
        guard let control = navigationItem.titleView as? UISegmentedControl, alignments.indices.contains(control.selectedSegmentIndex),
              let layout, let collection else { return }
        do {
            // Inside the update, so the tags slide from where they are drawn.
            try layout.update(animatedIn: collection, itemCounts: [tags.count]) { $0.lineAlignment = alignments[control.selectedSegmentIndex].1 }
        } catch {
            show(error)
        }
    }
}

/// A tag: a capsule as wide as its word, which it reports.
final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemFill
        contentView.layer.cornerRadius = 16
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: ceil(label.intrinsicContentSize.width) + 24, height: 32)
        accessibilityLabel = label.text
        return attributes
    }
}
#endif
