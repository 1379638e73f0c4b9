import CompositionalLayoutModule
import DiffableData
import LayoutCore

/// The screen logic of the Photos app's library: every photo (`allPhotos`) or a card per month
/// (`monthSummary`), switched in both directions with animation.
///
/// One compositional layout serves both modes: its section provider returns each month's section
/// in the mode of the data the view shows, so the layout changes with the data,
/// inside the update, as UIKit needs: a layout invalidated before the update would be laid out
/// with the new mode over the old data first. A switch applies the other mode's snapshot through
/// the ``dataSource`` — the
/// small photos are deleted or inserted while each month's large photo keeps its identity, and
/// so its cell, which moves to its new place and restyles over ``styleChangeDuration`` (it is
/// reconfigured). Written against `SnapshotApplying`, so it drives the simulated data source
/// in tests and a diffable data source on iOS.
///
/// `Photo` is the app's own photo type: the controller needs only its identity (equal photos are
/// the same photo), so it can be an asset identifier or a model of the app's.
public final class PhotosController<Photo: Hashable> {
    /// The snapshots the controller applies.
    public typealias Snapshot = DiffableSnapshot<PhotosSection, Item>

    /// How long a large photo's change of style takes, in seconds.
    public static var styleChangeDuration: Double { 0.2 }

    /// The library, month by month.
    public let months: [Month]
    /// How the library is shown now.
    public private(set) var mode: PhotosMode
    /// The layout the collection view must use: its sections follow ``mode``.
    public private(set) lazy var layout = CompositionalLayout { [unowned self] index, _ in section(at: index) }
    /// The data source the snapshots go to; held weakly, as the view controller owns it.
    public weak var dataSource: (any SnapshotApplying<PhotosSection, Item>)?

    /// A controller over `months`, shown in `mode`. Throws a `SnapshotError` when a photo or a
    /// month title appears twice, naming it.
    public init(months: [Month], mode: PhotosMode = .allPhotos) throws(SnapshotError) {
        self.months = months
        self.mode = mode
        var seen = Set<Photo>()
        let repeated = months.flatMap(\.photos).filter { !seen.insert($0).inserted }
        guard repeated.isEmpty else { throw .duplicateItems(repeated.map { String(describing: $0) }) }
        for candidate in PhotosMode.allCases { _ = try Self.snapshot(of: months, in: candidate) }
    }

    /// The snapshot of `mode`: a section per month; every photo of it, or only the large one.
    /// - Complexity: O(n) for n photos.
    public func snapshot(for mode: PhotosMode) -> Snapshot {
        // The months were checked when the controller was made: this cannot throw.
        try! Self.snapshot(of: months, in: mode)
    }

    private static func snapshot(of months: [Month], in mode: PhotosMode) throws(SnapshotError) -> Snapshot {
        var snapshot = Snapshot()
        for month in months {
            let section = PhotosSection.collection(header: month.title)
            try snapshot.appendSections([section])
            guard let first = month.photos.first else { continue }
            let small = mode == .allPhotos ? month.photos.dropFirst().map(Item.photo) : []
            try snapshot.appendItems([.largePhoto(first)] + small, toSection: section)
        }
        return snapshot
    }

    /// Shows the library in `newMode`: the new snapshot is applied (animated when `animated`),
    /// its large photos reconfigured so that their cells restyle, and the layout's sections
    /// change with the data. `completion` runs when the animation ends. Does nothing (but complete) when the
    /// mode is already `newMode`; throws what the data source throws.
    /// - Complexity: O(n) for n photos, plus the data source's apply.
    public func setMode(_ newMode: PhotosMode, animated: Bool = true, completion: (() -> Void)? = nil) throws {
        guard newMode != mode else { completion?(); return }
        mode = newMode
        var next = snapshot(for: newMode)
        try! next.reconfigureItems(months.compactMap { $0.photos.first.map(Item.largePhoto) })
        try dataSource?.apply(next, animatingDifferences: animated, completion: completion)
    }
}
