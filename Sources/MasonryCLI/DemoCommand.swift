import ArgumentParser
import Foundation
import Masonry
import MasonryGallery
import MasonryRender

/// `masonry demo`: lays out every example at four sizes, writes the pictures and a gallery
/// page, and prints what it did.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out every example at four sizes; write SVGs and index.html; print a table."
    )

    @Option(help: "The directory to write into.")
    var out: String = "masonry-demo"

    @Flag(help: "Draw each constraint as a line in the pictures.")
    var constraints = false

    struct Row {
        let example: Example
        let environment: GalleryEnvironment
        let views: Int
        let constraints: Int
        let milliseconds: Double
        let diagnostics: Int
        let files: [(file: String, caption: String)]
    }

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "cannot create the output directory '\(out)': \(error.localizedDescription)").exit()
        }
        let environments = GalleryEnvironment.demoSizes
        let total = Gallery.examples.count * environments.count
        var rows: [Row] = []
        var done = 0
        let clock = ContinuousClock()
        for example in Gallery.examples {
            for environment in environments {
                done += 1
                let sizeText = GalleryArguments.sizeText(environment.size)
                progress("[\(done)/\(total)] \(example.name) \(sizeText)")
                var layout: ExampleLayout?
                let elapsed = clock.measure { layout = example.make(environment) }
                guard let layout else { continue }
                let views = layout.allViews.count
                let constraintCount = layout.constraintCount
                var files: [(String, String)] = []
                var overlay: RenderOverlay = .safeArea
                if constraints { overlay.insert(.constraints) }
                var writeError: Error?
                let stepDiagnostics = layout.forEachState { index, title, root in
                    let file = index == 0 ? "\(example.name)-\(sizeText).svg" : "\(example.name)-\(sizeText)-\(index).svg"
                    let svg = SVGRenderer(overlay: overlay, title: "\(example.title) — \(sizeText) — \(title)")
                        .render(RenderSnapshot(root, safeAreaInsets: environment.safeAreaInsets))
                    do {
                        try Data(svg.utf8).write(to: directory.appendingPathComponent(file))
                    } catch {
                        writeError = writeError ?? FileWriteError(file: file, underlying: error)
                    }
                    files.append((file, title))
                }
                if let writeError {
                    progressDone()
                    throw UsageError(message: "cannot write into '\(out)': \(writeError)").exit()
                }
                let components = elapsed.components
                let milliseconds = Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
                rows.append(
                    Row(
                        example: example, environment: environment, views: views, constraints: constraintCount,
                        milliseconds: milliseconds, diagnostics: layout.diagnostics.count + stepDiagnostics.count, files: files))
            }
        }
        progressDone()
        let html = DemoPage.html(rows: rows)
        do {
            try Data(html.utf8).write(to: directory.appendingPathComponent("index.html"))
        } catch {
            throw UsageError(message: "cannot write into '\(out)': \(FileWriteError(file: "index.html", underlying: error))").exit()
        }
        printTable(rows)
        #if DEBUG
        // `swift run` builds for debugging by default: its times are several times the
        // optimised code's, and a reader comparing them with the README's figures should know.
        print("\n(layout times from a debug build; `swift run -c release masonry demo` times the optimised code)")
        #endif
        let pictures = rows.reduce(0) { $0 + $1.files.count }
        print("\nwrote \(pictures) SVGs and index.html into \(out)/")
    }

    private func printTable(_ rows: [Row]) {
        var table: [[String]] = [["example", "size", "views", "constraints", "layout time", "diagnostics"]]
        for row in rows {
            var diagnostics = String(row.diagnostics)
            if row.example.expectsDiagnostics { diagnostics += " (expected: conflicts on purpose)" }
            table.append([
                row.example.name, GalleryArguments.sizeText(row.environment.size), String(row.views), String(row.constraints),
                String(format: "%.2f ms", row.milliseconds), diagnostics,
            ])
        }
        let widths = (0..<table[0].count).map { column in table.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [2, 3, 4]
        for (index, line) in table.enumerated() {
            let cells = line.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            var text = cells.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            print(text)
            if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
    }

    /// Shows what is being laid out on one line of a terminal (nothing when standard error
    /// is a file or a pipe: a log would fill with the line's escape codes).
    private func progress(_ text: String) {
        guard DemoCommand.progressShown else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    private func progressDone() {
        guard DemoCommand.progressShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    private static var progressShown: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A file the demo could not write, named in the message.
struct FileWriteError: Error, CustomStringConvertible {
    let file: String
    let underlying: Error
    var description: String { "\(file): \(underlying.localizedDescription)" }
}

/// The gallery page.
enum DemoPage {
    static func html(rows: [DemoCommand.Row]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Masonry for Swift — example gallery</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
            h2 { margin-top: 40px; border-bottom: 1px solid #ddd; }
            .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; }
            figure img { height: 300px; border: 1px solid #ccc; background: #fff; }
            figcaption { font-size: 12px; color: #555; max-width: 300px; }
            .diag { color: #b00; }
            </style>
            </head>
            <body>
            <h1>Masonry for Swift — example gallery</h1>
            <p>Every screen of Masonry's example app and the seeds' layouts, laid out by the DSL at four sizes. The shaded band is outside the safe area.</p>

            """
        var currentExample = ""
        for row in rows {
            if row.example.name != currentExample {
                if !currentExample.isEmpty { out += "</div>\n" }
                currentExample = row.example.name
                out += "<h2 id=\"\(escape(row.example.name))\">\(escape(row.example.title)) <small>(\(escape(row.example.name)))</small></h2>\n"
                out += "<p>\(escape(row.example.summary))</p>\n<div class=\"row\">\n"
            }
            let size = GalleryArguments.sizeText(row.environment.size)
            for file in row.files {
                var caption = "\(size) — \(file.caption) — \(row.views) views, \(row.constraints) constraints"
                if row.diagnostics > 0 { caption += ", \(row.diagnostics) diagnostics" }
                out += "<figure><img src=\"\(escape(file.file))\" alt=\"\(escape(row.example.name)) \(size)\">"
                out += "<figcaption\(row.diagnostics > 0 ? " class=\"diag\"" : "")>\(escape(caption))</figcaption></figure>\n"
            }
        }
        if !currentExample.isEmpty { out += "</div>\n" }
        // Marks the page with how many pictures loaded (checked by .ci/gallery in a headless browser).
        out += """
            <p id="status">loading pictures…</p>
            <script>
            window.addEventListener("load", function () {
              var images = Array.prototype.slice.call(document.images);
              var loaded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; }).length;
              document.body.setAttribute("data-images-loaded", loaded + "/" + images.length);
              document.getElementById("status").textContent = loaded + " of " + images.length + " pictures loaded";
            });
            </script>

            """
        out += "</body>\n</html>\n"
        return out
    }
}
