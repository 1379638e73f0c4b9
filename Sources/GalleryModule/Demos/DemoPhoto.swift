/// A photo of the gallery's Photos library: a number and the day it was taken, identified by
/// its number alone.
package struct DemoPhoto: Hashable, Sendable, CustomStringConvertible {
    /// The photo's number: its identity, its title and its colour in the renderer's palette.
    package let id: Int
    /// The day it was taken, as the month summary's card shows it ("12 July").
    package var day: String

    package init(id: Int, day: String) {
        self.id = id
        self.day = day
    }

    package static func == (lhs: DemoPhoto, rhs: DemoPhoto) -> Bool { lhs.id == rhs.id }

    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// "photo 7", as errors name it.
    package var description: String { "photo \(id)" }
}
