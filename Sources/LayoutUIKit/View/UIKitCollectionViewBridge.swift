#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The data source and delegate UIKit calls for a ``UIKitCollectionView``: it holds what the app
/// gave the view (the item counts, the providers, the movement's handlers) and translates each of
/// UIKit's calls, handing every decision to the engine. The collection view keeps it alive through
/// its platform, for as long as the collection view lives, whichever object the app keeps (a
/// collection view holds its data source and delegate weakly).
///
/// The app's own delegate (`collectionView.delegate = self`, ``EngineCollectionView``) is kept
/// beside it, as IGListKit's `IGListAdapterProxy` keeps an app's: UIKit keeps calling the bridge,
/// which answers for every selector the app's delegate answers (`responds(to:)`), hands the ones it
/// does not implement to it (`forwardingTarget(for:)`: `willDisplay`, `didEndDisplaying`, a
/// context menu's previews, highlighting), and tells it the ones it does implement after the engine
/// (scroll events, selection), so the engine keeps every behaviour and the app hears everything.
@MainActor
final class UIKitCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The engine of the collection view, whose platform owns the bridge.
    private unowned let engine: CollectionViewEngine
    /// The number of items in each section, as the data source answers them: the app's, changed
    /// only by an update, a reload or a movement.
    var itemCounts: [Int] = []
    /// Makes the cell for an index path; `nil` for a path nothing answers for (a diffable data
    /// source released while UIKit still asks), which shows the view's own empty cell.
    var cellProvider: (UICollectionView, IndexPath) -> UICollectionViewCell? = { _, _ in nil }
    /// Makes supplementary views; without it each is the view registered for its kind.
    var supplementaryViewProvider: UIKitCollectionView.SupplementaryViewProvider?
    /// Told when a cell is selected.
    var didSelectItem: ((ItemPath) -> Void)?
    /// The context menu for a press on the items at the paths (none: outside any item).
    var contextMenu: (([ItemPath]) -> UIContextMenuConfiguration?)? {
        didSet { answersContextMenu = contextMenu != nil }
    }
    /// Whether ``contextMenu`` is set, for the runtime's `responds(to:)`.
    nonisolated(unsafe) private var answersContextMenu = false
    /// Whether an item may begin moving; nothing moves without it or ``moveItem``.
    var canMoveItem: ((ItemPath) -> Bool)?
    /// Moves an item in the app's data at the end of a movement.
    var moveItem: ((_ source: ItemPath, _ destination: ItemPath) -> Void)?
    /// The app's redirect of a movement's target.
    var targetIndexPathForMove: ((_ original: ItemPath, _ current: ItemPath, _ proposed: ItemPath) -> ItemPath)? {
        didSet { answersMovementRedirect = targetIndexPathForMove != nil }
    }
    /// Whether ``targetIndexPathForMove`` is set, for the runtime's `responds(to:)`.
    nonisolated(unsafe) private var answersMovementRedirect = false
    /// The app's own delegate of the collection view, held weakly as UIKit holds a delegate; read
    /// by the Objective-C runtime's forwarding, which is not isolated (UIKit asks on the main thread).
    nonisolated(unsafe) weak var appDelegate: (any UICollectionViewDelegate)?
    /// Whether the app gave a delegate when UIKit last asked which methods the bridge answers.
    private var answeredForAppDelegate = false
    /// The events the bridge is telling the app's delegate, and the selectors it is asking it
    /// about: one the app's delegate forwards back to the bridge (a wrapping proxy) is neither
    /// heard nor told again, while other messages UIKit sends meanwhile (a `willDisplay` during an
    /// update the app's `didSelect` makes) go on as usual.
    private var telling: Set<String> = []
    nonisolated(unsafe) private var asking: Set<Selector> = []

    /// Whether the app's delegate was freed since UIKit last asked which methods the bridge answers.
    var appDelegateWasFreed: Bool { answeredForAppDelegate && appDelegate == nil }

    /// UIKit is about to ask again which methods the bridge answers.
    func appDelegateChanged() {
        answeredForAppDelegate = appDelegate != nil
    }

    /// An event UIKit sends (`name`, the method's): the engine hears it (`engine`), then the
    /// app's delegate (`app`); the same event forwarded back by the app's delegate is neither
    /// heard nor told again.
    private func event(_ engine: () -> Void, name: String = #function, app: (any UICollectionViewDelegate) -> Void) {
        guard !telling.contains(name) else { return }
        engine()
        tellApp(name: name, app)
    }

    /// The app's delegate's answer to the question `name` (once, however it forwards); UIKit's
    /// default, `true`, when it has none.
    private func askApp(name: String = #function, _ question: (any UICollectionViewDelegate) -> Bool?) -> Bool {
        var answer = true
        tellApp(name: name) { answer = question($0) ?? answer }
        return answer
    }

    /// Tells the app's delegate the event `name` (once, however it forwards).
    private func tellApp(name: String = #function, _ event: (any UICollectionViewDelegate) -> Void) {
        guard let appDelegate, telling.insert(name).inserted else { return }
        defer { telling.remove(name) }
        event(appDelegate)
    }

    init(engine: CollectionViewEngine) {
        self.engine = engine
    }

    /// The reuse identifier of the view's own empty cell, registered with the view.
    static let emptyCellReuseIdentifier = "UIKitCollectionView.empty"

    /// What the bridge answers, and what the app's delegate answers besides. The plural context
    /// menu and the iOS 15 move redirect are answered only where someone answers them: else UIKit
    /// asks the app's delegate for their older forms, which it may implement instead.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        guard asking.insert(aSelector).inserted else { return super.responds(to: aSelector) }
        defer { asking.remove(aSelector) }
        let app = appDelegate?.responds(to: aSelector) == true
        if aSelector == Self.pluralContextMenu { return app || answersContextMenu }
        if aSelector == Self.movementRedirect { return app || answersMovementRedirect }
        return super.responds(to: aSelector) || app
    }

    /// A delegate method the bridge does not implement goes to the app's delegate. The common
    /// ones (display, highlight, selection) the bridge implements itself and tells the app of:
    /// they reach a freed delegate's place safely (UIKit keeps sending what a delegate answered
    /// when it was set) and a wrapping delegate forwarding them back is told once.
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let appDelegate, appDelegate.responds(to: aSelector) else { return super.forwardingTarget(for: aSelector) }
        return appDelegate
    }

    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, iOS 16's form.
    nonisolated private static let pluralContextMenu = #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:))
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`, iOS 15's form.
    nonisolated private static let movementRedirect = #selector(UICollectionViewDelegate.collectionView(
        _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:))

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath)
            ?? collectionView.dequeueReusableCell(withReuseIdentifier: Self.emptyCellReuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if let supplementaryViewProvider { return supplementaryViewProvider(collectionView, kind, indexPath) }
        return registeredSupplementaryView(in: collectionView, ofKind: kind, at: indexPath)
    }

    /// The view registered for supplementary elements of `kind`, dequeued for `indexPath`: what
    /// the view shows without a provider. None registered is known here, as UIKit knows it, and
    /// reported; an empty placeholder stands in.
    func registeredSupplementaryView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let identifier = ItemPath(indexPath).flatMap({ engine.reuseIdentifierForDequeue(ofSupplementaryKind: kind, at: $0) }) else {
            return (collectionView as? EngineCollectionView)?.placeholder(ofKind: kind, at: indexPath)
                ?? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        moveItem != nil && ItemPath(indexPath).flatMap { canMoveItem?($0) } == true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
        itemCounts = InteractiveMovement.itemCounts(itemCounts, movingItemAt: source, to: destination)
        moveItem?(source, destination)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        event({ ItemPath(indexPath).map { didSelectItem?($0) } }) { $0.collectionView?(collectionView, didSelectItemAt: indexPath) }
    }

    /// The view's own menu (SwiftUI's), else the app's delegate's.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        if let contextMenu { return contextMenu(indexPaths.compactMap(ItemPath.init)) }
        var menu: UIContextMenuConfiguration?
        tellApp { menu = $0.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) }
        return menu
    }

    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        var proposed = proposedIndexPath
        tellApp {
            proposed = $0.collectionView?(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                                          atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath) ?? proposed
        }
        guard let original = ItemPath(originalIndexPath), let current = ItemPath(currentIndexPath), let target = ItemPath(proposed) else {
            return proposedIndexPath
        }
        return IndexPath(engine.validatedInteractiveMovementTarget(targetIndexPathForMove?(original, current, target) ?? target))
    }

    // The common delegate methods the app may answer, told to it (UIKit's default without it).

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        askApp { $0.collectionView?(collectionView, shouldHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, didHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, didUnhighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        askApp { $0.collectionView?(collectionView, shouldSelectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        tellApp { $0.collectionView?(collectionView, didDeselectItemAt: indexPath) }
    }

    // The scroll events: the engine first (what it decides the app then hears), then the app's delegate.

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        event({ engine.viewDidScroll() }) { $0.scrollViewDidScroll?(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        event({ engine.willBeginDragging() }) { $0.scrollViewWillBeginDragging?(scrollView) }
    }

    /// The engine's target (a settling layout's), which the app's delegate may still change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        event({
            targetContentOffset.pointee = engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),
                                                                 targetContentOffset: targetContentOffset.pointee)
        }) { $0.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        event({ engine.didEndDragging(willDecelerate: decelerate) }) { $0.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        event({ engine.willBeginDecelerating() }) { $0.scrollViewWillBeginDecelerating?(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        event({ engine.didEndDecelerating() }) { $0.scrollViewDidEndDecelerating?(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        event({ engine.didEndScrollingAnimation() }) { $0.scrollViewDidEndScrollingAnimation?(scrollView) }
    }
}

#endif
