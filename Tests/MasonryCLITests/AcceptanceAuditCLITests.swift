import Foundation
import MasonryGallery
import Testing

// Acceptance audit of the `masonry` tool (issue 3's `solve`, issue 7's `demo`, `examples`,
// `render`), run as a user runs it: a subprocess, its outputs and its exit status.

private struct AuditRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built `masonry` in `directory` (the current directory of a user's shell).
private func auditRun(_ arguments: [String], in directory: URL? = nil) throws -> AuditRun {
    let process = Process()
    process.executableURL = try masonryExecutable()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("audit-cli-\(UUID().uuidString)")
    let outURL = base.appendingPathExtension("out"), errURL = base.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return AuditRun(
        status: process.terminationStatus,
        output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

private func auditFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    return url
}

@Suite("Acceptance audit: masonry solve", .serialized)
struct AcceptanceSolveTests {
    @Test func solvesAndPrintsSortedVariablesAfterEachSuggest() throws {
        let file = try auditFile("""
            edit width strong
            edit height strong
            constraint left + -0 >= 0 | required
            constraint -width + right + left + 0 == 0 | required
            constraint right + -20 <= 0 | weak
            suggest 100 50
            suggest 10 5
            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try auditRun(["solve", file.path])
        #expect(run.status == 0, "\(run.errors)")
        // kiwisolver: left + right == width, right <= 20 weak, left >= 0.
        #expect(run.output == "suggest 100 50: height=50 left=80 right=20 width=100\nsuggest 10 5: height=5 left=0 right=10 width=10\n")
    }

    @Test func aBadLineIsFileColonLineOnStandardErrorWithStatus1() throws {
        let file = try auditFile("edit x strong\nconstraint x + * 2 == 0 | required\nsuggest 1\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try auditRun(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("\(file.path):2: "), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(!run.errors.contains("Fatal error"))
    }

    @Test func anUnsatisfiableConstraintNamesTheConflictingLines() throws {
        let file = try auditFile("constraint x + -10 >= 0 | required\nconstraint y + -1 == 0 | weak\nconstraint x + -5 <= 0 | required\nsuggest\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try auditRun(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(file.path):3: unsatisfiable constraint; it conflicts with line(s) 1\n")
    }

    @Test(arguments: [
        "edit x required\n",
        "edit x strong\nedit x weak\n",
        "constraint x + 1 == 0 | nosuch\n",
        "frobnicate\n",
        "edit x strong\nsuggest 1 2\n",
        "constraint x + nan == 0 | required\n",
    ])
    func otherBadInputIsOneLineWithStatus1(_ text: String) throws {
        let file = try auditFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try auditRun(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix(file.path + ":"), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    }

    @Test func aMissingFileIsOneLineNotATrace() throws {
        let run = try auditRun(["solve", "/nonexistent/audit-system.txt"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "/nonexistent/audit-system.txt: cannot read the file\n")
    }
}

@Suite("Acceptance audit: masonry demo, examples, render", .serialized)
struct AcceptanceGalleryToolTests {
    @Test func demoWritesIntoMasonryDemoInTheCurrentDirectoryByDefault() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try auditRun(["demo"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("masonry-demo").path)
        #expect(files.contains("index.html"))
        #expect(files.filter { $0.hasSuffix(".svg") }.count == 172)
        for size in ["320x568", "393x852", "852x393", "820x1180"] {
            for example in Gallery.examples {
                #expect(files.contains("\(example.name)-\(size).svg"), "\(example.name) \(size)")
            }
        }
        let header = run.output.split(separator: "\n").first.map(String.init) ?? ""
        for column in ["example", "size", "views", "constraints", "layout time", "diagnostics"] {
            #expect(header.contains(column))
        }
        #expect(run.output.contains("(expected: conflicts on purpose)"))
    }

    @Test func examplesListsMasonrysSixteenScreensAndTheSeeds() throws {
        let run = try auditRun(["examples"])
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names == [
            "seed-three-columns", "seed-button", "seed-edges-padding", "seed-offset-100", "basic", "update", "remake",
            "constants", "sides", "aspect-fit", "animated", "debugging", "label", "scroll", "array", "attribute-chaining",
            "margins", "distribute", "layout-guides", "safe-area", "directional", "stack-view", "distances",
        ])
    }

    @Test func renderTheFirstExampleInEveryFormat() throws {
        let json = try auditRun(["render", "seed-three-columns", "--size", "360x180", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        var frames: [String: [String: Double]] = [:]
        for view in views {
            if let key = view["key"] as? String, let frame = view["frame"] as? [String: Double] { frames[key] = frame }
        }
        #expect(frames["green"] == ["x": 0, "y": 0, "width": 120, "height": 180])
        #expect(frames["red"] == ["x": 120, "y": 0, "width": 120, "height": 180])
        #expect(frames["blue"] == ["x": 240, "y": 0, "width": 120, "height": 180])
        let svg = try auditRun(["render", "seed-three-columns", "--size", "360x180", "--format", "svg"])
        #expect(svg.status == 0 && svg.output.contains("<svg") && svg.output.contains("width=\"360\""))
        let svgAgain = try auditRun(["render", "seed-three-columns", "--size", "360x180"])
        #expect(svgAgain.output == svg.output, "svg is the default and deterministic")
        let text = try auditRun(["render", "seed-three-columns", "--size", "360x180", "--format", "text"])
        #expect(text.status == 0 && text.output.contains("┌") && text.output.contains("green"))
    }

    @Test func rtlSafeAreaAndOverlaysChangeThePicture() throws {
        let ltr = try auditRun(["render", "directional", "--size", "320x568", "--format", "json"])
        let rtl = try auditRun(["render", "directional", "--size", "320x568", "--format", "json", "--rtl"])
        #expect(ltr.status == 0 && rtl.status == 0)
        #expect(ltr.output.contains("\"frame\": {\"height\": 48, \"width\": 48, \"x\": 16, \"y\": 16}, \"key\": \"avatar\""))
        #expect(rtl.output.contains("\"frame\": {\"height\": 48, \"width\": 48, \"x\": 256, \"y\": 16}, \"key\": \"avatar\""))
        let safe = try auditRun(["render", "safe-area", "--size", "852x393", "--safe-area", "0,59,21,59", "--format", "json"])
        #expect(safe.status == 0)
        #expect(safe.output.contains("{\"height\": 352, \"width\": 714, \"x\": 69, \"y\": 10}"))
        let plain = try auditRun(["render", "basic", "--size", "320x568"])
        let guides = try auditRun(["render", "basic", "--size", "320x568", "--overlay", "guides"])
        let constraints = try auditRun(["render", "basic", "--size", "320x568", "--overlay", "constraints"])
        #expect(guides.status == 0 && constraints.status == 0)
        #expect(guides.output.contains("stroke-dasharray") && !plain.output.contains("stroke-dasharray"))
        #expect(constraints.output.contains("<line") && !plain.output.contains("<line"))
    }

    @Test(arguments: [
        (["render", "no-such", "--size", "320x568"], "known examples: seed-three-columns"),
        (["render", "basic", "--size", "320by568"], "WIDTHxHEIGHT"),
        (["render", "basic", "--size", "abc"], "for example --size 393x852"),
        (["render", "basic", "--size", "0x568"], "malformed size"),
        (["render", "basic", "--safe-area", "1,2,3"], "TOP,LEFT,BOTTOM,RIGHT"),
        (["render", "basic", "--format", "png"], "svg, text or json"),
        (["render", "basic", "--overlay", "nope"], "constraints"),
        (["render", "basic", "--no-such-option"], "no-such-option"),
    ])
    func usageErrorsAreOneLineOfHelpWithStatus2(_ arguments: [String], _ expected: String) throws {
        let run = try auditRun(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        #expect(run.errors.contains(expected), "\(run.errors)")
    }
}
