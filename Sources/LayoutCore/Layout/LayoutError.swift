import Foundation

/// A bad value handed to a layout or a collection view. Every case names the value.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section reported a negative number of items.
    case negativeItemCount(section: Int, count: Int)
    /// A section reported more items than ``LayoutContext/maximumItemCount``.
    case itemCountTooLarge(section: Int, count: Int, maximum: Int)
    /// Geometry built from finite settings that overflowed to infinity (a row height of 1e308
    /// times ten rows, a spacing of 1e308): `value` names the quantity, `layout` the layout.
    case geometryOverflow(layout: String, value: String)
    /// Bounds that are not finite or have a negative size.
    case invalidBounds(CGRect)
    /// Insets with a non-finite edge.
    case invalidInsets(name: String, LayoutEdgeInsets)
    /// A size that is not finite, negative, or zero where a positive size is needed.
    case invalidSize(name: String, CGSize)
    /// A length (spacing, radius, height, …) that is not finite or out of its range.
    case invalidValue(name: String, value: CGFloat, expected: String)
    /// An index path that names no element.
    case indexPathOutOfRange(ItemPath, itemCounts: [Int])
    /// A layout given more sections than it lays out.
    case unsupportedSectionCount(layout: String, count: Int, supported: Int)
    /// A content offset that is not finite.
    case invalidContentOffset(CGPoint)
    /// A layout model that cannot be laid out (a compositional group whose items never fit, a
    /// fraction ≤ 0, …): `element` names where in the model, `problem` what is wrong.
    case invalidModel(element: String, problem: String)
    /// An interactive layout transition was started while another runs.
    case interactiveTransitionInProgress
    /// A batch update was asked for while a finger moves an item: end or cancel the movement
    /// first (the view's data is in the movement's arrangement until then).
    case interactiveMovementInProgress
    /// A batch update or reload was asked for in the event (run-loop turn) an interactive
    /// movement ended in: UIKit still holds the moved item's old index path until the next turn,
    /// and a synchronous insert or delete then fails. Change the data on the next turn (a
    /// diffable data source's `apply` waits for it by itself).
    case interactiveMovementEnding
    /// A point (a finger's position) that is not finite.
    case invalidPoint(name: String, CGPoint)
    /// An element no view is registered for: a supplementary or decoration kind (`reuseIdentifier`
    /// `nil`) the layout returned, or a reuse identifier a data source dequeued. UIKit raises
    /// `NSInternalInconsistencyException` for it; `layout` names the layout that returned it.
    case unregisteredView(ElementKey, reuseIdentifier: String?, layout: String)
    /// The view a data source returned for `element` was not dequeued from the collection view
    /// for that element (UIKit raises: "the cell returned from -collectionView:cellForItemAtIndexPath:
    /// does not have a reuseIdentifier"), or it returned none.
    case viewNotDequeued(ElementKey)
    /// A view was dequeued for `element` outside the data source's request for its view (a cell
    /// made ahead of time, a view dequeued to measure). iOS 18 raises ("Expected dequeued view to
    /// be returned to the collection view in preparation for display"; SkeletonView#580,
    /// BSImagePicker#367): dequeue only while the collection view asks for that element's view.
    case dequeuedOutsideRequest(ElementKey)
    /// A supplementary or decoration element the layout answered with other attributes than
    /// those the view kept for it, with no invalidation in between (a query of a region newly
    /// shown, or of the new visible rect during a batch update). UIKit raises
    /// `NSInternalInconsistencyException` ("layout attributes for supplementary item at index path
    /// … changed from … to … without invalidating the layout"; FSPagerView#213, ChatSecure#998):
    /// invalidate the layout when those attributes change (`shouldInvalidateLayout(forBoundsChange:)`).
    case attributesChangedWithoutInvalidation(ElementKey, from: LayoutAttributes, to: LayoutAttributes)

    /// The error in words, naming the value and what was expected.
    public var description: String {
        switch self {
        case .negativeItemCount(let section, let count):
            "section \(section) has a negative item count (\(count))"
        case .itemCountTooLarge(let section, let count, let maximum):
            "section \(section) has \(count) items; a section holds at most \(maximum)"
        case .geometryOverflow(let layout, let value):
            "\(layout): \(value) overflows to infinity; use smaller sizes or spacings"
        case .invalidBounds(let bounds):
            "bounds \(bounds.messageDescription) must be finite with a non-negative size"
        case .invalidInsets(let name, let insets):
            "\(name) \(insets.messageDescription) must be finite"
        case .invalidSize(let name, let size):
            "\(name) \(size.messageDescription) must be finite and not negative (positive where the layout divides by it)"
        case .invalidValue(let name, let value, let expected):
            "\(name) is \(value.messageDescription); expected \(expected)"
        case .indexPathOutOfRange(let path, let counts):
            "index path \(path) is out of range for item counts \(counts)"
        case .unsupportedSectionCount(let layout, let count, let supported):
            "\(layout) lays out \(supported) section(s), got \(count)"
        case .invalidContentOffset(let offset):
            "content offset \(offset.messageDescription) must be finite"
        case .invalidModel(let element, let problem):
            "\(element): \(problem)"
        case .interactiveTransitionInProgress:
            "an interactive layout transition is already running; finish or cancel it first"
        case .interactiveMovementInProgress:
            "an item is being moved interactively; end or cancel the movement before updating the data"
        case .interactiveMovementEnding:
            "an interactive movement ended in this run-loop turn; update the data on the next turn"
        case .invalidPoint(let name, let point):
            "\(name) \(point.messageDescription) must be finite"
        case .unregisteredView(let element, let identifier?, let layout):
            "no \(element.category.viewName) is registered with reuse identifier \"\(identifier)\" (dequeued for \(element) of \(layout)); register it before dequeuing"
        case .unregisteredView(let element, nil, let layout):
            "\(layout) returned \(element), but no view is registered for \(element.category.viewName) kind \"\(element.category.kind ?? "")\"; register one before the layout returns it"
        case .viewNotDequeued(let element):
            "the view for \(element) was not dequeued from the collection view for that element; dequeue it with its reuse identifier"
        case .dequeuedOutsideRequest(let element):
            "a view for \(element) was dequeued while the collection view was not asking for it; dequeue views only inside the data source's cell or supplementary view provider"
        case .attributesChangedWithoutInvalidation(let key, let from, let to):
            "layout attributes for \(key) changed from \(from.frame.messageDescription) to \(to.frame.messageDescription) without invalidating the layout"
        }
    }
}

extension LayoutError {
    /// Hashes what `==` compares: the case and its values.
    public func hash(into hasher: inout Hasher) {
        // The description names the case and every value it carries.
        hasher.combine(description)
    }
}

extension LayoutError {
    /// Throws ``invalidValue(name:value:expected:)`` unless `value` is finite and at least `minimum`.
    package static func check(_ name: String, _ value: CGFloat, atLeast minimum: CGFloat = 0) throws(LayoutError) {
        guard value.isFinite, value >= minimum else {
            let bound = minimum > -.greatestFiniteMagnitude ? " ≥ \(minimum.messageDescription)" : ""
            throw .invalidValue(name: name, value: value, expected: "a finite number\(bound)")
        }
    }

    /// Throws ``invalidSize(name:_:)`` unless both extents are finite and not negative
    /// (`positive` also refuses zero).
    package static func check(_ name: String, _ size: CGSize, positive: Bool = false) throws(LayoutError) {
        let valid = size.isFinite && (positive ? size.width > 0 && size.height > 0 : size.width >= 0 && size.height >= 0)
        guard valid else { throw .invalidSize(name: name, size) }
    }

    /// Throws ``invalidInsets(name:_:)`` unless every edge of `insets` is finite.
    package static func check(_ name: String, _ insets: LayoutEdgeInsets) throws(LayoutError) {
        guard insets.isFinite else { throw .invalidInsets(name: name, insets) }
    }

    /// Throws ``geometryOverflow(layout:value:)`` unless the content size `layout` computed is
    /// finite: the shared check every layout runs on the geometry it built in `prepare()`.
    package static func checkGeometry(_ contentSize: CGSize, of layout: some CollectionLayout) throws(LayoutError) {
        guard contentSize.isFinite else {
            throw .geometryOverflow(layout: String(describing: type(of: layout)),
                                    value: "content size \(contentSize.messageDescription)")
        }
    }
}
