import AutoLayout
import Foundation
import Testing

@Suite struct EngineAcceptanceCompletenessTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    @Test func selfSizingCellWithThreeLines() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = Label()
        label.numberOfLines = 0
        label.text = "aaa bbb ccc ddd eee"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 10),
            label.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // "aaa bbb" / "ccc ddd" / "eee": 3 lines of 20.4 = 61.2, rounded up to 62.
        #expect(size == CGSize(width: 100, height: 72))
    }

    @Test func preservesSuperviewLayoutMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = View(frame: CGRect(x: 5, y: 0, width: 290, height: 300))
        child.preservesSuperviewLayoutMargins = true
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.layoutMargins == EdgeInsets(top: 20, left: 15, bottom: 20, right: 15))
        child.preservesSuperviewLayoutMargins = false
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func traitCollectionDidChangeOnRotation() {
        final class Watcher: View {
            var previous: [TraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let w = Watcher()
        root.addSubview(w)
        root.layoutIfNeeded()
        w.previous = []
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.layoutIfNeeded()
        #expect(w.previous.count == 1)
        #expect(w.previous.first??.verticalSizeClass == .regular)
        #expect(w.traitCollection.verticalSizeClass == .compact)
        root.frame = CGRect(x: 0, y: 0, width: 840, height: 390)
        root.layoutIfNeeded()
        #expect(w.previous.count == 1)
    }

    @Test func huggingDecidesWhoStretches() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = Label(); a.text = "ab"
        let b = Label(); b.text = "cd"
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(near(b.frame, 283, 0, 17, 21))
        #expect(near(a.frame, 0, 0, 283, 21))
    }

    @Test func compressionDecidesWhoShrinks() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = Label(); a.text = "aaaaaaaa"   // 68
        let b = Label(); b.text = "bbbbbbbb"   // 68
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(near(a.frame, 0, 0, 68, 21))
        #expect(near(b.frame, 68, 0, 32, 21))
    }

    @Test func rightToLeftMirrorsAWholeRow() {
        func row(_ rtl: Bool) -> [CGRect] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            if rtl { root.semanticContentAttribute = .forceRightToLeft }
            let a = View(), b = View()
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            return [a.frame, b.frame]
        }
        let ltr = row(false), rtl = row(true)
        #expect(ltr == [CGRect(x: 10, y: 0, width: 50, height: 10), CGRect(x: 65, y: 0, width: 227, height: 10)])
        #expect(rtl == [CGRect(x: 240, y: 0, width: 50, height: 10), CGRect(x: 8, y: 0, width: 227, height: 10)])
    }

    @Test func intrinsicSizeInvalidation() {
        final class Sized: View {
            var size = CGSize(width: 10, height: 10)
            override var intrinsicContentSize: CGSize { size }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = Sized(); s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        LayoutConstraint.activate([s.leftAnchor.constraint(equalTo: root.leftAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(near(s.frame, 0, 0, 10, 10))
        s.size = CGSize(width: 30, height: View.noIntrinsicMetric)
        s.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(s.frame.width == 30)
    }
}
