import ArgumentParser

@main
struct LayoutStudio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-studio",
        abstract: "Render, play and benchmark CollectionLayouts demos.",
        subcommands: [GalleryCommand.self, RenderCommand.self, PlayCommand.self, DocsImagesCommand.self, ServeCommand.self, BenchCommand.self])
}
