import Foundation
import Testing
@testable import AutoLayout
import Masonry

// The DSL's flat screen of the seeds' performance article, built with every user addition made
// at once and with every one queued for the worker thread (SolverWorker.swift): the same
// frames, the same installed constraints and the same diagnostics.

@Suite("Queued additions through the DSL") struct QueuedAdditionDSLTests {
    private struct Outcome: Equatable {
        var frames: [CGRect]
        var installed: [Int]
        var diagnostics: [String]
    }

    private func build(queued: Bool, views n: Int, conflictAt conflict: Int?) -> Outcome {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        root.mas.key = "root"
        root.layoutEngine.burstLengthOverride = queued ? 0 : Int.max
        var views: [View] = []
        var state: UInt64 = 99
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let diagnostics = LayoutDiagnostics.record {
            for i in 0..<n {
                let view = View()
                view.mas.key = "v\(i)"
                root.addSubview(view)
                let anchor = i == 0 ? nil : views[next(i)]
                let dx = next(41) - 20, dy = next(41) - 20
                view.mas.makeConstraints { make in
                    make.left.greaterThanOrEqualTo(0)
                    make.right.lessThanOrEqualTo(0)
                    make.top.greaterThanOrEqualTo(20)
                    make.bottom.lessThanOrEqualTo(-40)
                    if let anchor {
                        make.left.equalTo(anchor.mas.left).offset(dx).priorityMedium()
                        make.top.equalTo(anchor.mas.top).offset(dy).priorityMedium()
                    }
                    make.size.equalTo(10)
                    if i == conflict { make.width.equalTo(12).key("conflict") }
                }
                views.append(view)
            }
        }
        root.layoutIfNeeded()
        return Outcome(
            frames: views.map(\.frame),
            installed: views.map { $0.mas.installedConstraints.count },
            diagnostics: diagnostics.map(\.textWithoutAddresses))
    }

    @Test func theFlatScreenIsTheSameBothWays() {
        let atOnce = build(queued: false, views: 400, conflictAt: nil)
        let queued = build(queued: true, views: 400, conflictAt: nil)
        #expect(queued == atOnce)
        #expect(atOnce.diagnostics.isEmpty)
        #expect(atOnce.installed.first == 6)
        #expect(atOnce.installed.last == 8)
        #expect(atOnce.frames.allSatisfy { $0.width == 10 && $0.height == 10 && $0.minX >= 0 && $0.maxX <= 1024 && $0.minY >= 20 && $0.maxY <= 728 })
    }

    @Test func aConflictMadeInTheBurstIsReportedInItsRecording() {
        let atOnce = build(queued: false, views: 200, conflictAt: 150)
        let queued = build(queued: true, views: 200, conflictAt: 150)
        #expect(queued == atOnce)
        #expect(atOnce.diagnostics.count == 1)
        #expect(atOnce.diagnostics.first?.hasSuffix("Will attempt to recover by breaking constraint\n    <LayoutConstraint:conflict View:v150.width == 12>") == true)
        // Broken but installed, as Masonry counts it.
        #expect(atOnce.installed[150] == 9)
        #expect(atOnce.frames[150].width == 10)
    }
}
