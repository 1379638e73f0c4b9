/// Steps a person can undo and redo, newest last: recording a new step forgets what was undone.
/// The collage layout keeps its divider drags in one, the collage editor its drags and swaps.
package struct UndoHistory<Step> {
    package private(set) var undoSteps: [Step] = []
    package private(set) var redoSteps: [Step] = []

    /// An empty history.
    package init() {}

    /// The step `undo()` would take back.
    package var nextUndo: Step? { undoSteps.last }
    /// The step `redo()` would take again.
    package var nextRedo: Step? { redoSteps.last }

    /// Records `step` as the newest, forgetting every undone step.
    package mutating func record(_ step: Step) {
        undoSteps.append(step)
        redoSteps.removeAll()
    }

    /// The newest step, moved to the redo side; `nil` when there is none.
    package mutating func undo() -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// The last undone step, moved back to the undo side; `nil` when there is none.
    package mutating func redo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    /// Forgets every step.
    package mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
    }
}
