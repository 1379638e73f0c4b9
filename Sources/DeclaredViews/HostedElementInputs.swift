import DiffableData

/// What a hosted element (a SwiftUI cell or supplementary view) shows of one update of its
/// collection: the app's view of its element, the environment, and the states the collection
/// adds. A parent update gives every element that exists new inputs, and only an element whose
/// inputs differ from those it shows is rendered again (``HostedElements``): an update that
/// changes nothing an element shows, such as an offset the app keeps in `@State`, renders none.
///
/// Inputs are compared by their bits, as SwiftUI compares the fields of a view it cannot call
/// `==` on: the same bits are the same value (the same fields, the same references), so an
/// element whose inputs have the same bits shows what it showed. Different bits may still be an
/// equal value (a string built anew, a closure made again by the parent's `body`): that element
/// is rendered again, which costs a render and is never stale.
package struct HostedElementInputs<Content, Environment> {
    /// The app's view of the element, from the latest declaration; `nil` once the declaration no
    /// longer has it (a deleted item animating out keeps showing what it showed).
    package var content: Content?
    /// The environment the app's view is rendered in.
    package var environment: Environment
    /// Whether the element's item is selected.
    package var isSelected: Bool
    /// Whether the collection is in edit mode.
    package var isEditing: Bool
    /// Whether the element shows a delete control (a row in edit mode of an app that deletes).
    package var showsDeleteControl: Bool

    package init(content: Content?, environment: Environment, isSelected: Bool, isEditing: Bool, showsDeleteControl: Bool) {
        self.content = content
        self.environment = environment
        self.isSelected = isSelected
        self.isEditing = isEditing
        self.showsDeleteControl = showsDeleteControl
    }

    /// Whether an element showing `self` shows what `next` would show: the same states, and an
    /// environment and content of the same bits (no content in `next` shows `self`'s).
    /// - Complexity: O(size of the content and the environment), byte comparisons.
    package func shows(sameAs next: Self) -> Bool {
        guard isSelected == next.isSelected, isEditing == next.isEditing, showsDeleteControl == next.showsDeleteControl,
              Self.sameBits(environment, next.environment) else { return false }
        guard let nextContent = next.content else { return true }
        guard let content else { return false }
        if let erased = content as? any ErasedHostedContent {
            func same<Erased: ErasedHostedContent>(_ erased: Erased) -> Bool { erased.holdsSameBits(as: nextContent as! Erased) }
            return same(erased)
        }
        return Self.sameBits(content, nextContent)
    }

    /// Whether `a` and `b` have the same bits: then they are the same value.
    static func sameBits<Value>(_ a: Value, _ b: Value) -> Bool {
        let size = MemoryLayout<Value>.size
        guard size > 0 else { return true }
        return withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                guard let aStart = a.baseAddress, let bStart = b.baseAddress else { return false }
                return BitwiseComparison.commonPrefixLength(aStart, bStart, limit: size) == size
            }
        }
    }
}
