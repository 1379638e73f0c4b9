import FlyingFox
import Foundation
import GalleryModule
import Rendering

/// The live playground: a local web server whose pages show every gallery demo and drive it
/// with the pointer, one ``PlaygroundSession`` per open page, over a WebSocket.
///
/// Routes: `GET /` (the index of demos), `GET /demo/<name>` (a demo's page),
/// `GET /thumbnail/<name>` (a demo at rest, as the gallery's realistic render draws it),
/// `GET /artwork/<name>` (an artwork's picture, an SVG image named as ``PlaygroundArtwork`` says)
/// and `GET /socket?demo=<name>` (the page's WebSocket). The server listens on 127.0.0.1 only.
package final class PlaygroundServer: Sendable {
    /// The frame rate of every session's real-time clock.
    package static let framesPerSecond = 60

    private let server: HTTPServer
    private let connections = ConnectionCount()

    /// A server on 127.0.0.1 at `port`; 0 picks a free port (see ``port``). With `logs`, the
    /// server prints its connections and requests.
    package init(port: UInt16, logs: Bool = true) throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60,
                            logger: logs ? HTTPServer.defaultLogger() : .disabled)
    }

    /// Serves until the task is cancelled or ``stop()`` is called.
    package func run() async throws {
        await appendRoutes()
        try await server.run()
    }

    /// Returns once the server accepts connections.
    package func waitUntilListening() async throws {
        try await server.waitUntilListening()
    }

    /// The port the server listens on, once it does.
    package var port: UInt16? {
        get async {
            guard case .ip4(_, let port)? = await server.listeningAddress else { return nil }
            return port
        }
    }

    /// The number of pages connected now; a closed socket's session is gone from it.
    package var openConnections: Int {
        get async { await connections.value }
    }

    /// Closes every connection and stops listening.
    package func stop() async {
        await server.stop(timeout: 1)
    }

    private func appendRoutes() async {
        await server.appendRoute("GET /") { _ in Self.html(PlaygroundPage.index(demos: Gallery.demos)) }
        await server.appendRoute("GET /demo/*") { request in
            let name = String(request.path.dropFirst("/demo/".count))
            guard let demo = Gallery.demo(named: name) else { return Self.notFound(PlaygroundError.unknownDemo(name)) }
            return Self.html(PlaygroundPage.demo(demo))
        }
        await server.appendRoute("GET /thumbnail/*") { request in Self.thumbnail(ofDemoNamed: String(request.path.dropFirst("/thumbnail/".count))) }
        await server.appendRoute("GET /artwork/*") { request in Self.artwork(named: String(request.path.dropFirst("/artwork/".count))) }
        let connections = connections
        await server.appendRoute("GET /socket") { request in
            let name = request.query["demo"] ?? ""
            guard Gallery.demo(named: name) != nil else { return Self.notFound(PlaygroundError.unknownDemo(name)) }
            let handler = PlaygroundSocket(demoName: name, connections: connections)
            return try await WebSocketHTTPHandler.webSocket(handler).handleRequest(request)
        }
    }

    /// The picture of the artwork called `name` (percent-encoded or not), or 404 saying what is wrong with the name.
    private static func artwork(named name: String) -> HTTPResponse {
        do throws(PlaygroundError) {
            let artwork = try PlaygroundArtwork.artwork(named: name.removingPercentEncoding ?? name)
            // The same name always paints the same picture: the browser may keep it.
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=86400"],
                                body: Data(ArtworkImage(artwork).svg.utf8))
        } catch {
            return notFound(error)
        }
    }

    /// The demo called `name` at rest, drawn as the gallery draws it, or 404 for an unknown demo.
    private static func thumbnail(ofDemoNamed name: String) -> HTTPResponse {
        guard let demo = Gallery.demo(named: name) else { return notFound(.unknownDemo(name)) }
        do {
            let picture = SVGRenderer(style: .realistic, showsFooter: false).render(try demo.makeScene().currentFrame)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=3600"],
                                body: Data(picture.utf8))
        } catch {
            return HTTPResponse(statusCode: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("demo '\(name)' could not be built: \(error)".utf8))
        }
    }

    private static func html(_ page: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(page.utf8))
    }

    private static func notFound(_ error: PlaygroundError) -> HTTPResponse {
        HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(error.description.utf8))
    }
}

/// How many sockets are open.
actor ConnectionCount {
    private(set) var value = 0
    func opened() { value += 1 }
    func closed() { value -= 1 }
}

/// A page's WebSocket: a new session of its demo, the page's messages applied to it, its frames
/// sent back, and a frame every 1/60 s until the socket closes.
struct PlaygroundSocket: WSMessageHandler {
    let demoName: String
    let connections: ConnectionCount

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (texts, output) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(600))
        let connection = PlaygroundConnection(session: try PlaygroundSession(demoNamed: demoName), output: output)
        await connections.opened()
        let connections = connections
        let ticking = Task {
            let interval = Duration.nanoseconds(1_000_000_000 / PlaygroundServer.framesPerSecond)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                await connection.tick()
            }
        }
        Task {
            for await message in client {
                switch message {
                case .text(let text): await connection.receive(text)
                case .data: await connection.receive("")
                case .close: break
                }
            }
            ticking.cancel()
            await connection.finish()
            await connections.closed()
        }
        return AsyncStream { continuation in
            let forwarding = Task {
                for await text in texts { continuation.yield(.text(text)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
