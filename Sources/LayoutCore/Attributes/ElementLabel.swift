/// Text a renderer shows on an element in place of its index path (a pizza's name, a caption).
public enum ElementLabel: LayoutAttributeKey {
    public static let defaultValue: String? = nil
}
