import ArgumentParser

/// The `masonry` command-line tool.
@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Masonry for Swift: constraint layout anywhere Swift runs.",
        subcommands: [SolveCommand.self, DemoCommand.self, ExamplesCommand.self, RenderCommand.self]
    )
}
