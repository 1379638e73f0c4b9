/// Something VoiceOver offers to do on an element beyond activating it, in its actions rotor:
/// the portable `UIAccessibilityCustomAction`. A view asks for an element's actions when
/// VoiceOver reads it and again when one is performed, so an action never acts on a stale
/// index path.
public struct AccessibilityCustomAction {
    /// What VoiceOver says for it ("Move earlier", "Delete photo"); an element's actions have
    /// different names.
    public var name: String
    /// Performs it; answers whether it did anything.
    public var perform: () -> Bool

    /// The action `name`, done by `perform`.
    public init(name: String, perform: @escaping () -> Bool) {
        self.name = name
        self.perform = perform
    }
}
