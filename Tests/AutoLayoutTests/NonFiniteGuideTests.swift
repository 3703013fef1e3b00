import Foundation
import Testing
@testable import AutoLayout

/// Constraints that overflow (finite constants and multipliers whose solution is no finite
/// number) never show as an infinity or a NaN in what the engine reports: a view's frame and,
/// here, a layout guide's `layoutFrame` and a scroll view's solved `contentSize` keep their
/// values on the axes that overflowed. The engine fuzz found a guide reading NaN (seed 99230,
/// case 267: a safe-area loop that grew without bound until it overflowed).
@Suite struct NonFiniteGuideTests {
    @Test func aGuideKeepsItsLastFiniteFrame() {
        let root = makeRoot(width: 300, height: 600)
        let guide = LayoutGuide()
        guide.identifier = "band"
        root.addLayoutGuide(guide)
        let v = makeView("v", in: root)
        let twice = guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 2)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 30), twice,
            v.leftAnchor.constraint(equalTo: guide.rightAnchor), v.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: -1000),
            v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 1200))
        #expect(v.frame == CGRect(x: 40, y: 220, width: 5, height: 6))
        let overflow = guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1e308)
        let recorded = LayoutDiagnostics.record {
            twice.isActive = false
            overflow.isActive = true
            root.layoutIfNeeded()
        }
        // The guide's height and the view below it overflow: both keep their values.
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 1200))
        #expect(v.frame == CGRect(x: 40, y: 220, width: 5, height: 6))
        #expect(recorded.map(\.kind) == [.invalidValue])
        #expect(recorded.first?.message.hasPrefix("The constraints of View:v give it a frame that is not a finite number (y = inf)") == true)
        // Fixed: the solution is taken again.
        LayoutConstraint.deactivate([overflow])
        LayoutConstraint.activate([guide.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(v.frame == CGRect(x: 40, y: -930, width: 5, height: 6))
    }

    @Test func aGuideNeverLaidOutFiniteReadsZeroForTheOverflowedParts() {
        let root = makeRoot(width: 300, height: 600)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: -1e308),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        let frame = guide.layoutFrame
        #expect(frame.origin == CGPoint(x: 10, y: 20))
        #expect(frame.size == CGSize(width: 0, height: 40))
    }

    @Test func aScrollViewKeepsItsContentSizeWhenTheSolutionOverflows() {
        let root = makeRoot(width: 300, height: 600)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = makeView("content", in: scroll)
        let tall = content.heightAnchor.constraint(equalToConstant: 900)
        LayoutConstraint.activate([
            scroll.leftAnchor.constraint(equalTo: root.leftAnchor), scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 300), scroll.heightAnchor.constraint(equalToConstant: 600),
            content.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
            content.rightAnchor.constraint(equalTo: scroll.contentLayoutGuide.rightAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 300), tall,
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 300, height: 900))
        let recorded = LayoutDiagnostics.record {
            tall.isActive = false
            content.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 1e308).isActive = true
            root.layoutIfNeeded()
        }
        #expect(scroll.contentSize == CGSize(width: 300, height: 900))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 900))
        #expect(recorded.map(\.kind) == [.invalidValue])
    }
}
