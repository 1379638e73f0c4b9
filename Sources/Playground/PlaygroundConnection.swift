import Foundation

/// One page's socket: its session, the messages it sends back, and the budget that drops a
/// flood of events. The server steps it 60 times a second; when the socket closes the
/// connection and its session are released.
actor PlaygroundConnection {
    /// The most events applied in one frame; the rest of a flood is dropped and reported.
    static let maximumEventsPerFrame = 240

    private let session: PlaygroundSession
    private let output: AsyncStream<String>.Continuation
    private var eventsThisFrame = 0
    private var droppedThisFrame = 0
    private var lastElements = ""
    private var wasIdle = false

    /// A connection showing `session`, writing its messages to `output`, which it greets with
    /// the demo's description and first frame.
    init(session: sending PlaygroundSession, output: AsyncStream<String>.Continuation) {
        self.session = session
        self.output = output
        let demo = session.demo
        let actions = session.actionNames.map(PlaygroundFrameEncoder.string).joined(separator: ",")
        output.yield("{\"type\":\"hello\",\"demo\":\(PlaygroundFrameEncoder.string(demo.name)),"
            + "\"title\":\(PlaygroundFrameEncoder.string(demo.title)),\"summary\":\(PlaygroundFrameEncoder.string(demo.summary)),"
            + "\"actions\":[\(actions)]}")
        // The first frame is what the page shows: the next is sent only once something changes.
        let frame = session.currentFrame
        lastElements = PlaygroundFrameEncoder.elements(of: frame)
        wasIdle = session.isIdle
        output.yield(PlaygroundFrameEncoder.message(for: frame, elements: lastElements, number: 0, isIdle: wasIdle))
    }

    /// Applies a message from the page and answers with the new frame, or with an error message
    /// for a message it refuses. Past the frame's budget, events are dropped.
    func receive(_ text: String) {
        guard eventsThisFrame < Self.maximumEventsPerFrame else {
            droppedThisFrame += 1
            return
        }
        eventsThisFrame += 1
        do {
            try session.handle(PlaygroundEvent(json: text))
            sendFrame(force: true)
        } catch {
            sendError(String(describing: error))
        }
    }

    /// One frame of real time: steps the session's clock while anything moves and sends the
    /// frame when it changed, and once more when everything comes to rest.
    func tick() {
        if droppedThisFrame > 0 {
            sendError("too many events: \(droppedThisFrame) dropped this frame (at most \(Self.maximumEventsPerFrame))")
        }
        eventsThisFrame = 0
        droppedThisFrame = 0
        guard !(session.isIdle && wasIdle) else { return }
        session.step()
        sendFrame(force: false)
    }

    /// Closes the page's stream of messages.
    func finish() { output.finish() }

    private func sendFrame(force: Bool) {
        let idle = session.isIdle, frame = session.currentFrame
        let elements = PlaygroundFrameEncoder.elements(of: frame)
        defer { wasIdle = idle }
        guard force || elements != lastElements || idle != wasIdle else { return }
        lastElements = elements
        output.yield(PlaygroundFrameEncoder.message(for: frame, elements: elements, number: session.frameNumber, isIdle: idle))
    }

    private func sendError(_ message: String) {
        output.yield("{\"type\":\"error\",\"message\":\(PlaygroundFrameEncoder.string(message))}")
    }
}
