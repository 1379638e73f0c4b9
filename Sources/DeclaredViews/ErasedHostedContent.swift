/// Hosted content that erases the type of what it shows (the view a section's cell closure made,
/// held as `any View`): its own bits are a box made anew each time, so it is compared by what it
/// holds (``HostedElementInputs/shows(sameAs:)``).
package protocol ErasedHostedContent {
    /// What is held, of its own type.
    var erased: Any { get }
}

extension ErasedHostedContent {
    /// Whether `other` holds a value of the same type as `self` does, with the same bits.
    func holdsSameBits(as other: Self) -> Bool {
        func open<Held>(_ held: Held) -> Bool {
            guard type(of: other.erased) == Held.self, let theirs = other.erased as? Held else { return false }
            return HostedElementInputs<Held, Void>.sameBits(held, theirs)
        }
        return open(erased)
    }
}
