/// The elements a view hands VoiceOver as its own order, as the objects VoiceOver is given (a
/// cell, the adjustable element): UIKit's four container methods (`accessibilityElements`,
/// `accessibilityElementCount()`, `accessibilityElement(at:)`, `index(ofAccessibilityElement:)`)
/// answer from this one list, so the count never includes an element another answer lacks
/// (``CollectionViewEngine/accessibilityContainer(resolving:)``).
package struct AccessibilityContainer<Object> {
    /// The objects, in VoiceOver's order.
    package let elements: [Object]

    /// A container of `elements`, in order.
    package init(elements: [Object]) {
        self.elements = elements
    }

    /// `accessibilityElementCount()`.
    package var count: Int { elements.count }

    /// `accessibilityElement(at:)`: the object at `index`, `nil` outside the list.
    package func element(at index: Int) -> Object? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// `index(ofAccessibilityElement:)`: where the first object `isElement` accepts stands, `nil`
    /// (UIKit's `NSNotFound`) when none does.
    package func index(where isElement: (Object) -> Bool) -> Int? {
        elements.firstIndex(where: isElement)
    }
}
