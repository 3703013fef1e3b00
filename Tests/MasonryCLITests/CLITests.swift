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
        let frames = views.dropFirst().compactMap { $0["frame"] as? [String: Double] }
        #expect(frames.count == 3)
        for frame in frames {
            #expect((frame["width"] ?? 0) > 0 && (frame["height"] ?? 0) > 0)
            #expect((frame["x"] ?? -1) >= 0 && (frame["x"] ?? 0) + (frame["width"] ?? 0) <= 320 + 1e-6)
        }
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
        #expect(lines(run.errors).count == 1, "one line: \(run.errors)")
        #expect(run.errors.contains("unknown example 'no-such-example'"))
        for example in Gallery.examples {
            #expect(run.errors.contains(example.name), "names \(example.name)")
        }
        #expect(!run.errors.contains("Fatal error"))
    }

    @Test(arguments: ["393by852", "393x", "x852", "0x852", "-320x568", "wide", "393x852x1"])
    func malformedSizeExitsWithStatus2AndSaysWhatASizeIs(_ size: String) throws {
        // `--size=VALUE`, so that ArgumentParser takes "-320x568" as the value, not as an option.
        let run = try runMasonry(["render", "basic", "--size=\(size)"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(lines(run.errors).count == 1, "one line: \(run.errors)")
        #expect(run.errors.contains("malformed size '\(size)'"))
        #expect(run.errors.contains("WIDTHxHEIGHT"))
        #expect(run.errors.contains("--size 393x852"))
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
        (["render", "basic", "--format", "text", "--columns", "-5"], "--columns must be positive"),
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

    @Test func demoWritesEverySVGAndTheGalleryPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("masonry-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runMasonry(["demo", "--out", directory.path])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let svgs = files.filter { $0.hasSuffix(".svg") }
        #expect(files.contains("index.html"))
        // Every example at the four sizes, and the further states of the ones that change.
        #expect(svgs.count >= Gallery.examples.count * 4)
        for example in Gallery.examples {
            for environment in GalleryEnvironment.demoSizes {
                let file = "\(example.name)-\(Int(environment.size.width))x\(Int(environment.size.height)).svg"
                #expect(svgs.contains(file), "missing \(file)")
            }
        }
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
        #expect(rows.filter { $0.hasPrefix("debugging ") }.allSatisfy { $0.contains("expected: conflicts on purpose") })
        #expect(run.output.contains("wrote \(svgs.count) SVGs and index.html into \(directory.path)/"))
    }

    @Test func helpListsTheCommands() throws {
        let run = try runMasonry(["--help"])
        #expect(run.status == 0)
        for command in ["demo", "examples", "render", "solve"] {
            #expect(run.output.contains(command))
        }
    }
}
