import Foundation

/// A message from a playground page: a pointer event or a press of one of the demo's buttons.
///
/// Pages send JSON: `{"type":"pointer","phase":"down","x":120,"y":300,"t":1532.5}` with the
/// point in the demo's picture coordinates and `t` the page's clock in milliseconds, or
/// `{"type":"action","name":"shuffle"}`.
package enum PlaygroundEvent: Equatable, Sendable {
    /// Where a pointer is in its press.
    package enum Phase: String, Sendable, CaseIterable {
        /// The pointer touched down (a mouse button went down).
        case down
        /// The pressed pointer moved.
        case move
        /// The pointer lifted: the view flings with the pointer's velocity.
        case up
        /// The system took the pointer away: the view comes to rest without a fling.
        case cancel
    }

    /// A pointer event at `point` (picture coordinates, points) at `time` (seconds on the page's clock).
    case pointer(Phase, point: CGPoint, time: Double)
    /// The demo's scripted action called `name`.
    case action(String)

    /// The largest message a page may send, in bytes.
    package static let maximumMessageLength = 1024
    /// The largest coordinate accepted, in points: a bigger one is a malformed event.
    package static let maximumCoordinate: CGFloat = 100_000

    /// Decodes a page's message, or throws a ``PlaygroundError`` that names what is wrong.
    package init(json text: String) throws(PlaygroundError) {
        guard text.utf8.count <= Self.maximumMessageLength else {
            throw .malformedMessage("a message of \(text.utf8.count) bytes is longer than \(Self.maximumMessageLength)")
        }
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(text.utf8)) else {
            throw .malformedMessage("not an object of strings and numbers with a type: \(text.prefix(80))")
        }
        switch message.type {
        case "pointer":
            guard let name = message.phase, let phase = Phase(rawValue: name) else {
                throw .malformedMessage("phase must be one of \(Phase.allCases.map(\.rawValue).joined(separator: ", ")), not \(message.phase ?? "nothing")")
            }
            guard let x = message.x, let y = message.y, let t = message.t else { throw .malformedMessage("a pointer event needs x, y and t") }
            guard abs(x) <= Self.maximumCoordinate, abs(y) <= Self.maximumCoordinate else {
                throw .malformedMessage("point (\(x), \(y)) is outside ±\(Int(Self.maximumCoordinate))")
            }
            guard t >= 0 else { throw .malformedMessage("t \(t) must not be negative") }
            self = .pointer(phase, point: CGPoint(x: x, y: y), time: t / 1000)
        case "action":
            guard let name = message.name, !name.isEmpty else { throw .malformedMessage("an action needs a name") }
            self = .action(name)
        case let type:
            throw .malformedMessage("unknown message type '\(type)'")
        }
    }

    /// The wire form of every message.
    private struct Message: Decodable {
        var type: String
        var phase: String?
        var x: Double?
        var y: Double?
        var t: Double?
        var name: String?
    }
}
