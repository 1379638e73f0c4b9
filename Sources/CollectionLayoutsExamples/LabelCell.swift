#if canImport(UIKit)
import UIKit

/// The examples' cell: a rounded tile with a centred title.
class LabelCell: UICollectionViewCell {
    static let reuseIdentifier = "LabelCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// A cell provider that dequeues a `LabelCell` titled by `title(indexPath)`.
    static func provider(_ title: @escaping (IndexPath) -> String) -> (UICollectionView, IndexPath) -> UICollectionViewCell {
        { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
            let text = title(indexPath)
            (cell as? LabelCell)?.label.text = text
            cell.accessibilityLabel = text
            return cell
        }
    }
}

/// A section's title: the examples' section header.
final class HeaderView: UICollectionReusableView {
    static let kind = UICollectionView.elementKindSectionHeader
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

extension UIViewController {
    /// Adds `collectionView` filling `frame` of the view's safe area (fractions of it), resizing with it.
    func embed(_ collectionView: UICollectionView, in frame: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            collectionView.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: frame.width),
            collectionView.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: frame.height),
            frame.minX == 0 ? collectionView.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
                : collectionView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            frame.minY == 0 ? collectionView.topAnchor.constraint(equalTo: guide.topAnchor)
                : collectionView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// Shows `error` in place of the screen: a bad value is named, never a crash.
    func show(_ error: any Error) {
        let label = UILabel(frame: view.bounds)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = "\(error)"
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
/// A decoration view filled with one colour, its class's ``fill``: the examples' lines and covers.
class FilledDecorationView: UICollectionReusableView {
    /// The colour it is filled with.
    class var fill: UIColor { .separator }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.fill
    }

    required init?(coder: NSCoder) { nil }
}

/// A line between rows or columns, or at an hour: the separator colour.
final class SeparatorView: FilledDecorationView {}
#endif
