import Masonry
import MasonryGallery
import MasonryRender
import SnapshotTesting
import Testing

/// Snapshots of the pictures: the SVG (as `masonry demo` writes it) and the text picture of
/// the seeds' layouts and several gallery screens, at two sizes, every state. The recorded
/// files are under `__Snapshots__/PictureSnapshotTests/` (`svg.NAME-WxH[-STATE].svg`,
/// `text.NAME-WxH.txt`); a change in layout or drawing shows
/// as a line diff of the SVG or of the box drawing.
///
/// To re-record after an intended change: delete the files that changed and run the tests
/// twice (a missing snapshot is recorded and the test fails once), or run with
/// `SNAPSHOT_TESTING_RECORD=all`. Review the new files with `git diff` before committing.
@Suite struct PictureSnapshotTests {
    /// The examples with snapshots.
    static let examples = [
        "seed-three-columns", "seed-button", "seed-edges-padding", "seed-offset-100",
        "basic", "update", "remake", "sides", "aspect-fit", "label", "distribute", "safe-area", "stack-view",
    ]

    /// Two of the demo sizes: an iPhone SE in portrait (a status bar on top) and an iPhone in
    /// landscape (safe-area insets on the sides and at the bottom).
    static let environments = [GalleryEnvironment.demoSizes[0], GalleryEnvironment.demoSizes[2]]

    /// An SVG file compared line by line.
    static var svg: Snapshotting<String, String> { Snapshotting(pathExtension: "svg", diffing: .lines) }

    static func sizeText(_ size: CGSize) -> String {
        "\(Int(size.width))x\(Int(size.height))"
    }

    @Test(arguments: examples)
    func svgPictures(_ name: String) throws {
        let example = try #require(Gallery.example(named: name))
        for environment in Self.environments {
            let sizeText = Self.sizeText(environment.size)
            let layout = example.make(environment)
            var pictures: [(name: String, svg: String)] = []
            layout.forEachState { index, title, root in
                let svg = SVGRenderer(overlay: .safeArea, title: "\(example.title) — \(sizeText) — \(title)")
                    .render(RenderSnapshot(root, safeAreaInsets: environment.safeAreaInsets))
                pictures.append((index == 0 ? "\(name)-\(sizeText)" : "\(name)-\(sizeText)-\(index)", svg))
            }
            for picture in pictures {
                assertSnapshot(of: picture.svg, as: Self.svg, named: picture.name, testName: "svg")
            }
        }
    }

    @Test(arguments: examples)
    func textPictures(_ name: String) throws {
        let example = try #require(Gallery.example(named: name))
        for environment in Self.environments {
            let sizeText = Self.sizeText(environment.size)
            let layout = example.make(environment)
            var text = ""
            layout.forEachState { index, title, root in
                text += "\(example.title), \(sizeText), state \(index): \(title)\n"
                text += TextRenderer(columns: 64).render(RenderSnapshot(root, safeAreaInsets: environment.safeAreaInsets))
                text += "\n"
            }
            assertSnapshot(of: text, as: .lines, named: "\(name)-\(sizeText)", testName: "text")
        }
    }

    /// The three columns with every overlay: constraints as lines, margins and guides dashed,
    /// the safe area shaded.
    @Test func svgWithOverlays() throws {
        let environment = GalleryEnvironment.demoSizes[1]
        let layout = Gallery.seedThreeColumns(environment)
        let svg = SVGRenderer(overlay: [.constraints, .guides], title: "Three columns with overlays")
            .render(RenderSnapshot(layout.root, safeAreaInsets: environment.safeAreaInsets))
        assertSnapshot(of: svg, as: Self.svg, named: "seed-three-columns-393x852-overlays", testName: "svg")
    }
}
