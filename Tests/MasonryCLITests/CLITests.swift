import Foundation
import MasonryGallery
import Testing

/// What one run of the tool gave.
struct ToolRun {
    var status: Int32
    var output: String
    var errors: String
}

enum ToolError: Error, CustomStringConvertible {
    case notBuilt(String)
    case cannotCapture

    var description: String {
        switch self {
        case .notBuilt(let path): "no masonry executable at \(path); `swift test` builds it (or run `swift build --product masonry`)"
        case .cannotCapture: "cannot create the files that capture the tool's output"
        }
    }
}

/// The `masonry` executable that `swift test` built beside the test bundle (in the same
/// products directory, whatever the scratch path).
func masonryExecutable() throws -> URL {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    // Where the tests run inside a bundle (Apple platforms), the products directory holds it.
    if let bundle = Bundle.allBundles.first(where: { $0.bundleURL.pathExtension == "xctest" }) {
        directory = bundle.bundleURL.deletingLastPathComponent()
    }
    let executable = directory.appendingPathComponent("masonry")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw ToolError.notBuilt(executable.path) }
    return executable
}

/// Runs `masonry ARGUMENTS` as a subprocess and collects its status and output.
func runMasonry(_ arguments: [String]) throws -> ToolRun {
    let process = Process()
    process.executableURL = try masonryExecutable()
    process.arguments = arguments
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("masonry-cli-\(UUID().uuidString).out")
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("masonry-cli-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
        FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    else { throw ToolError.cannotCapture }
    defer {
        try? FileManager.default.removeItem(at: outputFile)
        try? FileManager.default.removeItem(at: errorFile)
    }
    // Files rather than pipes: the demo's output is larger than a pipe's buffer.
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return ToolRun(
        status: process.terminationStatus,
        output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
        errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
}

/// The lines of `text` without the final empty one.
func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map { $0 }
}

/// The `masonry` tool run as a user runs it: a subprocess, its standard output, standard
/// error and exit status.
@Suite(.serialized) struct CLITests {
    @Test func examplesListsEveryExampleOnALine() throws {
        let run = try runMasonry(["examples"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let listed = lines(run.output)
        #expect(listed.count == Gallery.examples.count)
        for (line, example) in zip(listed, Gallery.examples) {
            #expect(line.hasPrefix(example.name + " "), "\(line)")
            #expect(line.contains(example.title))
        }
    }

    @Test func renderBasicAsJSONPrintsEveryFrame() throws {
        let run = try runMasonry(["render", "basic", "--size", "320x568", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let keys = views.compactMap { $0["key"] as? String }
        #expect(keys.contains("superview"))
        #expect(keys.count == views.count, "every view has a key")
        let root = try #require(views.first?["frame"] as? [String: Double])
        #expect(root == ["x": 0, "y": 0, "width": 320, "height": 568])
        // Masonry's Basic: three views, each half the height (less padding); the top two
        // side by side with equal widths.
        // Padding 10: widths (320 - 30) / 2 = 145, heights (568 - 30) / 2 = 269.
        #expect(keys == ["superview", "greenView", "redView", "blueView"])
        let frames = views.dropFirst().compactMap { $0["frame"] as? [String: Double] }
        #expect(frames == [
            ["x": 10, "y": 10, "width": 145, "height": 269],
            ["x": 165, "y": 10, "width": 145, "height": 269],
            ["x": 10, "y": 289, "width": 300, "height": 269],
        ])
        #expect(run.output == (try runMasonry(["render", "basic", "--size", "320x568", "--format", "json"])).output, "deterministic")
    }

    @Test func renderPrintsSVGAndText() throws {
        let svg = try runMasonry(["render", "seed-three-columns", "--size", "300x150"])
        #expect(svg.status == 0)
        #expect(svg.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.output.hasSuffix("</svg>\n"))
        let text = try runMasonry(["render", "seed-three-columns", "--size", "300x150", "--format", "text", "--columns", "30"])
        #expect(text.status == 0)
        #expect(lines(text.output).first == "┌green────┬red──────┬blue─────┐")
        #expect(lines(text.output).last == "└─────────┴─────────┴─────────┘")
    }

    @Test func unknownExampleExitsWithStatus2AndNamesTheKnownOnes() throws {
        let run = try runMasonry(["render", "no-such-example", "--size", "320x568"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        let known = Gallery.examples.map(\.name).joined(separator: ", ")
        #expect(run.errors == "masonry: unknown example 'no-such-example'; known examples: \(known)\n")
        #expect(known.hasPrefix("seed-three-columns, seed-button, "))
        #expect(!run.errors.contains("Fatal error"))
    }

    @Test(arguments: ["393by852", "393x", "x852", "0x852", "-320x568", "wide", "393x852x1"])
    func malformedSizeExitsWithStatus2AndSaysWhatASizeIs(_ size: String) throws {
        // `--size=VALUE`, so that ArgumentParser takes "-320x568" as the value, not as an option.
        let run = try runMasonry(["render", "basic", "--size=\(size)"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors
            == "masonry: malformed size '\(size)': a size is WIDTHxHEIGHT in points, both positive, for example --size 393x852\n")
    }

    @Test(arguments: [
        (["render", "basic", "--format", "png"], "svg, text or json"),
        (["render", "basic", "--safe-area", "1,2"], "TOP,LEFT,BOTTOM,RIGHT"),
        (["render", "basic", "--overlay", "everything"], "--overlay constraints"),
        (["render", "update", "--state", "9"], "--state 0 to"),
        // Negative values reach the tool's own checks, not the parser's "missing value".
        (["render", "update", "--state", "-1"], "--state 0 to"),
        (["render", "basic", "--size", "-320x568"], "malformed size '-320x568'"),
        (["render", "basic", "--safe-area", "-1,0,0,0"], "malformed safe area '-1,0,0,0'"),
        (["render", "basic", "--format", "text", "--columns", "-5"], "--columns must be from 1 to 1000"),
        // A grid a user cannot mean, refused before any memory is taken for it.
        (["render", "basic", "--format", "text", "--columns", "100000"], "--columns must be from 1 to 1000"),
        (["render"], "known examples: seed-three-columns"),
    ])
    func otherUsageErrorsAreOneLineWithStatus2(_ arguments: [String], _ expected: String) throws {
        let run = try runMasonry(arguments)
        #expect(run.status == 2)
        #expect(lines(run.errors).count == 1, "one line: \(run.errors)")
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    /// A size past Int's range is drawn, not a crash: the title prints it as a Double.
    @Test func aHugeSizeRendersWithoutATrace() throws {
        let run = try runMasonry(["render", "seed-button", "--size", "1e19x100"])
        #expect(run.status == 0)
        #expect(run.output.contains("<title>") && run.output.contains("1e+19x100"))
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    /// A root far taller than wide stops at the renderer's last row instead of trapping on the
    /// conversion of its height to a row count.
    @Test func aHugeHeightDrawsABoundedTextPicture() throws {
        let run = try runMasonry(["render", "basic", "--size", "1x1e300", "--format", "text", "--columns", "4"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(lines(run.output).count == 2_001)
    }

    @Test func demoWritesEverySVGAndTheGalleryPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("masonry-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runMasonry(["demo", "--out", directory.path])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let svgs = files.filter { $0.hasSuffix(".svg") }
        #expect(files.contains("index.html"))
        // Every example at the four sizes, and the further states of the ones that change.
        var expected: [String] = []
        for example in Gallery.examples {
            for environment in GalleryEnvironment.demoSizes {
                let size = "\(Int(environment.size.width))x\(Int(environment.size.height))"
                let states = example.make(environment).stateCount
                expected += (0 ..< states).map { $0 == 0 ? "\(example.name)-\(size).svg" : "\(example.name)-\(size)-\($0).svg" }
            }
        }
        #expect(svgs.sorted() == expected.sorted())
        #expect(svgs.count == 172)
        #expect(files.count == svgs.count + 1)
        let html = String(decoding: try Data(contentsOf: directory.appendingPathComponent("index.html")), as: UTF8.self)
        for svg in svgs {
            #expect(html.contains("src=\"\(svg)\""), "index.html shows \(svg)")
        }
        let first = String(decoding: try Data(contentsOf: directory.appendingPathComponent(svgs[0])), as: UTF8.self)
        #expect(first.hasPrefix("<?xml"))
        // The table: a header, a rule, a row per example and size; zero diagnostics except
        // the Debugging example's.
        let table = lines(run.output)
        #expect(table.first?.hasPrefix("example") == true)
        let rows = table.filter { line in Gallery.examples.contains { line.hasPrefix($0.name + " ") } }
        #expect(rows.count == Gallery.examples.count * 4)
        for row in rows where !row.hasPrefix("debugging ") {
            #expect(row.hasSuffix(" 0"), "no diagnostics: \(row)")
        }
        // The Debugging example's 8 conflicts (GalleryFrameTests lists them), at every size.
        let debugging = rows.filter { $0.hasPrefix("debugging ") }
        #expect(debugging.map { $0.split(separator: " ").filter { !$0.hasSuffix("ms") && !$0.contains(".") } }
            == ["320x568", "393x852", "852x393", "820x1180"].map {
                ["debugging", Substring($0), "4", "25", "8", "(expected:", "conflicts", "on", "purpose)"]
            })
        #expect(run.output.contains("wrote \(svgs.count) SVGs and index.html into \(directory.path)/"))
        // The tool is built as the tests are: a debug build says its times are a debug build's.
        let footnote = "(layout times from a debug build; `swift run -c release masonry demo` times the optimised code)"
        #if DEBUG
        #expect(run.output.contains("\n\n\(footnote)\n\nwrote "))
        #else
        #expect(!run.output.contains(footnote))
        #endif
    }

    @Test func helpListsTheCommands() throws {
        let run = try runMasonry(["--help"])
        #expect(run.status == 0)
        for command in ["demo", "examples", "render", "solve"] {
            #expect(run.output.contains(command))
        }
    }
}
