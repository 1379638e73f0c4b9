import ArgumentParser
import Foundation
import GalleryModule
import Rendering

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play", abstract: "Write a demo's page: its scroll positions and its played-back gesture.")

    @Argument(help: "The demo's name.")
    var demo: String

    @Option(help: "The HTML file to write (default: standard output).")
    var out: String?

    func run() throws {
        let page = try GalleryBuilder.page(for: try DemoArguments.demo(named: demo))
        try DemoArguments.write(HTMLPlayer.page(title: page.title, description: page.description, tracks: page.tracks),
                                to: out)
    }
}
