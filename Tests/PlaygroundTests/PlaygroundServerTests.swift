import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Rendering
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Playground

/// The playground over real sockets: frames equal to the simulated view driven directly with the
/// same events, refused messages, several pages at once, and a clean shutdown.
@Suite("Playground server", .serialized)
struct PlaygroundServerTests {
    /// A running server on a free loopback port; stopped by `stop()`.
    struct Running {
        let server: PlaygroundServer
        let task: Task<Void, any Error>
        let port: UInt16

        static func start() async throws -> Running {
            let server = try PlaygroundServer(port: 0, logs: false)
            let task = Task { try await server.run() }
            try await server.waitUntilListening()
            let port = try #require(await server.port)
            return Running(server: server, task: task, port: port)
        }

        func open(_ demo: String) async throws -> TestWebSocket {
            try await TestWebSocket.connect(port: port, path: "/socket?demo=\(demo)")
        }

        func stop() async {
            await server.stop()
            task.cancel()
            _ = await task.result
        }
    }

    /// The elements part of a frame message: what the page draws, whatever the frame's number and time.
    static func elements(_ message: String) -> Substring {
        message[message.range(of: ",\"e\":")!.upperBound...].dropLast()
    }

    /// Reads messages until a frame whose elements are `expected`; returns how many it read.
    static func readUntilFrame(_ socket: TestWebSocket, elements expected: Substring, idle: Bool? = nil,
                               within limit: Int = 400) async throws -> Bool {
        for _ in 0..<limit {
            let message = try await socket.receive()
            guard message.hasPrefix("{\"type\":\"frame\"") else { continue }
            if elements(message) == expected, idle.map({ message.contains("\"idle\":\($0)") }) ?? true { return true }
        }
        return false
    }

    /// Drives `view` of a fresh scene of `demo` directly: a drag through `points` and a release
    /// with `velocity`; returns the frame messages after the drag and at rest.
    static func direct(_ demo: String, view index: Int, points: [CGPoint], velocity: CGPoint) throws -> (dragged: Substring, rest: Substring) {
        let clock = ManualClock(framesPerSecond: 60)
        let scene = try #require(Gallery.demo(named: demo)).makeScene(clock: clock)
        let view = scene.views[index]
        view.beginDragging()
        for (previous, point) in zip(points, points.dropFirst()) {
            view.drag(by: CGPoint(x: point.x - previous.x, y: point.y - previous.y))
        }
        let dragged = Substring(PlaygroundFrameEncoder.elements(of: scene.currentFrame))
        view.endDragging(velocity: velocity)
        clock.run(until: { scene.isIdle }, maximumSeconds: 10)
        return (dragged, Substring(PlaygroundFrameEncoder.elements(of: scene.currentFrame)))
    }

    static func pointer(_ phase: String, _ point: CGPoint, ms: Double) -> String {
        "{\"type\":\"pointer\",\"phase\":\"\(phase)\",\"x\":\(point.x),\"y\":\(point.y),\"t\":\(ms)}"
    }

    /// Sends a press through `points`, 1/60 s apart from 1000 ms, lifted at the last.
    static func press(_ socket: TestWebSocket, through points: [CGPoint]) async throws {
        for (index, point) in points.dropLast().enumerated() {
            try await socket.send(pointer(index == 0 ? "down" : "move", point, ms: 1000 + Double(index) * 50 / 3))
        }
    }

    @Test func pizzaDragAndReleaseMatchTheViewDrivenDirectly() async throws {
        let running = try await Running.start()
        let socket = try await running.open("pizza-halves")
        let hello = try await socket.receiveObject()
        #expect(hello["type"] as? String == "hello")
        #expect((hello["actions"] as? [String])?.contains("shuffle") == true)

        // A finger on the right half (x 180…360) moves up 120 points in 4 frames of 1/60 s and lifts.
        let points = (0...4).map { CGPoint(x: 270, y: 300 - 30 * CGFloat($0)) }
        try await Self.press(socket, through: points)
        // Over the tracker's 0.1 s window: 120 points in 4/60 s, 1800 points per second upward,
        // so the content's velocity is +1800.
        let expected = try Self.direct("pizza-halves", view: 1, points: Array(points.dropLast()) + [points.last!],
                                       velocity: CGPoint(x: 0, y: 1800))
        let draggedBefore = try Self.direct("pizza-halves", view: 1, points: Array(points.dropLast()), velocity: .zero).dragged
        #expect(try await Self.readUntilFrame(socket, elements: draggedBefore))
        try await socket.send(Self.pointer("up", points[4], ms: 1000 + 4 * 50 / 3))
        #expect(try await Self.readUntilFrame(socket, elements: expected.rest, idle: true))
        try await socket.close()
        await running.stop()
    }

    @Test func wheelDragAndReleaseMatchTheViewDrivenDirectly() async throws {
        let running = try await Running.start()
        let socket = try await running.open("wheel")
        _ = try await socket.receiveObject()
        let points = (0...6).map { CGPoint(x: 250 - 25 * CGFloat($0), y: 240) }
        try await Self.press(socket, through: points)
        let dragged = try Self.direct("wheel", view: 0, points: Array(points.dropLast()), velocity: .zero).dragged
        #expect(try await Self.readUntilFrame(socket, elements: dragged))
        try await socket.send(Self.pointer("up", points[6], ms: 1100))
        // 150 points left in 0.1 s: 1500 points per second, the content moving right.
        let expected = try Self.direct("wheel", view: 0, points: points, velocity: CGPoint(x: 1500, y: 0))
        #expect(try await Self.readUntilFrame(socket, elements: expected.rest, idle: true))
        try await socket.close()
        await running.stop()
    }

    @Test func refusedMessagesGetErrorsAndTheConnectionGoesOn() async throws {
        let running = try await Running.start()
        let socket = try await running.open("pizza-halves")
        _ = try await socket.receiveObject()
        _ = try await socket.receive()   // the first frame
        let refused = [
            ("not json", "not an object"),
            ("{\"type\":\"pointer\",\"phase\":\"jump\",\"x\":1,\"y\":2,\"t\":3}", "phase must be one of down, move, up, cancel"),
            ("{\"type\":\"pointer\",\"phase\":\"move\",\"x\":1,\"y\":2,\"t\":3}", "a move with no pointer down"),
            ("{\"type\":\"pointer\",\"phase\":\"down\",\"x\":1e9,\"y\":2,\"t\":3}", "outside ±100000"),
            ("{\"type\":\"action\",\"name\":\"fly\"}", "no action 'fly' in this demo; it has match, shuffle"),
            ("{\"type\":\"teleport\"}", "unknown message type 'teleport'"),
        ]
        for (message, reason) in refused {
            try await socket.send(message)
            var answer = try await socket.receiveObject()
            while answer["type"] as? String == "frame" { answer = try await socket.receiveObject() }
            #expect(answer["type"] as? String == "error")
            #expect((answer["message"] as? String)?.contains(reason) == true, "\(message): \(answer)")
        }
        try await socket.send("{\"type\":\"action\",\"name\":\"shuffle\"}")
        var moved = false
        for _ in 0..<200 where !moved {
            let answer = try await socket.receiveObject()
            moved = answer["type"] as? String == "frame" && answer["idle"] as? Bool == false
        }
        #expect(moved)
        try await socket.close()
        await running.stop()
    }

    @Test func aFloodOfEventsLeavesTheConnectionServing() async throws {
        let running = try await Running.start()
        let socket = try await running.open("table")
        _ = try await socket.receiveObject()
        let flood = [Self.pointer("down", CGPoint(x: 100, y: 300), ms: 0)]
            + (0..<1500).map { Self.pointer("move", CGPoint(x: 100, y: 300 - CGFloat($0 % 50)), ms: Double($0)) }
        let action = "{\"type\":\"action\",\"name\":\"after-the-flood\"}"
        try await socket.sendBurst(flood + [action])
        // Past a frame's budget the server drops events, and the action may be among them: each
        // report of a drop closes a frame, so the action is sent again after it. The reports are
        // as many as the frames the flood filled, so the loop ends.
        var answered = false
        for _ in 0..<3000 where !answered {
            let answer = try await socket.receiveObject()
            let message = answer["message"] as? String ?? ""
            answered = message.contains("no action 'after-the-flood'")
            if message.hasPrefix("too many events") { try await socket.send(action) }
        }
        #expect(answered)
        try await socket.close()
        await running.stop()
    }

    @Test func pagesAreIndependentAndDroppedWhenTheirSocketsClose() async throws {
        let running = try await Running.start()
        let wheel = try await running.open("wheel")
        let table = try await running.open("table")
        _ = try await wheel.receiveObject()
        _ = try await table.receiveObject()
        let wheelStart = Self.elements(try await wheel.receive())
        let tableStart = Self.elements(try await table.receive())
        #expect(await running.server.openConnections == 2)

        try await table.send(Self.pointer("down", CGPoint(x: 100, y: 300), ms: 0))
        try await table.send(Self.pointer("move", CGPoint(x: 100, y: 200), ms: 16))
        var tableMoved = tableStart
        for _ in 0..<10 where tableMoved == tableStart { tableMoved = Self.elements(try await table.receive()) }
        #expect(tableMoved != tableStart)
        // The wheel's page saw nothing of it: its next message is its own, after its own action.
        try await wheel.send("{\"type\":\"action\",\"name\":\"none\"}")
        let answer = try await wheel.receiveObject()
        #expect(answer["type"] as? String == "error")
        _ = wheelStart

        try await wheel.close()
        try await table.close()
        var open = await running.server.openConnections
        for _ in 0..<100 where open > 0 {
            try await Task.sleep(for: .milliseconds(20))
            open = await running.server.openConnections
        }
        #expect(open == 0)
        await running.stop()
    }

    /// The body and status of a GET of `path`.
    static func get(_ path: String, port: UInt16) async throws -> (status: Int, type: String?, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type"), String(decoding: data, as: UTF8.self))
    }

    @Test func artworkPicturesAreTheRenderersPaintingsAndBadNamesAreNotFound() async throws {
        let running = try await Running.start()
        let pizza = try await Self.get("/artwork/pizza:left:3", port: running.port)
        #expect(pizza.status == 200 && pizza.type == "image/svg+xml")
        #expect(pizza.body == ArtworkImage(.pizzaHalf(seam: .left, variety: 3)).svg)
        let encoded = try await Self.get("/artwork/photo%3A7%3A1.5", port: running.port)
        #expect(encoded.body == ArtworkImage(.photo(seed: 7, aspectRatio: 1.5)).svg)
        let refused = try await Self.get("/artwork/photo:7:nan", port: running.port)
        #expect(refused.status == 404)
        #expect(refused.body == "no artwork named 'photo:7:nan': aspect ratio 'nan' is not a positive number")
        await running.stop()
    }

    @Test func theIndexShowsEachDemoAtRestAsTheGalleryDrawsIt() async throws {
        let running = try await Running.start()
        let index = try await Self.get("/", port: running.port)
        #expect(Gallery.demos.allSatisfy { index.body.contains("<img src=\"/thumbnail/\($0.name)\"") })
        let wheel = try await Self.get("/thumbnail/wheel", port: running.port)
        #expect(wheel.status == 200 && wheel.type == "image/svg+xml")
        let demo = try #require(Gallery.demo(named: "wheel"))
        #expect(wheel.body == SVGRenderer(style: .realistic, showsFooter: false).render(try demo.makeScene().currentFrame))
        let unknown = try await Self.get("/thumbnail/no-such-demo", port: running.port)
        #expect(unknown.status == 404 && unknown.body == "no demo named 'no-such-demo'")
        await running.stop()
    }

    @Test func unknownDemosAreNotFoundAndTheServerStopsCleanly() async throws {
        let running = try await Running.start()
        await #expect(throws: TestWebSocket.Failure.self) { try await running.open("no-such-demo") }
        let page = try String(contentsOf: URL(string: "http://127.0.0.1:\(running.port)/demo/pizza-halves")!, encoding: .utf8)
        #expect(page.contains("Pizza from two halves") && page.contains("new WebSocket"))
        let index = try String(contentsOf: URL(string: "http://127.0.0.1:\(running.port)/")!, encoding: .utf8)
        #expect(Gallery.demos.allSatisfy { index.contains("/demo/\($0.name)\"") })

        let socket = try await running.open("wheel")
        _ = try await socket.receiveObject()
        await running.server.stop()
        let result = await running.task.result
        #expect((try? result.get()) != nil || running.task.isCancelled == false)
        await #expect(throws: (any Error).self) { try await TestWebSocket.connect(port: running.port, path: "/socket?demo=wheel") }
    }
}
