import FlyingSocks
import Foundation

/// A small RFC 6455 client for the tests (Foundation's WebSocket task needs a libcurl with
/// WebSockets, which Linux lacks): the opening handshake, masked text frames out, and the
/// server's unmasked frames in.
struct TestWebSocket {
    enum Failure: Error, CustomStringConvertible {
        case handshake(String)
        case closed
        case timedOut
        var description: String {
            switch self {
            case .handshake(let response): "handshake refused: \(response)"
            case .closed: "the server closed the connection"
            case .timedOut: "no message from the server in time"
            }
        }
    }

    private let socket: AsyncSocket

    /// Connects to `path` on 127.0.0.1:`port` and completes the handshake.
    static func connect(port: UInt16, path: String) async throws -> TestWebSocket {
        let socket = try await AsyncSocket.connected(to: try .inet(ip4: "127.0.0.1", port: port))
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try await socket.write(Data(request.utf8))
        var response: [UInt8] = []
        while !response.ends(with: [13, 10, 13, 10]) { response.append(try await socket.read()) }
        let text = String(decoding: response, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 101") else { throw Failure.handshake(text) }
        return TestWebSocket(socket: socket)
    }

    /// Sends `text` as one masked text frame.
    func send(_ text: String) async throws {
        try await socket.write(Data(Self.frame(text)))
    }

    /// Sends every text as its own frame, all in one write: a burst the server reads at once.
    func sendBurst(_ texts: [String]) async throws {
        try await socket.write(Data(texts.flatMap(Self.frame)))
    }

    private static func frame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    /// The next text message from the server; throws when none comes within `seconds`, so a
    /// test fails instead of hanging: a guard against a hang, not a measure of speed, so it is
    /// generous for a loaded two-core machine.
    func receive(within seconds: Double = 60) async throws -> String {
        try await withThrowingTaskGroup(of: String.self) { group in
            group.addTask { try await readMessage() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw Failure.timedOut
            }
            let first = try await group.next()!
            group.cancelAll()
            return first
        }
    }

    private func readMessage() async throws -> String {
        while true {
            let head = try await socket.read(bytes: 2)
            let opcode = head[0] & 0x0f
            var length = Int(head[1] & 0x7f)
            if length == 126 {
                length = try await socket.read(bytes: 2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = length > 0 ? try await socket.read(bytes: length) : []
            switch opcode {
            case 0x1: return String(decoding: payload, as: UTF8.self)
            case 0x8: throw Failure.closed
            default: continue
            }
        }
    }

    /// The next message decoded as a JSON object.
    func receiveObject() async throws -> [String: Any] {
        let text = try await receive()
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// Sends a close frame and closes the socket.
    func close() async throws {
        try? await socket.write(Data([0x88, 0x80, 1, 2, 3, 4]))
        try socket.close()
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
