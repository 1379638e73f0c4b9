import Foundation
import Testing
import Playground

@Suite("Playground events")
struct PlaygroundEventTests {
    @Test func pointerAndActionMessagesDecode() throws {
        #expect(try PlaygroundEvent(json: #"{"type":"pointer","phase":"down","x":120,"y":300.5,"t":1532.5}"#)
                == .pointer(.down, point: CGPoint(x: 120, y: 300.5), time: 1.5325))
        #expect(try PlaygroundEvent(json: #"{"type":"action","name":"shuffle"}"#) == .action("shuffle"))
    }

    @Test(arguments: [
        (#"{"type":"pointer","phase":"down","x":true,"y":1,"t":1}"#, "not an object of strings and numbers"),
        (#"{"type":"pointer","phase":"down","x":"1","y":1,"t":1}"#, "not an object of strings and numbers"),
        (#"{"type":"pointer","phase":"down","y":1,"t":1}"#, "needs x, y and t"),
        (#"{"type":"pointer","phase":"down","x":1,"y":-100001,"t":1}"#, "outside ±100000"),
        (#"{"type":"pointer","phase":"down","x":1,"y":1,"t":-5}"#, "t -5.0 must not be negative"),
        (#"{"type":"pointer","x":1,"y":1,"t":1}"#, "phase must be one of down, move, up, cancel, not nothing"),
        (#"{"type":"action","name":""}"#, "an action needs a name"),
        (#"{"type":"zoom"}"#, "unknown message type 'zoom'"),
        (#"[1,2]"#, "not an object"),
        ("", "not an object"),
    ])
    func malformedMessagesAreNamed(_ message: String, _ reason: String) {
        #expect {
            _ = try PlaygroundEvent(json: message)
        } throws: { error in
            guard case .malformedMessage(let text)? = error as? PlaygroundError else { return false }
            return text.contains(reason)
        }
    }

    @Test func aMessageLongerThanTheLimitIsRefusedUnread() {
        let long = #"{"type":"action","name":""# + String(repeating: "a", count: 2000) + #""}"#
        #expect(throws: PlaygroundError.malformedMessage("a message of \(long.utf8.count) bytes is longer than 1024")) {
            try PlaygroundEvent(json: long)
        }
    }
}
