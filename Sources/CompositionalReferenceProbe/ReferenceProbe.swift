#if canImport(UIKit)
import CompositionalLayoutModule
import LayoutCore
import LayoutUIKit
import UIKit

/// Lays out every compositional preset with Apple's `UICollectionViewCompositionalLayout` and
/// with ours, in collection views of the same size, and reports the frames that differ — so
/// anyone with a Mac checks our engine against Apple's. Run it from an app or a UI test on a
/// simulator: `ReferenceProbe.run().forEach { print($0) }`, or push a ``ReferenceProbeViewController``.
@MainActor
package enum ReferenceProbe {
    /// What one preset gave.
    package struct Report: CustomStringConvertible {
        /// The preset's name.
        package var preset: String
        /// How many elements Apple's layout placed.
        package var appleElementCount: Int
        /// The frames that differ, and the elements only one layout has.
        package var differences: [FrameDifference]

        package var description: String {
            let head = "\(preset): \(appleElementCount) elements, \(differences.count) differ"
            return ([head] + differences.prefix(20).map { "  \($0)" }).joined(separator: "\n")
        }
    }

    /// Every preset in a view of `size` (a portrait iPhone by default): frames of every element
    /// up to `depth` points down the content.
    package static func run(size: CGSize = CGSize(width: 390, height: 844), depth: CGFloat = 3000) -> [Report] {
        ReferencePreset.all.map { run($0, size: size, depth: depth) }
    }

    /// The probe's one cell.
    private static let cellReuseIdentifier = "probe"

    /// One preset.
    package static func run(_ preset: ReferencePreset, size: CGSize, depth: CGFloat) -> Report {
        let region = CGRect(x: 0, y: 0, width: max(size.width, depth), height: max(size.height, depth))
        let apple = attributes(of: AppleCompositionalModel.layout(preset.makeLayout()), preset: preset,
                               size: size, in: region).compactMap(LayoutAttributes.init)
        let ours = attributes(of: CollectionLayoutAdapter(preset.makeLayout()), preset: preset, size: size, in: region)
            .compactMap(LayoutAttributes.init)
        return Report(preset: preset.name, appleElementCount: apple.count,
                      differences: FrameDifference.differences(ours: ours, apple: apple))
    }

    /// `layout`'s elements in `region` of a view of `size` showing `preset`'s data, with a
    /// registered cell and a view registered for each of its kinds (decorations on `layout`
    /// itself, as UIKit keeps them), as UIKit requires before the first layout pass.
    private static func attributes(of layout: UICollectionViewLayout, preset: ReferencePreset, size: CGSize,
                                   in region: CGRect) -> [UICollectionViewLayoutAttributes] {
        let collection = UIKitCollectionView(frame: CGRect(origin: .zero, size: size), layout: CollectionLayoutBase(),
                                             itemCounts: preset.itemCounts) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
        }
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: cellReuseIdentifier)
        let registry = preset.registry
        for kind in registry.supplementaryReuseIdentifiers.keys.sorted() {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind)
        }
        for kind in registry.decorationKinds.sorted() {
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: kind)
        }
        collection.collectionView.setCollectionViewLayout(layout, animated: false)
        collection.collectionView.layoutIfNeeded()
        return layout.layoutAttributesForElements(in: region) ?? []
    }
}

/// Shows the probe's reports in a text view.
package final class ReferenceProbeViewController: UIViewController {
    package override func viewDidLoad() {
        super.viewDidLoad()
        let text = UITextView(frame: view.bounds)
        text.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        text.isEditable = false
        text.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        text.text = ReferenceProbe.run().map(\.description).joined(separator: "\n\n")
        view.addSubview(text)
    }
}
#endif
