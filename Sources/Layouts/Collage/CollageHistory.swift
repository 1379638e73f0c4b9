import Foundation

/// Whole drags, as the templates before and after each, for undo and redo.
struct CollageHistory {
    var undoStack: [(before: CollageTemplate, after: CollageTemplate)] = []
    var redoStack: [(before: CollageTemplate, after: CollageTemplate)] = []
}
