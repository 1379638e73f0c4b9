/// How each section's ids changed from one declaration to the next, as ``DeclaredSections``
/// found them in the app's arrays: the last declaration's id arrays (so the view can tell it
/// shows them still), and for each section the run of them replaced and the run of the new ids
/// replacing it. With it the view edits what it shows by those runs alone, without comparing
/// the ids again.
package struct DeclaredItemEdits<ItemID: Hashable> {
    /// The last declaration's ids, section by section (its own arrays).
    package var previous: [[ItemID]]
    /// For each section: the positions of ``previous`` replaced, and those of the new ids that
    /// replace them; every id outside them is where it was.
    package var runs: [(removed: Range<Int>, added: Range<Int>)]

    /// Edits from `previous` by `runs`.
    package init(previous: [[ItemID]], runs: [(removed: Range<Int>, added: Range<Int>)]) {
        self.previous = previous
        self.runs = runs
    }
}
