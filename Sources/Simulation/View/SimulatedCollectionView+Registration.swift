import Foundation
import LayoutCore
import LayoutHosting

/// Registration and dequeuing, as strict as UIKit: a view exists only for a registered reuse
/// identifier (cells, supplementary views) or kind (decoration views, registered on the layout),
/// and a data source's view must be dequeued for the element it is asked for. An element that
/// breaks either rule is refused: it stays off screen and the pass reports a `LayoutError`
/// naming the kind, the element and the layout.
extension SimulatedCollectionView {
    /// The reuse identifier of the view's own cells, registered at initialization: the cells it
    /// dequeues itself when no data source gives them (as a host with a plain cell provider
    /// registers its one cell).
    public static let defaultCellReuseIdentifier = "cell"

    /// The element whose view is being made and what was dequeued for it.
    struct ViewRequest {
        var attributes: LayoutAttributes
        /// The view an item being reconfigured keeps: dequeuing for it answers this view.
        var reconfiguring: SimulatedView?
        var dequeued: SimulatedView?
    }

    /// Registers cells dequeued with `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(forCellWithReuseIdentifier identifier: String) {
        changeRegistry { $0.registerCell(reuseIdentifier: identifier) }
    }

    /// Registers supplementary views of `kind` dequeued with `identifier` (the kind itself when
    /// not given), as `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String? = nil) {
        changeRegistry { $0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier) }
    }

    /// Registers decoration views of `kind` on the layout, as the layout's
    /// `register(_:forDecorationViewOfKind:)` does; the view registers them again on every
    /// layout it is given later (UIKit's new layout object has none).
    public func register(forDecorationViewOfKind kind: String) {
        changeRegistry { $0.registerDecorationView(ofKind: kind) }
    }

    /// Applies a registration, hands it to the engine and lays out again, so elements refused
    /// before are shown.
    private func changeRegistry(_ change: (inout ViewRegistry) -> Void) {
        engine.changeRegistry(change)
        cache.invalidate()
        runLayoutPassRecordingErrors()
    }

    /// A cell for the item at `indexPath`, as `dequeueReusableCell(withReuseIdentifier:for:)`: a
    /// queued view of `identifier` or a new one (the item's own view while it is reconfigured).
    /// Throws when no cell is registered with `identifier`, and when the view is not asking its
    /// data source for that item's cell now (iOS 18 raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        try dequeue(reuseIdentifier: identifier, for: ElementKey(category: .cell, indexPath: indexPath))
    }

    /// A supplementary view of `kind` at `indexPath`, dequeued with `identifier` (by default the
    /// kind's registered identifier, the first in order when it has several). Throws when none
    /// is registered, and when the view is not asking its data source for that view now.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String? = nil,
                                                 for indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        let key = ElementKey(category: .supplementaryView(kind), indexPath: indexPath)
        let chosen = identifier ?? registry.reuseIdentifier(forSupplementaryViewOfKind: kind)
        return try dequeue(reuseIdentifier: chosen, for: key)
    }

    /// The view for `key` from the pool, once the identifier is checked against the registry and
    /// the view is asking for that element's view.
    private func dequeue(reuseIdentifier identifier: String, for key: ElementKey) throws(LayoutError) -> SimulatedView {
        try engine.checkDequeue(key, reuseIdentifier: identifier)
        guard let request = viewRequest, request.attributes.key == key else { throw .dequeuedOutsideRequest(key) }
        let view: SimulatedView
        if let kept = request.reconfiguring {
            view = kept
        } else {
            if let earlier = request.dequeued { pool.giveBack(earlier) }
            view = pool.dequeue(reuseIdentifier: identifier, for: request.attributes)
        }
        view.configurationCount += 1
        viewRequest?.dequeued = view
        return view
    }

    /// The view of an element, made as UIKit makes it: a cell or supplementary view from the
    /// data source (or the view's own, without one), a decoration view by its kind. Throws when
    /// the view is not registered or not dequeued for this element.
    func makeView(for attributes: LayoutAttributes, reconfiguring kept: SimulatedView? = nil) throws(LayoutError) -> SimulatedView {
        viewRequest = ViewRequest(attributes: attributes, reconfiguring: kept)
        defer { viewRequest = nil }
        let key = attributes.key
        /// A view dequeued for the request but not answered goes back to its queue.
        func giveBackUnanswered() {
            if let dequeued = viewRequest?.dequeued, dequeued !== kept { pool.giveBack(dequeued) }
        }
        let view: SimulatedView
        do throws(LayoutError) {
            switch attributes.category {
            case .cell:
                if let dataSource {
                    view = try dataSource.collectionView(self, cellForItemAt: key.indexPath)
                } else {
                    view = try dequeueReusableCell(withReuseIdentifier: Self.defaultCellReuseIdentifier, for: key.indexPath)
                }
            case .supplementaryView(let kind):
                if let dataSource {
                    view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
                } else {
                    view = try dequeueReusableSupplementaryView(ofKind: kind, for: key.indexPath)
                }
            case .decorationView(let kind):
                view = try dequeue(reuseIdentifier: kind, for: key)
            }
        } catch {
            giveBackUnanswered()
            throw error
        }
        guard viewRequest?.dequeued === view else {
            giveBackUnanswered()
            throw .viewNotDequeued(key)
        }
        return view
    }

    /// Gives every element of `elements` a view (keeping those it has), and answers the elements
    /// that have one: an element whose view could not be made is left out, its error kept in
    /// `refusal` unless an earlier one is.
    func placeViews(for elements: [LayoutAttributes], refusal: inout LayoutError?) -> [LayoutAttributes] {
        let arriving = pool.keep(elements)
        guard !arriving.isEmpty else {
            pool.finishUpdate()
            return elements
        }
        var refused: Set<ElementKey> = []
        for attributes in arriving {
            do throws(LayoutError) {
                pool.place(try makeView(for: attributes), for: attributes.key)
            } catch {
                refused.insert(attributes.key)
                if refusal == nil { refusal = error }
            }
        }
        pool.finishUpdate()
        return refused.isEmpty ? elements : elements.filter { !refused.contains($0.key) }
    }

    /// Configures the views of the items at `indexPaths` again, each in the view it has (UIKit's
    /// `reconfigureItems(at:)`): the data source is asked for each, and its dequeue answers the
    /// item's own view. Items without a view are left alone. Throws for a path that names no item
    /// (the engine's check) and what the data source throws.
    /// - Complexity: O(m) for m items: only cells on screen are configured again.
    public func reconfigureItems(at indexPaths: [ItemPath]) throws(LayoutError) {
        try engine.reconfigureItems(at: indexPaths)
    }

    /// The view's part of `reconfigureItems(at:)`, the paths checked: each item with a view is
    /// configured again in it, and a cell that sizes itself is measured again in a layout pass,
    /// as UIKit sizes again a self-sizing cell whose content changed (`UICollectionView`'s
    /// `selfSizingInvalidation`, iOS 16: `.enabled` for a cell that invalidates its intrinsic size,
    /// `.enabledIncludingConstraints` for Auto Layout content, and `UIHostingConfiguration` cells
    /// always): a reply growing as it streams in.
    package func configureAgain(itemsAt indexPaths: [ItemPath]) throws(LayoutError) {
        var configured = false
        for path in indexPaths {
            let key = ElementKey(category: .cell, indexPath: path)
            guard let view = pool.live[key] else { continue }
            _ = try makeView(for: view.attributes, reconfiguring: view)
            configured = true
        }
        if configured, preferredSizeProvider != nil, engine.layout.capabilities.selfSizing != nil { try layoutPass() }
    }
}
