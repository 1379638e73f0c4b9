/// What the two halves show together.
public struct PizzaPairState: Hashable, Sendable {
    /// The pizza at the center of the left half.
    public var leftIndex: Int
    /// The pizza at the center of the right half.
    public var rightIndex: Int
    /// The name shown in the middle when both halves show the same pizza, else `nil`.
    public var centralCaption: String?

    /// Whether both halves show the same pizza: one ordinary, whole pizza.
    public var isWholePizza: Bool { leftIndex == rightIndex }
}
