#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility notifications as mutable globals.
@preconcurrency import UIKit

/// A `UICollectionView` as its engine's platform (`CollectionViewPlatform`): one per collection
/// view, attached to it, holding the engine that decides for it and what UIKit needs made for
/// the engine (section scroll views, VoiceOver's adjustable element). Every member converts UIKit's
/// state or makes one UIKit call. An adapter in an app's own collection view gets one the first
/// time it asks (``engine(of:)``); a ``UIKitCollectionView`` makes its own.
@MainActor
final class UIKitPlatform {
    /// The collection view.
    private(set) weak var collectionView: UICollectionView?
    /// The engine deciding for it.
    let engine: CollectionViewEngine
    /// The scroll views driving the sections that scroll on their own.
    lazy var sectionScrollViews = SectionScrollViews(platform: self)
    /// VoiceOver's adjustable element in a layout that selects: one object for the view's life, so
    /// VoiceOver's focus stays on it while the selection moves.
    let selectionElement: SelectionAccessibilityElement
    /// The finger of a movement, and the content scrolling on under it near an edge.
    lazy var movementAutoScroller = MovementAutoScroller(engine: engine)

    /// The platform of `collectionView`, deciding through `engine`, attached to it.
    init(collectionView: UICollectionView, engine: CollectionViewEngine) {
        self.collectionView = collectionView
        self.engine = engine
        selectionElement = SelectionAccessibilityElement(container: collectionView)
        engine.platform = self
        objc_setAssociatedObject(collectionView, &Self.key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The key of the association.
    nonisolated(unsafe) private static var key: UInt8 = 0

    /// The platform attached to `collectionView`, if any.
    static func attached(to collectionView: UICollectionView) -> UIKitPlatform? {
        objc_getAssociatedObject(collectionView, &key) as? UIKitPlatform
    }

    /// The engine of `collectionView`, made for `hosted` the first time (an adapter in an app's
    /// own collection view).
    static func engine(of collectionView: UICollectionView, showing hosted: HostedLayout) -> CollectionViewEngine {
        attached(to: collectionView)?.engine ?? UIKitPlatform(collectionView: collectionView, engine: CollectionViewEngine(hosted: hosted)).engine
    }

    /// The view UIKit shows for `key`, if it shows one.
    func view(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell: collectionView?.cellForItem(at: IndexPath(key.indexPath))
        case .supplementaryView(let kind): collectionView?.supplementaryView(forElementKind: kind, at: IndexPath(key.indexPath))
        case .decorationView: nil
        }
    }

    /// The object VoiceOver finds for `element`: the adjustable element, or the view UIKit shows.
    func accessibilityObject(for element: AccessibilityElement) -> Any? {
        element.traits.contains(.adjustable) ? selectionElement : view(for: element.key)
    }
}

extension UIKitPlatform: @preconcurrency CollectionViewPlatform {
    var bounds: CGRect { collectionView?.bounds ?? .zero }
    var contentSize: CGSize { collectionView?.contentSize ?? .zero }
    var adjustedContentInset: LayoutEdgeInsets { LayoutEdgeInsets(collectionView?.adjustedContentInset ?? .zero) }
    var safeAreaInsets: LayoutEdgeInsets { LayoutEdgeInsets(collectionView?.safeAreaInsets ?? .zero) }
    var layoutEnvironment: LayoutContext { collectionView.map(LayoutContext.init(collectionView:)) ?? LayoutContext(bounds: .zero) }
    var itemCounts: [Int] { collectionView?.itemCounts ?? [] }

    func isShowing(_ layout: HostedLayout) -> Bool {
        (collectionView?.collectionViewLayout as? CollectionLayoutAdapter)?.hosted === layout
    }

    var isDragging: Bool { collectionView?.isDragging ?? false }
    var isDecelerating: Bool { collectionView?.isDecelerating ?? false }
    var isPagingEnabled: Bool { collectionView?.isPagingEnabled ?? false }
    var isAtRest: Bool { collectionView.map { !$0.isTracking && !$0.isDragging && !$0.isDecelerating } ?? true }

    func moveContentOffset(to offset: CGPoint, animated: Bool) {
        collectionView?.setContentOffset(offset, animated: animated)
    }

    func layoutIfNeeded() {
        collectionView?.layoutIfNeeded()
    }

    var now: TimeInterval { CACurrentMediaTime() }

    func performAfterCurrentEvent(_ work: @escaping () -> Void) {
        nonisolated(unsafe) let work = work
        DispatchQueue.main.async { work() }
    }

    func post(_ notification: AccessibilityNotification) {
        switch notification {
        case .announcement(let announcement):
            // After the current event, so that the `.layoutChanged` an action posts does not cut it off.
            DispatchQueue.main.async { UIAccessibility.post(notification: .announcement, argument: announcement) }
        case .layoutChanged(let focus):
            UIAccessibility.post(notification: .layoutChanged, argument: focusObject(focus))
        case .pageScrolled(let status):
            UIAccessibility.post(notification: .pageScrolled, argument: status)
        }
    }

    /// The object VoiceOver's focus goes to: the adjustable element, or the view of an element
    /// still on screen.
    private func focusObject(_ focus: AccessibilityFocus) -> Any? {
        switch focus {
        case .unchanged: nil
        case .adjustableElement: selectionElement
        case .element(let key): view(for: key).flatMap { $0.window == nil ? nil : $0 }
        }
    }

    var shownElements: [LayoutAttributes] {
        guard let collectionView else { return [] }
        let cells = collectionView.indexPathsForVisibleItems.compactMap(ItemPath.init).map { ElementKey(category: .cell, indexPath: $0) }
        let kinds = Set(engine.registry.supplementaryReuseIdentifiers.keys).union(engine.layout.registry.supplementaryReuseIdentifiers.keys)
        let supplementary = kinds.sorted().flatMap { kind in
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap(ItemPath.init)
                .map { ElementKey(category: .supplementaryView(kind), indexPath: $0) }
        }
        return (cells + supplementary).compactMap(engine.layout.layoutAttributes(for:))
    }

    func accessibilityLabel(of key: ElementKey) -> String? {
        view(for: key)?.accessibilityLabel
    }

    var viewAccessibilityLabel: String? { collectionView?.accessibilityLabel }

    func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool {
        guard let collectionView, let dataSource = collectionView.dataSource,
              dataSource.responds(to: #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))) else { return false }
        return dataSource.collectionView?(collectionView, canMoveItemAt: IndexPath(indexPath)) ?? true
    }

    /// `UICollectionView`'s movement only shifts the items between.
    var showsSwappingMovement: Bool { false }

    func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool {
        guard collectionView?.beginInteractiveMovementForItem(at: IndexPath(indexPath)) == true else { return false }
        movementAutoScroller.start()
        return true
    }

    func updateViewMovement(to position: CGPoint) {
        collectionView?.updateInteractiveMovementTargetPosition(position)
    }

    func endViewMovement(cancelled: Bool) {
        movementAutoScroller.stop()
        if cancelled { collectionView?.cancelInteractiveMovement() } else { collectionView?.endInteractiveMovement() }
    }
}
#endif
