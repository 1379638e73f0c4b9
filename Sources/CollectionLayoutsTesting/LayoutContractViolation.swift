/// One way a layout breaks the layout contract, in words that name the element, the rect or the
/// bounds change and what the layout answered.
///
/// Any test framework can assert that a list of them is empty:
/// `#expect(layout.contractViolations(in: rect) == [])`.
public struct LayoutContractViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// What broke, and where.
    public let description: String

    /// A violation described by `description`.
    package init(_ description: String) {
        self.description = description
    }
}
