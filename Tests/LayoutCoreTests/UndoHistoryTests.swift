@_spi(Testing) import LayoutCore
import Testing

@Suite("UndoHistory")
struct UndoHistoryTests {
    @Test func undoAndRedoStepNewestFirst() {
        var history = UndoHistory<String>()
        #expect(history.nextUndo == nil && history.nextRedo == nil)
        history.record("a")
        history.record("b")
        #expect(history.nextUndo == "b")
        #expect(history.undo() == "b")
        #expect(history.undo() == "a")
        #expect(history.undo() == nil)
        #expect(history.nextRedo == "a")
        #expect(history.redo() == "a")
        #expect(history.undoSteps == ["a"] && history.redoSteps == ["b"])
    }

    @Test func aNewStepForgetsWhatWasUndone() {
        var history = UndoHistory<Int>()
        history.record(1)
        history.record(2)
        _ = history.undo()
        history.record(3)
        #expect(history.redo() == nil)
        #expect(history.undoSteps == [1, 3])
        history.removeAll()
        #expect(history.undo() == nil && history.undoSteps.isEmpty && history.redoSteps.isEmpty)
    }
}
