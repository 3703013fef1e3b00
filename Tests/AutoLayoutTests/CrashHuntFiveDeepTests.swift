import Foundation
import Testing
@testable import AutoLayout

// A fifth crash hunt: the public calls that walk the tree, on chains thousands of levels deep
// (stack overflows from a call per level, and work quadratic in the depth).

/// A chain of `depth` views below `root`, each a subview of the one before; `configure` runs
/// on each before it joins.
private func deepChain(_ depth: Int, under root: View, configure: (View) -> Void = { _ in }) -> [View] {
    var views: [View] = []
    views.reserveCapacity(depth)
    var last = root
    for _ in 0..<depth {
        let view = View(frame: .zero)
        configure(view)
        last.addSubview(view)
        views.append(view)
        last = view
    }
    return views
}

/// Runs `body` on a thread of its own with a stack of `stackSize` bytes and waits for it: a
/// call per level of a deep tree overflows such a stack long before the main thread's 8 MB
/// (servers lay out on worker threads; Swift Testing's own threads may be as small).
private func onSmallStack(_ stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

/// The strings a small-stack thread hands back to the test.
private final class Results: @unchecked Sendable {
    var lines: [String] = []
    var count = 0
    var start: View?
}

@Suite struct CrashHuntFiveDeepTests {
    /// A chain of 20 000 views each preserving its superview's margins: reading the leaf's
    /// margins read its superview's, one call per level, which overflowed the stack (SIGSEGV
    /// in a debug build). Each view sits 1 point right of its superview with the same size,
    /// so the left margin it keeps from the root's 30 000 loses a point a level and the right
    /// one gains a point; the root's safe area (50 at the top) reaches every view.
    @Test func preservedMarginsDownADeepChain() {
        let size = CGSize(width: 100_000, height: 1_000)
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.layoutMargins = EdgeInsets(top: 5, left: 30_000, bottom: 8, right: 8)
        root.safeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let views = deepChain(20_000, under: root) { view in
            view.frame = CGRect(origin: CGPoint(x: 1, y: 0), size: size)
            view.preservesSuperviewLayoutMargins = true
        }
        // Top: the own 8 plus the safe area's 50 (the root's own 5 + 50 = 55 is less).
        #expect(views[0].layoutMargins == EdgeInsets(top: 58, left: 29_999, bottom: 8, right: 9))
        #expect(views[9_999].layoutMargins == EdgeInsets(top: 58, left: 20_000, bottom: 8, right: 10_008))
        let leaf = views[19_999]
        // Each view reaches a point past its superview's right edge: the safe area's right
        // inset grows by one a level, and the right margin (8 plus it) with it.
        #expect(leaf.safeAreaInsets == EdgeInsets(top: 50, left: 0, bottom: 0, right: 20_000))
        #expect(leaf.layoutMargins == EdgeInsets(top: 58, left: 10_000, bottom: 8, right: 20_008))
        #expect(leaf.directionalLayoutMargins == DirectionalEdgeInsets(top: 58, leading: 10_000, bottom: 8, trailing: 20_008))
        // A view in the middle that stops preserving ends the run: below it, the values
        // start again from its own margins (8, plus the safe area at the top and right).
        views[9_999].preservesSuperviewLayoutMargins = false
        #expect(views[9_999].layoutMargins == EdgeInsets(top: 58, left: 8, bottom: 8, right: 10_008))
        #expect(leaf.layoutMargins == EdgeInsets(top: 58, left: 8, bottom: 8, right: 20_008))
    }

    /// A chain of 2 000 such views laid out: the environment pass, which carries the margins
    /// down the tree, agrees with the getter.
    @Test func preservedMarginsLaidOut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10_000, height: 1_000))
        root.layoutMargins = EdgeInsets(top: 20, left: 3_000, bottom: 8, right: 8)
        let views = deepChain(2_000, under: root) { view in
            view.frame = CGRect(x: 1, y: 0, width: 10_000, height: 1_000)
            view.preservesSuperviewLayoutMargins = true
        }
        root.layoutIfNeeded()
        // Each view a point right of its superview: a point less on the left, a point more
        // on the right (the root's right margin line is at 9 992, a view's right edge at 10 001).
        let leaf = views[1_999]
        #expect(leaf.layoutMargins == EdgeInsets(top: 20, left: 1_000, bottom: 8, right: 2_008))
        #expect(views[990].layoutMargins == EdgeInsets(top: 20, left: 2_009, bottom: 8, right: 999))
        #expect(leaf.lastLayoutMargins == leaf.layoutMargins)
    }

    /// A chain of `depth` views placed by leading, top, width and height constraints on their
    /// superviews (leading 1 and top 2 from the superview's, the same size).
    private func leadingChain(_ depth: Int) -> (root: View, views: [View]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var last = root
        var views: [View] = []
        for _ in 0..<depth {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            last.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: last.leadingAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: last.topAnchor, constant: 2),
                view.widthAnchor.constraint(equalTo: last.widthAnchor),
                view.heightAnchor.constraint(equalTo: last.heightAnchor),
            ])
            views.append(view)
            last = view
        }
        return (root, views)
    }

    /// A chain of 5 000 views placed on their superviews' leading edges: each leading
    /// constraint asked for the layout direction by walking up to the root, so building the
    /// chain was quadratic in its depth (28 s at 20 000 levels, 8.3 s at 10 000, in a debug
    /// build; 0.6 s at 4 000 now).
    @Test func leadingConstraintsDownADeepChain() {
        let (root, views) = leadingChain(5_000)
        root.layoutIfNeeded()
        let leaf = views[4_999]
        #expect(leaf.frame == CGRect(x: 1, y: 2, width: 400, height: 300))
        #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: 5_000, y: 10_000))
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// Right to left, each view of a chain moves to the other side of its superview; a view
    /// halfway down forced left to right takes the views below it back.
    @Test func rightToLeftDownAChain() {
        let (root, views) = leadingChain(1_000)
        root.layoutIfNeeded()
        let leaf = views[999]
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(leaf.frame == CGRect(x: -1, y: 2, width: 400, height: 300))
        #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: -1_000, y: 2_000))
        views[499].semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(views[498].frame.minX == -1)
        #expect(views[499].frame.minX == 1)
        #expect(leaf.frame.minX == 1)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: -499 + 501, y: 2_000))
    }

    /// The directions cached down the tree follow every change: attributes set and cleared
    /// above a view, the view's subtree moved to another tree and back, within its tree, a
    /// leaf added below and taken out.
    @Test func cachedDirectionsFollowChanges() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        a.semanticContentAttribute = .forceRightToLeft
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        other.addSubview(b)
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        other.semanticContentAttribute = .forceRightToLeft
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        other.semanticContentAttribute = .playback
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        a.addSubview(b)
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Within the tree: from under `a` (right to left) to under the root.
        root.addSubview(c)
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        b.addSubview(c)
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let d = View()
        c.addSubview(d)
        #expect(d.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        b.semanticContentAttribute = .forceLeftToRight
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        b.semanticContentAttribute = .unspecified
        #expect(d.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        a.semanticContentAttribute = .unspecified
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(d.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        d.removeFromSuperview()
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The trace of a 3 000-deep chain on a thread with a 256 KB stack: a call per level
    /// could run out of it. Each line is indented a level more than the one before.
    @Test func autolayoutTraceOfADeepChainOnASmallStack() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.name = "root"
        let views = deepChain(3_000, under: root) { view in
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        }
        views[2_999].name = "leaf"
        let results = Results()
        results.start = views[1_500]
        onSmallStack(256 * 1024) {
            let trace = results.start?.autolayoutTrace() ?? ""
            results.start = nil
            let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
            results.count = lines.count
            results.lines = [lines[0], lines[1], lines[3_000]].map(String.init)
        }
        #expect(results.count == 3_001)
        #expect(results.lines == [
            "<View:root; frame = (0 0; 10 10)>",
            "|   " + views[0].description,
            String(repeating: "|   ", count: 3_000) + "<View:leaf; frame = (1 2; 3 4)>",
        ])
    }

    /// The trace's order in a wide tree: each view before its subviews, the subviews in their
    /// order.
    @Test func autolayoutTraceOrder() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.name = "r"
        for i in 0..<3 {
            let child = View(frame: CGRect(x: i, y: 0, width: 1, height: 1))
            child.name = "c\(i)"
            root.addSubview(child)
            for j in 0..<2 {
                let grandchild = View(frame: CGRect(x: 0, y: j, width: 1, height: 1))
                grandchild.name = "g\(i)\(j)"
                child.addSubview(grandchild)
            }
        }
        let names = root.autolayoutTrace().split(separator: "\n").map {
            $0.replacingOccurrences(of: "|   ", with: "-").split(separator: ";")[0]
        }
        #expect(names == ["<View:r", "-<View:c0", "--<View:g00", "--<View:g01", "-<View:c1", "--<View:g10", "--<View:g11", "-<View:c2", "--<View:g20", "--<View:g21"])
    }
}
