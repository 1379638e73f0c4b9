import ArgumentParser

@main
struct LayoutStudio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-studio",
        abstract: "Render, play and benchmark CollectionLayouts demos.",
        subcommands: [GalleryCommand.self, RenderCommand.self, PlayCommand.self, DocsImagesCommand.self, BenchCommand.self])
}
