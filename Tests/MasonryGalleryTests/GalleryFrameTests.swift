import Foundation
import Masonry
import MasonryGallery
import Testing

/// The four demo sizes.
let demoEnvironments = GalleryEnvironment.demoSizes

/// Checks a view's frame (in the root's coordinates) to 1e-6.
func expectFrame(
    _ layout: ExampleLayout, _ key: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = layout.frame(of: key) else {
        Issue.record("no view keyed \(key)", sourceLocation: sourceLocation)
        return
    }
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close =
        abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
    #expect(close, "\(key): got \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// Builds `name` at `environment`, failing the test if it is unknown or raises diagnostics.
func make(_ name: String, _ environment: GalleryEnvironment, sourceLocation: SourceLocation = #_sourceLocation) -> ExampleLayout? {
    guard let example = Gallery.example(named: name) else {
        Issue.record("no example \(name)", sourceLocation: sourceLocation)
        return nil
    }
    return example.make(environment)
}

@Suite struct GalleryFrameTests {
    @Test func everyExampleIsListedOnceAndBuildsAtEveryDemoSize() {
        let names = Gallery.examples.map(\.name)
        #expect(Set(names).count == names.count)
        for name in [
            "seed-three-columns", "seed-button", "seed-edges-padding", "seed-offset-100", "basic", "update", "remake",
            "constants", "sides", "aspect-fit", "animated", "debugging", "scroll", "array", "attribute-chaining",
            "margins", "distribute", "layout-guides", "safe-area", "directional", "stack-view", "distances",
        ] {
            #expect(names.contains(name), "missing \(name)")
        }
        // Views (the root included) and active constraints of each example, at every size:
        // basic's 20 is green's 7, red's 7 (its height against an array of two) and blue's 6.
        let counts: [String: [Int]] = [
            "seed-three-columns": [4, 12], "seed-button": [2, 4], "seed-edges-padding": [2, 4], "seed-offset-100": [2, 4],
            "basic": [4, 20], "update": [2, 6], "remake": [2, 4], "constants": [3, 8], "sides": [11, 40],
            "aspect-fit": [5, 22], "animated": [4, 23], "debugging": [4, 25], "label": [3, 4], "scroll": [13, 50],
            "array": [4, 6], "attribute-chaining": [4, 20], "margins": [11, 40], "distribute": [5, 16],
            "layout-guides": [4, 12], "safe-area": [13, 48], "directional": [7, 24], "stack-view": [16, 86],
            "distances": [6, 18],
        ]
        #expect(Set(counts.keys) == Set(names))
        for example in Gallery.examples {
            for environment in demoEnvironments {
                let layout = example.make(environment)
                #expect(layout.root.frame.size == environment.size)
                #expect([layout.allViews.count, layout.constraintCount] == counts[example.name], "\(example.name)")
                var states = 0
                layout.forEachState { _, _, _ in states += 1 }
                #expect(states == layout.stateCount)
            }
        }
    }

    /// Leading and trailing: in right-to-left every frame mirrors, the safe area's sides
    /// swapping with it.
    @Test(arguments: demoEnvironments) func directional(_ environment: GalleryEnvironment) throws {
        for direction in GalleryLayoutDirection.allCases {
            var mirrored = environment
            mirrored.layoutDirection = direction
            let layout = try #require(make("directional", mirrored))
            let rtl = direction == .rightToLeft
            let w = Double(environment.size.width), s = environment.safeAreaInsets
            let lead = Double(rtl ? s.right : s.left), trail = Double(rtl ? s.left : s.right), top = Double(s.top)
            // Each frame by its distance from the leading side.
            func check(_ key: String, _ fromLeading: Double, _ y: Double, _ width: Double, _ height: Double) {
                expectFrame(layout, key, rtl ? w - fromLeading - width : fromLeading, y, width, height)
            }
            check("avatar", lead + 16, top + 16, 48, 48)
            check("badge", lead + 56, top + 8, 16, 16)
            let titleWidth = w - trail - 16 - (lead + 76)
            check("title", lead + 76, top + 16, titleWidth, 20)
            check("subtitle", lead + 76, top + 44, titleWidth, 16)
            let cardWidth = w - lead - trail - 80
            check("card", lead + 16, top + 88, cardWidth, 120)
            check("button", lead + 16 + cardWidth - 120, top + 224, 120, 44)
            #expect(layout.diagnostics.isEmpty)
            #expect(layout.constraintCount == 24)
        }
    }

    @Test(arguments: demoEnvironments) func seedThreeColumns(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("seed-three-columns", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        expectFrame(layout, "green", 0, 0, w / 3, h)
        expectFrame(layout, "red", w / 3, 0, w / 3, h)
        expectFrame(layout, "blue", 2 * w / 3, 0, w / 3, h)
        #expect(layout.constraintCount == 12)
    }

    @Test(arguments: demoEnvironments) func seedButton(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("seed-button", environment))
        let w = Double(environment.size.width)
        expectFrame(layout, "button", (w - 185) / 2, 40, 185, 38)
    }

    @Test(arguments: demoEnvironments) func seedEdgesPadding(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("seed-edges-padding", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        expectFrame(layout, "view1", 20, 10, w - 60, h - 40)
    }

    @Test(arguments: demoEnvironments) func seedOffset100(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("seed-offset-100", environment))
        let w = Double(environment.size.width)
        // offset(100) sets +100 on right too: the right edge is 100 beyond the superview's.
        expectFrame(layout, "view", 100, 100, w, 100)
    }

    @Test(arguments: demoEnvironments) func basic(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("basic", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let cw = (w - 30) / 2, ch = (h - 30) / 2
        expectFrame(layout, "greenView", 10, 10, cw, ch)
        expectFrame(layout, "redView", 20 + cw, 10, cw, ch)
        expectFrame(layout, "blueView", 10, 20 + ch, w - 20, ch)
    }

    @Test(arguments: demoEnvironments) func attributeChaining(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("attribute-chaining", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let cw = (w - 30) / 2, ch = (h - 45) / 2
        expectFrame(layout, "greenView", 10, 15, cw, ch)
        expectFrame(layout, "redView", 20 + cw, 15, cw, ch)
        expectFrame(layout, "blueView", 10, 30 + ch, w - 20, ch)
    }

    @Test(arguments: demoEnvironments) func constants(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("constants", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        expectFrame(layout, "purpleView", 20, 20, w - 40, h - 40)
        expectFrame(layout, "orangeView", w / 2 - 100, h / 2, 200, 100)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func sides(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("sides", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        for i in 0..<10 {
            let n = Double(i + 1)
            expectFrame(layout, "view\(i)", 10 * n, 5 * n, w - 30 * n, h - 20 * n)
        }
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func margins(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("margins", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        // view0 sits in the root's default margins (8, inside the safe area as UIKit's
        // insetsLayoutMarginsFromSafeArea); each next one in the previous one's margins
        // (5, 10, 15, 20).
        let s = environment.safeAreaInsets
        let top = 8 + Double(s.top), left = 8 + Double(s.left)
        let width = w - 16 - Double(s.left + s.right), height = h - 16 - Double(s.top + s.bottom)
        for i in 0..<10 {
            let n = Double(i)
            expectFrame(layout, "view\(i)", left + 10 * n, top + 5 * n, width - 30 * n, height - 20 * n)
        }
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func aspectFit(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("aspect-fit", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let half = h / 2
        expectFrame(layout, "topView", 0, 0, w, half)
        expectFrame(layout, "bottomView", 0, half, w, half)
        let topWidth = min(w, 3 * half), topHeight = topWidth / 3
        expectFrame(layout, "topInnerView", (w - topWidth) / 2, (half - topHeight) / 2, topWidth, topHeight)
        let bottomWidth = min(w, half / 3), bottomHeight = 3 * bottomWidth
        expectFrame(layout, "bottomInnerView", (w - bottomWidth) / 2, half + (half - bottomHeight) / 2, bottomWidth, bottomHeight)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func animatedStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("animated", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        #expect(layout.diagnostics.isEmpty)
        let paddings: [Double] = [10, 100, 10]
        let diagnostics = layout.forEachState { index, _, _ in
            let p = paddings[index]
            // `insets` sets the gaps between the views too (their constraints are animated).
            let cw = (w - 3 * p) / 2, ch = (h - 3 * p) / 2
            expectFrame(layout, "greenView", p, p, cw, ch)
            expectFrame(layout, "redView", 2 * p + cw, p, cw, ch)
            expectFrame(layout, "blueView", p, 2 * p + ch, w - 2 * p, ch)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func updateStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("update", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        #expect(layout.stateCount == 6)
        var side = 100.0
        let diagnostics = layout.forEachState { index, _, _ in
            if index > 0 { side *= 1.3 }
            let bw = min(side, w), bh = min(side, h)
            expectFrame(layout, "growingButton", (w - bw) / 2, (h - bh) / 2, bw, bh)
        }
        #expect(diagnostics.isEmpty)
        // updateConstraints changed the constants in place: no constraint was added.
        #expect(layout.constraintCount == 6)
    }

    @Test(arguments: demoEnvironments) func remakeStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("remake", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let diagnostics = layout.forEachState { index, _, _ in
            if index == 1 {
                expectFrame(layout, "movingButton", w - 110, h - 110, 100, 100)
            } else {
                expectFrame(layout, "movingButton", 10, 10, 100, 100)
            }
            #expect(layout.constraintCount == 4)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func arrayStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("array", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let offsets: [Double] = [0, -10, -20, -10, 0]
        let diagnostics = layout.forEachState { index, _, _ in
            let y = h / 2 + offsets[index] - 30
            expectFrame(layout, "lowerButton", 10, y, 56, 30)
            expectFrame(layout, "centerButton", w / 2 - 32, y, 64, 30)
            expectFrame(layout, "raiseButton", w - 66, y, 56, 30)
            // One position and one baseline constraint per button, the baseline's updated in
            // place (the sizes are intrinsic).
            #expect(layout.constraintCount == 6)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func distributeStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("distribute", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let diagnostics = layout.forEachState { index, _, _ in
            for i in 0..<4 {
                let n = Double(i)
                switch index {
                case 0:
                    let length = (w - 10 - 60) / 4
                    expectFrame(layout, "view\(i)", 5 + n * (length + 20), 60, length, 60)
                case 1:
                    let length = (h - 10 - 60) / 4
                    expectFrame(layout, "view\(i)", 0, 5 + n * (length + 20), 60, length)
                case 2:
                    expectFrame(layout, "view\(i)", 200 + n * (w - 30 - 30 - 200) / 3, 60, 30, 60)
                default:
                    expectFrame(layout, "view\(i)", 0, 30 + n * (h - 200 - 30 - 30) / 3, 60, 30)
                }
            }
            #expect(layout.constraintCount == 16)
        }
        #expect(diagnostics.isEmpty)
    }

    /// Distances between anchors: the two gaps equal and the margins half a gap, in the safe
    /// area; the body's first baseline 28 below the title's last. Wider by 60, the middle box
    /// takes 20 from each gap and 10 from each margin.
    @Test(arguments: demoEnvironments) func distancesStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("distances", environment))
        let s = environment.safeAreaInsets
        let left = Double(s.left), safeWidth = Double(environment.size.width - s.left - s.right), top = Double(s.top) + 24
        let diagnostics = layout.forEachState { index, _, root in
            let middle = index == 0 ? 100.0 : 160
            let gap = (safeWidth - 100 - middle) / 3
            let x = left + gap / 2
            expectFrame(layout, "left", x, top, 60, 44)
            expectFrame(layout, "middle", x + 60 + gap, top, middle, 44)
            expectFrame(layout, "right", x + 60 + 2 * gap + middle, top, 40, 44)
            guard let title = root.subviews.first(where: { $0.name == "title" }) as? Label,
                  let body = root.subviews.first(where: { $0.name == "body" }) as? Label
            else {
                Issue.record("no title or body label")
                return
            }
            // One line each, centered in a height rounded up to the point: the baseline is
            // the ascender below the line's top.
            let titleSize = title.intrinsicContentSize, bodySize = body.intrinsicContentSize
            #expect(titleSize.height == 29 && bodySize.height == 17)
            func baselineOffset(_ label: Label, _ size: CGFloat, height: CGFloat) -> Double {
                Double((height - label.textMeasurer.lineHeight(fontSize: size)) / 2 + label.textMeasurer.ascender(fontSize: size))
            }
            let titleTop = top + 44 + 24
            let rowWidth = 100 + middle + 2 * gap
            expectFrame(layout, "title", x, titleTop, rowWidth, Double(titleSize.height))
            let titleBaseline = titleTop + baselineOffset(title, 24, height: titleSize.height)
            let bodyTop = titleBaseline + 28 - baselineOffset(body, 14, height: bodySize.height)
            expectFrame(layout, "body", x, bodyTop, rowWidth, Double(bodySize.height))
        }
        #expect(layout.diagnostics.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    /// Stack views: the form's banner and three rows 12 apart (each row as high as its
    /// 36-high field, its label centered on it), the toolbar's three buttons spread within its
    /// 16-point margins; hidden, the banner gives its room to the rows.
    @Test(arguments: demoEnvironments) func stackViewStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("stack-view", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height), s = environment.safeAreaInsets
        let left = Double(s.left), top = Double(s.top) + 16
        let formWidth = w - left - Double(s.right) - 32
        let diagnostics = layout.forEachState { index, _, _ in
            let bannerHeight = index == 0 ? 60.0 : 0
            let rowsTop = top + (index == 0 ? 72 : 0)
            expectFrame(layout, "form", left + 16, top, formWidth, rowsTop - top + 3 * 36 + 2 * 12)
            expectFrame(layout, "banner", left + 16, top, formWidth, bannerHeight)
            for row in 0..<3 {
                let y = rowsTop + 48 * Double(row)
                expectFrame(layout, "row\(row + 1)", left + 16, y, formWidth, 36)
                expectFrame(layout, "label\(row + 1)", left + 16, y + 8, 88, 20)
                expectFrame(layout, "field\(row + 1)", left + 112, y, formWidth - 96, 36)
            }
            let toolbarWidth = w - left - Double(s.right), toolbarTop = h - Double(s.bottom) - 49
            expectFrame(layout, "toolbar", left, toolbarTop, toolbarWidth, 49)
            let gap = (toolbarWidth - 32 - 3 * 28) / 2
            for button in 0..<3 {
                expectFrame(layout, "button\(button + 1)", left + 16 + Double(button) * (28 + gap), toolbarTop + 10.5, 28, 28)
            }
        }
        #expect(layout.diagnostics.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func scrollStates(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("scroll", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        let contentHeight = 25.0 * 55
        // The content scrolls on every size, so the safe area's top and bottom add to the
        // scroll view's inset (`.automatic`): the last view is brought to just above the
        // bottom inset, the third to just below the top one.
        let s = environment.safeAreaInsets
        let scrollOffsets = [0, contentHeight + Double(s.bottom) - h, 25.0 * 3 - Double(s.top)]
        let scrollView = try #require(layout.allViews.first { $0.name == "scrollView" } as? ScrollView)
        let contentView = try #require(layout.allViews.first { $0.name == "contentView" })
        let diagnostics = layout.forEachState { index, _, _ in
            let dy = scrollOffsets[index]
            expectFrame(layout, "scrollView", 0, 0, w, h)
            // On screen (in the root's space) the content moves up by the offset; in the
            // scroll view it stays at the content's origin, and the bounds move.
            expectFrame(layout, "contentView", 0, -dy, w, contentHeight)
            #expect(contentView.frame == CGRect(x: 0, y: 0, width: w, height: contentHeight))
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: dy))
            #expect(scrollView.contentSize == CGSize(width: w, height: contentHeight))
            for i in 0..<10 {
                let n = Double(i)
                expectFrame(layout, "view\(i)", 0, 25 * n * (n + 1) / 2 - dy, w, 25 * (n + 1))
            }
        }
        #expect(diagnostics.isEmpty)
    }

    /// Bacony Labels, worked out by hand with the default metrics (8.5 points a character,
    /// lines 20.4 high, baselines 13.6 below a line's top, sizes rounded up): shortLabel's
    /// "Bacon" is 43 x 21 against the right padding; longLabel wraps greedily at the width
    /// left of it (at most 8 lines), as wide as its widest line; shortLabel's top is on
    /// longLabel's last baseline, the text centered in the rounded-up height.
    @Test(arguments: zip(demoEnvironments, [
        (lines: 8, widest: 29), (lines: 6, widest: 37), (lines: 3, widest: 90), (lines: 3, widest: 86),
    ]))
    func label(_ environment: GalleryEnvironment, _ wrap: (lines: Int, widest: Int)) throws {
        let layout = try #require(make("label", environment))
        let w = Double(environment.size.width)
        let shortX = w - 10 - 43
        #expect(Int((shortX - 20) / 8.5) >= wrap.widest)
        let textHeight = Double(wrap.lines) * 20.4, height = textHeight.rounded(.up)
        let lastBaseline = 10 + (height - textHeight) / 2 + Double(wrap.lines - 1) * 20.4 + 13.6
        expectFrame(layout, "shortLabel", shortX, lastBaseline, 43, 21)
        expectFrame(layout, "longLabel", 10, 10, (Double(wrap.widest) * 8.5).rounded(.up), height)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func layoutGuides(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("layout-guides", environment))
        let w = Double(environment.size.width), h = Double(environment.size.height)
        // Tops at the safe area's top, the bottom view on the safe area's bottom.
        let top = Double(environment.safeAreaInsets.top), bottom = Double(environment.safeAreaInsets.bottom)
        expectFrame(layout, "topView", 0, top, w, 40)
        expectFrame(layout, "topSubview", (w - 20) / 2, top, 20, 20)
        expectFrame(layout, "bottomView", 0, h - bottom - 40, w, 40)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test(arguments: demoEnvironments) func safeArea(_ environment: GalleryEnvironment) throws {
        let layout = try #require(make("safe-area", environment))
        // Every view is placed against the safe area: the root's bounds less its insets.
        let insets = environment.safeAreaInsets
        let x = Double(insets.left), y = Double(insets.top)
        let w = Double(environment.size.width - insets.left - insets.right)
        let h = Double(environment.size.height - insets.top - insets.bottom)
        expectFrame(layout, "view1", x + 10, y + 10, w - 20, h - 20)
        expectFrame(layout, "view2", x + 20, y + 20, w - 40, h - 40)
        expectFrame(layout, "view3", x + 30, y + 30, w - 60, h - 60)
        expectFrame(layout, "LT", x, y, 50, 50)
        expectFrame(layout, "RT", x + w - 50, y, 50, 50)
        expectFrame(layout, "LB", x, y + h - 50, 50, 50)
        expectFrame(layout, "RB", x + w - 50, y + h - 50, 50, 50)
        expectFrame(layout, "LY", x, y + h / 2 - 25, 50, 50)
        expectFrame(layout, "RY", x + w - 50, y + h / 2 - 25, 50, 50)
        expectFrame(layout, "TX", x + w / 2 - 25, y, 50, 50)
        expectFrame(layout, "BX", x + w / 2 - 25, y + h - 50, 50, 50)
        expectFrame(layout, "XY", x + w / 2 - 25, y + h / 2 - 25, 50, 50)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func debuggingReportsItsConflictsByKey() throws {
        let example = try #require(Gallery.example(named: "debugging"))
        #expect(example.expectsDiagnostics)
        let layout = example.make(demoEnvironments[1])
        // Eight conflicts, each breaking the last constraint of its minimal set, named by key
        // (an unkeyed one by its address, left out here).
        #expect(layout.diagnostics.map(\.kind) == Array(repeating: .unsatisfiable, count: 8))
        func unaddressed(_ constraint: LayoutConstraint?) -> String {
            let text = "\(constraint.map { "\($0)" } ?? "none")"
            return text.hasPrefix("<LayoutConstraint:0x") ? "<LayoutConstraint:0x" + text.drop { $0 != " " } : text
        }
        #expect(layout.diagnostics.map { unaddressed($0.constraints.last) } == [
            "<LayoutConstraint:0x Label:blueView.left == View:superview.left + 10>",
            "<LayoutConstraint:BottomConstraint Label:blueView.bottom == View:superview.bottom - 10>",
            "<LayoutConstraint:0x Label:blueView.right == View:superview.right - 10>",
            "<LayoutConstraint:ConstantConstraint Label:blueView.height >= 5000>",
            "<LayoutConstraint:0x Label:blueView.height == View:greenView.height>",
            "<LayoutConstraint:340954 Label:blueView.height == View:redView.height>",
            "<LayoutConstraint:0x View:greenView.height == Label:blueView.height>",
            "<LayoutConstraint:0x View:redView.height == Label:blueView.height>",
        ])
        // The first: the composite's keyed child against the later left == 10.
        #expect(layout.diagnostics.first.map { $0.constraints.map(unaddressed) } == [
            "<LayoutConstraint:ConflictingConstraint[0] Label:blueView.left == View:superview.left + 1>",
            "<LayoutConstraint:0x Label:blueView.left == View:superview.left + 10>",
        ])
    }

    @Test func onlyTheDebuggingExampleExpectsDiagnostics() {
        #expect(Gallery.examples.filter(\.expectsDiagnostics).map(\.name) == ["debugging"])
    }
}
