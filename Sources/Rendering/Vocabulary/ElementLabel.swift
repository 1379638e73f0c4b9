import LayoutCore

/// Text a renderer shows on an element in place of its index path (a pizza's name, a caption).
package enum ElementLabel: LayoutAttributeKey {
    package static let defaultValue: String? = nil
}
