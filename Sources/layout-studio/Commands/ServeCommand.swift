import ArgumentParser
import Foundation
import Playground

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the live playground: every demo in the browser, dragged with a mouse or a finger on the real engine.")

    @Option(help: "The port to listen on (127.0.0.1 only); 0 picks a free one.")
    var port: UInt16 = 8080

    func run() async throws {
        let server = try PlaygroundServer(port: port)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening()
            if let port = await server.port {
                // Unbuffered, so a script reading the address sees it at once.
                FileHandle.standardOutput.write(Data("Playground at http://127.0.0.1:\(port)/ (Ctrl-C stops it)\n".utf8))
            }
            try await group.next()
        }
    }
}
