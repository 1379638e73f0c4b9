/// A key for a layout-specific value carried by ``LayoutAttributes``, in the style of SwiftUI's
/// environment keys: declare a type conforming to this protocol, then read and write
/// `attributes[MyKey.self]`.
///
/// ```swift
/// enum ParallaxValue: LayoutAttributeKey { static let defaultValue: CGFloat? = nil }
/// attributes[ParallaxValue.self] = 0.5
/// ```
public protocol LayoutAttributeKey {
    /// The type of the value; `Hashable` so attributes with different values compare unequal.
    associatedtype Value: Hashable & Sendable
    /// The value read when none was written.
    static var defaultValue: Value { get }
}

/// The typed extra values of one ``LayoutAttributes``, keyed by ``LayoutAttributeKey`` types.
public struct LayoutAttributeValues: Hashable, @unchecked Sendable {
    // Unchecked: every stored value is a `LayoutAttributeKey.Value`, which is `Sendable`.
    private var storage: [ObjectIdentifier: AnyHashable] = [:]

    /// No extra values.
    package init() {}

    /// Whether no value has been written.
    package var isEmpty: Bool { storage.isEmpty }

    /// The value for `key`, or its default when none was written.
    public subscript<Key: LayoutAttributeKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)]?.base as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = AnyHashable(newValue) }
    }
}
