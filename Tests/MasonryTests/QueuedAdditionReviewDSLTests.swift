import Foundation
import Testing
@testable import AutoLayout
import Masonry

// Review of the worker thread for bursts through the DSL: update, remake and uninstall during
// a queued burst, compared with every addition made at once (frames, installed counts,
// diagnostics word for word, addresses normalised).

@Suite("Review: queued additions through the DSL") struct QueuedAdditionReviewDSLTests {
    private struct Outcome: Equatable {
        var frames: [CGRect]
        var installed: [Int]
        var diagnostics: [String]
    }

    private func build(queued: Bool, keyAfterMaking: Bool = false) -> Outcome {
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        root.mas.key = "root"
        root.layoutEngine.burstLengthOverride = queued ? 0 : Int.max
        var views: [View] = []
        let diagnostics = LayoutDiagnostics.record {
            for i in 0..<30 {
                let view = View()
                if !keyAfterMaking { view.mas.key = "v\(i)" }
                root.addSubview(view)
                let previous = views.last
                view.mas.makeConstraints { make in
                    make.left.greaterThanOrEqualTo(0)
                    make.right.lessThanOrEqualTo(0)
                    make.top.equalTo(10 * (i % 5))
                    if let previous { make.left.equalTo(previous.mas.right).offset(1).priorityMedium() }
                    make.size.equalTo(10)
                    if i == 12 { make.width.equalTo(14) }  // conflicts with size
                }
                if keyAfterMaking { view.mas.key = "v\(i)" }
                views.append(view)
                if i == 15 {
                    // Update the constants of earlier views while their additions are queued.
                    views[3].mas.updateConstraints { make in make.size.equalTo(20) }
                    views[4].mas.updateConstraints { make in make.top.equalTo(77) }
                    // Remake one, with a conflict of its own.
                    views[5].mas.remakeConstraints { make in
                        make.left.equalTo(300)
                        make.top.equalTo(200)
                        make.size.equalTo(30)
                        make.height.equalTo(31)
                    }
                    // And take one made earlier out by hand.
                    views[6].mas.installedConstraints.first?.uninstall()
                }
            }
        }
        root.layoutIfNeeded()
        return Outcome(
            frames: views.map(\.frame),
            installed: views.map { $0.mas.installedConstraints.count },
            diagnostics: diagnostics.map(\.textWithoutAddresses))
    }

    @Test func updateRemakeAndUninstallDuringABurst() {
        let atOnce = build(queued: false)
        let queued = build(queued: true)
        #expect(queued == atOnce)
        #expect(atOnce.diagnostics.count == 2)
        #expect(atOnce.frames[3].size == CGSize(width: 20, height: 20))
        #expect(atOnce.frames[4].minY == 77)
        #expect(atOnce.frames[5] == CGRect(x: 300, y: 200, width: 30, height: 30))
        #expect(atOnce.installed[6] == 5)
        #expect(atOnce.installed[5] == 5)
    }

    // `mas.key` set after `makeConstraints` (a common Masonry habit) does not rename a conflict
    // made before it: the key settles the tree's queue first (a queued conflict once read
    // `View:v12` where the one made at once reads `View:0x…`).
    @Test func aKeySetAfterMakingDoesNotChangeTheReport() {
        let atOnce = build(queued: false, keyAfterMaking: true)
        let queued = build(queued: true, keyAfterMaking: true)
        #expect(queued.frames == atOnce.frames)
        #expect(queued.installed == atOnce.installed)
        #expect(queued.diagnostics == atOnce.diagnostics)
        #expect(atOnce.diagnostics.count == 2)
    }
}
