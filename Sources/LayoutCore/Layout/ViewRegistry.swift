import Foundation

/// The reusable views a collection view can make, as UIKit keeps its registrations: cells and
/// supplementary views by reuse identifier on the collection view
/// (`register(_:forCellWithReuseIdentifier:)`, `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`),
/// decoration views by kind on the layout object (`register(_:forDecorationViewOfKind:)`).
///
/// UIKit raises for an element no view is registered for; both hosts refuse it instead, with a
/// `LayoutError/unregisteredView(_:reuseIdentifier:layout:)` naming the kind, the element and
/// the layout, and leave it off the screen.
public struct ViewRegistry: Hashable, Sendable {
    /// The reuse identifiers registered for cells.
    package private(set) var cellReuseIdentifiers: Set<String> = []
    /// The reuse identifiers registered for each supplementary kind.
    @usableFromInline package private(set) var supplementaryReuseIdentifiers: [String: Set<String>] = [:]
    /// The decoration kinds registered on the layout.
    @usableFromInline package private(set) var decorationKinds: Set<String> = []
    /// Whether supplementary kinds are checked: `false` where the view learns of them from
    /// elsewhere (an app that registers supplementary views on its own `UICollectionView` and
    /// hosts a layout with the adapter alone).
    @usableFromInline package var checksSupplementaryKinds: Bool

    /// No registrations; supplementary kinds are checked unless `checksSupplementaryKinds` is `false`.
    public init(checksSupplementaryKinds: Bool = true) {
        self.checksSupplementaryKinds = checksSupplementaryKinds
    }

    /// Supplementary views of `supplementaryKinds` (each dequeued with its kind as identifier)
    /// and decoration views of `decorationKinds` registered.
    public init(supplementaryKinds: [String] = [], decorationKinds: [String] = []) {
        self.init()
        for kind in supplementaryKinds { registerSupplementaryView(ofKind: kind) }
        for kind in decorationKinds { registerDecorationView(ofKind: kind) }
    }

    /// Registers cells dequeued with `reuseIdentifier`, or (`isRegistered` `false`, UIKit's
    /// registration of a `nil` class) unregisters them.
    package mutating func registerCell(reuseIdentifier: String, isRegistered: Bool = true) {
        if isRegistered { cellReuseIdentifiers.insert(reuseIdentifier) } else { cellReuseIdentifiers.remove(reuseIdentifier) }
    }

    /// Registers supplementary views of `kind` dequeued with `reuseIdentifier` (the kind itself
    /// when not given), or (`isRegistered` `false`) unregisters them; a kind left with no
    /// identifier is not registered.
    package mutating func registerSupplementaryView(ofKind kind: String, reuseIdentifier: String? = nil, isRegistered: Bool = true) {
        let identifier = Self.reuseIdentifier(reuseIdentifier, forSupplementaryViewOfKind: kind)
        var identifiers = supplementaryReuseIdentifiers[kind] ?? []
        if isRegistered { identifiers.insert(identifier) } else { identifiers.remove(identifier) }
        supplementaryReuseIdentifiers[kind] = identifiers.isEmpty ? nil : identifiers
    }

    /// The reuse identifier a supplementary view of `kind` registered as `identifier` has: the
    /// identifier given, or the kind itself.
    package static func reuseIdentifier(_ identifier: String?, forSupplementaryViewOfKind kind: String) -> String {
        identifier ?? kind
    }

    /// Registers decoration views of `kind` (on the layout, as UIKit does), or (`isRegistered`
    /// `false`) unregisters them.
    package mutating func registerDecorationView(ofKind kind: String, isRegistered: Bool = true) {
        if isRegistered { decorationKinds.insert(kind) } else { decorationKinds.remove(kind) }
    }

    /// These registrations with decoration views of `kinds` registered too.
    package func adding(decorationKinds kinds: Set<String>) -> ViewRegistry {
        var registry = self
        registry.decorationKinds.formUnion(kinds)
        return registry
    }

    /// The reuse identifier a view of `kind` is dequeued with when none is named: the first of
    /// the kind's registered identifiers in order, or the kind itself.
    package func reuseIdentifier(forSupplementaryViewOfKind kind: String) -> String {
        supplementaryReuseIdentifiers[kind]?.min() ?? kind
    }

    /// Whether a view can be made for an element of `category` returned by a layout: always for
    /// cells (their data source dequeues them, ``checkDequeue(_:reuseIdentifier:layout:)``), for
    /// a supplementary kind with an identifier registered (or not checked), for a registered
    /// decoration kind.
    @inlinable
    package func canShow(_ category: ElementCategory) -> Bool {
        switch category {
        case .cell: true
        case .supplementaryView(let kind): !checksSupplementaryKinds || supplementaryReuseIdentifiers[kind] != nil
        case .decorationView(let kind): decorationKinds.contains(kind)
        }
    }

    /// Throws `LayoutError/unregisteredView(_:reuseIdentifier:layout:)` for an element of
    /// `layout` no view is registered for.
    package func check(_ element: ElementKey, of layout: any CollectionLayout) throws(LayoutError) {
        guard canShow(element.category) else {
            throw .unregisteredView(element, reuseIdentifier: nil, layout: Self.name(of: layout))
        }
    }

    /// Throws unless a view of `element`'s category and kind is registered with `reuseIdentifier`,
    /// as `dequeueReusableCell(withReuseIdentifier:for:)` and its supplementary twin raise.
    package func checkDequeue(_ element: ElementKey, reuseIdentifier: String, layout: any CollectionLayout) throws(LayoutError) {
        let registered = switch element.category {
        case .cell: cellReuseIdentifiers.contains(reuseIdentifier)
        case .supplementaryView(let kind): supplementaryReuseIdentifiers[kind]?.contains(reuseIdentifier) == true
        case .decorationView(let kind): decorationKinds.contains(kind) && reuseIdentifier == kind
        }
        guard registered else {
            throw .unregisteredView(element, reuseIdentifier: reuseIdentifier, layout: Self.name(of: layout))
        }
    }

    /// The name errors use for `layout`: its type.
    package static func name(of layout: any CollectionLayout) -> String {
        String(describing: type(of: layout))
    }
}
