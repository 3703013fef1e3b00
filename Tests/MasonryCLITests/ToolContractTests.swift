import Foundation
import Masonry
import MasonryGallery
import Testing

// Acceptance-style checks of the `masonry` tool against issues 3 (solve) and 7 (demo,
// examples, render), run as a user runs it.

/// The package root (this file is Tests/MasonryCLITests/ToolContractTests.swift).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The enaml-like system and its expected output (the issue names ../shared/bench; the
/// package keeps a copy in the Cassowary fixtures).
private func enamlFile(_ name: String) -> URL {
    let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/\(name)")
    if FileManager.default.fileExists(atPath: shared.path) { return shared }
    return packageRoot.appendingPathComponent("Tests/CassowaryTests/Fixtures/\(name)")
}

private func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tool-contract-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    return url
}

private func textLines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map { $0 }
}

@Suite("ToolContract: masonry solve (issue 3)", .serialized)
struct ToolContractSolveTests {
    @Test func enamlOutputIsTheExpectedFileByteForByte() throws {
        let run = try runMasonry(["solve", enamlFile("enaml_like.txt").path])
        #expect(run.status == 0, "\(run.errors)")
        let expected = String(decoding: try Data(contentsOf: enamlFile("enaml_like.expected.txt")), as: UTF8.self)
        let got = textLines(run.output), want = textLines(expected)
        #expect(got.count == want.count)
        for (g, w) in zip(got, want) where g != w {
            let gw = g.split(separator: " "), ww = w.split(separator: " ")
            let diffs = zip(gw, ww).filter { $0 != $1 }.map { "\($0) (expected \($1))" }
            Issue.record("line differs from enaml_like.expected.txt: \(diffs.joined(separator: ", "))")
        }
    }

    @Test func enamlOutputMatchesTheExpectedValuesTo1e6() throws {
        let run = try runMasonry(["solve", enamlFile("enaml_like.txt").path])
        let expected = String(decoding: try Data(contentsOf: enamlFile("enaml_like.expected.txt")), as: UTF8.self)
        func parse(_ line: Substring) -> (String, [String: Double]) {
            let parts = line.split(separator: ":", maxSplits: 1)
            var values: [String: Double] = [:]
            for pair in parts[1].split(separator: " ") {
                let kv = pair.split(separator: "=")
                values[String(kv[0])] = Double(kv[1])
            }
            return (String(parts[0]), values)
        }
        let got = textLines(run.output).map(parse), want = textLines(expected).map(parse)
        #expect(got.count == 6 && want.count == 6)
        for (g, w) in zip(got, want) {
            #expect(g.0 == w.0)
            #expect(g.1.keys.sorted() == w.1.keys.sorted())
            for (name, value) in w.1 {
                #expect(abs((g.1[name] ?? .nan) - value) <= 1e-6, "\(g.0) \(name)")
            }
        }
    }

    /// Each bad file and the `LINE: message` that follows its path.
    @Test(arguments: [
        ("edit w strong\nconstraint w +* 3 <= 0 | required\n", "2: expected '+' or '*', found '+*'"),
        ("edit w strong\nconstraint w + -1 >= 0 | bogus\n", "2: unknown strength 'bogus'"),
        ("frobnicate\n", "1: unknown statement 'frobnicate' (expected strength, edit, constraint, remove, update or suggest)"),
        ("edit w strong\nsuggest 1 2\n", "2: 'suggest' needs 1 value(s), one per edit variable; got 2"),
        ("edit w required\nsuggest 1\n", "1: an edit variable cannot have the required strength"),
        ("edit w strong\nedit w strong\nsuggest 1 2\n", "2: duplicate edit variable w"),
        ("constraint x + nan == 0 | required\n", "1: 'nan' is not a finite number"),
        ("edit w strong\nsuggest inf\n", "2: 'inf' is not a finite number"),
        ("constraint x + -1 >= 0 | required\nremove 3\n", "2: '3' is not the index of an earlier constraint (0..<1)"),
    ])
    func badLineIsFileLineMessageAndStatus1(_ text: String, _ lineAndMessage: String) throws {
        let file = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runMasonry(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(file.path):\(lineAndMessage)\n")
        #expect(run.output.isEmpty, "\(run.output)")
    }

    @Test func unsatisfiableNamesTheConflictingLines() throws {
        let file = try temporaryFile("""
            edit w strong
            constraint w + -10 >= 0 | required
            constraint v + -1 == 0 | required
            constraint w + -5 <= 0 | required
            suggest 3

            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runMasonry(["solve", file.path])
        #expect(run.status == 1)
        // Line 4 (w <= 5) conflicts with line 2 (w >= 10) only: line 3 (v == 1) is unrelated.
        #expect(run.errors == "\(file.path):4: unsatisfiable constraint; it conflicts with line(s) 2\n")
        // The refused line is skipped: w stays at its required minimum of 10, v at 1.
        #expect(run.output == "unsatisfiable 4\nsuggest 3: v=1 w=10\n")
    }

    /// A file written on Windows reads as the same system: `\r\n` ends a line.
    @Test func windowsLineEndingsSolveAsUnixOnes() throws {
        let file = try temporaryFile("edit w strong\r\nconstraint x + -5 == 0 | required\r\nconstraint x + w + -12 <= 0 | required\r\nsuggest 3\r\nsuggest 9\r\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runMasonry(["solve", file.path])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
        // x is 5; w takes its suggestion until x + w would pass 12.
        #expect(run.output == "suggest 3: w=3 x=5\nsuggest 9: w=7 x=5\n")
    }

    /// A statement that fails while the script runs (here removing a constraint twice) ends
    /// the run, but what was solved before it is still printed, then the error.
    @Test func aFailureWhileRunningKeepsTheEarlierOutput() throws {
        let file = try temporaryFile("constraint x + -1 == 0 | required\nsuggest\nremove 0\nremove 0\nsuggest\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runMasonry(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.output == "suggest: x=1\n")
        #expect(run.errors.hasPrefix("\(file.path):4: "), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    }

    @Test func missingFileIsOneLineNotATrace() throws {
        let run = try runMasonry(["solve", "/nonexistent/system.txt"])
        #expect(run.status == 1)
        #expect(run.errors == "/nonexistent/system.txt: cannot read the file\n")
        #expect(run.output.isEmpty)
    }

    @Test func fileThatIsNotTextSaysSo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: file)  // "café" in Latin-1
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runMasonry(["solve", file.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(file.path): not UTF-8 text\n")
        #expect(run.output.isEmpty)
    }
}

@Suite("ToolContract: masonry examples, render, demo (issue 7)", .serialized)
struct ToolContractGalleryTests {
    static let masonryScreens = [
        "Basic", "Update", "Remake", "Constants", "Sides", "Animated", "Debugging", "Label", "Scroll", "Array",
        "Attribute Chaining", "Aspect Fit", "Margin", "Layout Guide", "Safe Area", "Distribute",
    ]

    @Test func examplesListsEveryMasonryScreenAndTheSeeds() throws {
        let run = try runMasonry(["examples"])
        #expect(run.status == 0)
        let listed = textLines(run.output)
        #expect(listed.map { String($0.prefix { $0 != " " }) } == Gallery.examples.map(\.name))
        #expect(listed.count == 23)
        for screen in Self.masonryScreens {
            #expect(run.output.lowercased().contains(screen.lowercased()), "\(screen) missing")
        }
    }

    @Test(arguments: ["svg", "text", "json"])
    func everyExampleRendersInEveryFormatDeterministically(_ format: String) throws {
        for example in Gallery.examples {
            let args = ["render", example.name, "--size", "393x852", "--format", format]
            let a = try runMasonry(args), b = try runMasonry(args)
            #expect(a.status == 0, "\(example.name) \(format): \(a.errors)")
            #expect(a.errors.isEmpty == !example.expectsDiagnostics, "\(example.name): \(a.errors)")
            switch format {
            case "svg": #expect(a.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ") && a.output.hasSuffix("</svg>\n"))
            case "json": #expect(a.output.hasPrefix("{\n  \"constraints\": ") && a.output.hasSuffix("\n  ]\n}\n"), "\(example.name)")
            default: #expect(a.output.hasPrefix("┌") && textLines(a.output).last?.hasPrefix("└") == true, "\(example.name)")
            }
            #expect(a.output == b.output, "\(example.name) \(format) not deterministic")
        }
    }

    @Test func jsonHasEveryViewsKeyAndFrame() throws {
        for example in Gallery.examples {
            let run = try runMasonry(["render", example.name, "--size", "852x393", "--format", "json", "--safe-area", "0,59,21,59"])
            #expect(run.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let views = try #require(object["views"] as? [[String: Any]])
            // Every view of the laid-out tree, in order, by its key; the root fills the size.
            let layout = example.make(GalleryEnvironment(size: CGSize(width: 852, height: 393),
                                                         safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
            #expect(views.map { $0["key"] as? String } == layout.allViews.map(\.name), "\(example.name)")
            #expect(views.first?["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 852, "height": 393], "\(example.name)")
            for view in views {
                let frame = view["frame"] as? [String: Double]
                #expect(frame?.keys.sorted() == ["height", "width", "x", "y"], "\(example.name): \(view)")
            }
        }
    }

    @Test func optionsOfTheIssueAreAccepted() throws {
        for args in [
            ["render", "basic", "--size", "320x568", "--rtl"],
            ["render", "safe-area", "--size", "852x393", "--safe-area", "0,59,21,59"],
            ["render", "basic", "--size", "320x568", "--overlay", "constraints"],
            ["render", "margins", "--size", "320x568", "--overlay", "guides"],
            ["render", "basic", "--size", "320x568", "--format", "text", "--rtl"],
        ] {
            let run = try runMasonry(args)
            #expect(run.status == 0, "\(args): \(run.errors)")
        }
    }

    // "Errors are a line of help, not a trace ... exit status 2." ArgumentParser's own
    // validation errors are errors of the same command line.
    @Test(arguments: [
        (["render", "basic", "--size"], "Missing value for '--size <size>' (masonry --help lists the commands)"),
        (["render", "basic", "--size", "-320x568"],
         "malformed size '-320x568': a size is WIDTHxHEIGHT in points, both positive, for example --size 393x852"),
        (["render", "basic", "--state", "x"], "The value 'x' is invalid for '--state <state>' (masonry --help lists the commands)"),
        (["render", "basic", "--bogus"], "Unknown option '--bogus' (masonry --help lists the commands)"),
    ])
    func argumentParserErrorsAreOneLineWithStatus2(_ args: [String], _ message: String) throws {
        let run = try runMasonry(args)
        #expect(run.status == 2, "\(args): status \(run.status)")
        #expect(run.errors == "masonry: \(message)\n", "\(args)")
        #expect(run.output.isEmpty)
    }

    @Test func demoTableHasTheIssuesColumns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tool-contract-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runMasonry(["demo", "--out", directory.path])
        #expect(run.status == 0)
        let header = textLines(run.output).first.map(String.init) ?? ""
        for column in ["example", "size", "views", "constraints", "layout time", "diagnostics"] {
            #expect(header.contains(column), "\(header)")
        }
        for size in ["320x568", "393x852", "852x393", "820x1180"] {
            #expect(run.output.contains(" \(size) "), "\(size)")
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("index.html").path))
    }
}
