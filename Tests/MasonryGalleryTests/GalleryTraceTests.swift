import Foundation
import Masonry
import MasonryGallery
import Testing

/// Every example, at every demo size and in every state, traced with `autolayoutTrace()`: a
/// line per view in the tree's order, a star on each view its constraints place, nothing
/// ambiguous (the examples pin every frame), and no frame moved by the trace's probes.
@Test func everyExampleTracesWithoutAmbiguity() {
    for example in Gallery.examples {
        for environment in GalleryEnvironment.demoSizes {
            let layout = example.make(environment)
            layout.forEachState { index, _, root in
                let views = layout.allViews
                let frames = views.map(\.frame)
                let lines = root.autolayoutTrace().split(separator: "\n", omittingEmptySubsequences: false)
                let place = "\(example.name) \(environment.size) state \(index)"
                #expect(lines.count == views.count, "\(place)")
                for (line, view) in zip(lines, views) {
                    var depth = 0
                    var ancestor = view.superview
                    while let next = ancestor {
                        depth += 1
                        ancestor = next.superview
                    }
                    let indent = String(repeating: "|   ", count: depth)
                    let starred = line.hasPrefix(indent + "*")
                    #expect(line == indent + (starred ? "*" : "") + view.description, "\(place): \(line)")
                    // A view the engine places is one its constraints name: the root never.
                    #expect(!(starred && view === root), "\(place): \(line)")
                }
                #expect(!lines.contains { $0.contains("AMBIGUOUS") }, "\(place)")
                // Every example places views with constraints.
                #expect(lines.contains { $0.contains("*<") }, "\(place)")
                #expect(views.map(\.frame) == frames, "\(place)")
            }
        }
    }
}
