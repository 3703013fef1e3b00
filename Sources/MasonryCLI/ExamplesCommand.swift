import ArgumentParser
import MasonryGallery

/// `masonry examples`: lists the gallery.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the example gallery (Masonry's example app and the seeds' layouts)."
    )

    func run() throws {
        let width = Gallery.examples.map(\.name.count).max() ?? 0
        for example in Gallery.examples {
            let padding = String(repeating: " ", count: width - example.name.count)
            print("\(example.name)\(padding)  \(example.title): \(example.summary)")
        }
    }
}
