/// The settings of a layout, checked as a whole before the layout accepts them.
public protocol LayoutConfiguration {
    /// Throws a ``LayoutError`` naming the first bad value.
    func validate() throws(LayoutError)
}
