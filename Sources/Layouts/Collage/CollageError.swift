import Foundation
import LayoutCore

/// A collage template that cannot be built, or a template text that does not parse. Every case
/// names the value.
public enum CollageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text does not parse at `line`, `column` (both from 1).
    case syntax(line: Int, column: Int, expected: String, found: String)
    /// A divider's position is not a finite number strictly between 0 and 1.
    case positionOutOfRange(divider: Int, value: CGFloat)
    /// A divider's end rests on something it cannot: itself, a divider that does not exist,
    /// or one of the same orientation.
    case invalidAnchor(divider: Int, anchor: Int, problem: String)
    /// A divider's end does not lie on the divider it names, so the cells would not tile the canvas.
    case danglingEnd(divider: Int, anchor: Int, point: CGPoint)
    /// A divider's ends meet or cross over.
    case emptyDivider(divider: Int)
    /// Two dividers of the same orientation cross, or continue each other in a straight line.
    case overlappingDividers(Int, Int, problem: String)
    /// The cells found do not tile the canvas (their areas sum to `area`, or one is not convex).
    case cellsDoNotTile(area: CGFloat, problem: String)
    /// The catalogue has no template with this id.
    case unknownTemplate(id: String)

    /// The error in words, naming the template's bad value.
    public var description: String {
        switch self {
        case .syntax(let line, let column, let expected, let found):
            "line \(line), column \(column): expected \(expected), found \(found)"
        case .positionOutOfRange(let divider, let value):
            "divider \(divider + 1) position \(value.messageDescription) must be a finite number strictly between 0 and 1"
        case .invalidAnchor(let divider, let anchor, let problem):
            "divider \(divider + 1) cannot rest on d\(anchor + 1): \(problem)"
        case .danglingEnd(let divider, let anchor, let point):
            "divider \(divider + 1)'s end \(point.messageDescription) is not on divider \(anchor + 1), so the cells would not tile the canvas"
        case .emptyDivider(let divider):
            "divider \(divider + 1)'s ends meet or cross: it has no length between what it rests on"
        case .overlappingDividers(let first, let second, let problem):
            "dividers \(first + 1) and \(second + 1) \(problem)"
        case .cellsDoNotTile(let area, let problem):
            "the cells do not tile the canvas (their areas sum to \(area.messageDescription)): \(problem)"
        case .unknownTemplate(let id):
            "no collage template has the id \"\(id)\""
        }
    }
}
