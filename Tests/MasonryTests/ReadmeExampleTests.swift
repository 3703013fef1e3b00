import Testing
import Masonry

/// The README's first DSL example, exactly as printed there.
@Test func readmeThreeColumns() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 360, height: 180))
    let red = View(), green = View(), blue = View()
    for view in [red, green, blue] { root.addSubview(view) }
    red.mas.makeConstraints { make in
        make.top.bottom.equalTo(0)
        make.centerX.equalTo(root.mas.centerX)
        make.width.equalTo(root.mas.width).dividedBy(3)
    }
    green.mas.makeConstraints { make in
        make.left.top.bottom.equalTo(0)
        make.right.equalTo(red.mas.left)
    }
    blue.mas.makeConstraints { make in
        make.right.top.bottom.equalTo(0)
        make.left.equalTo(red.mas.right)
    }
    let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    #expect(close(green.frame, CGRect(x: 0, y: 0, width: 120, height: 180)))
    #expect(close(red.frame, CGRect(x: 120, y: 0, width: 120, height: 180)))
    #expect(close(blue.frame, CGRect(x: 240, y: 0, width: 120, height: 180)))
}

/// Frames equal to 1e-6 (360 / 3 is not exact in binary).
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

/// The README's stack view example, its lines as printed there, with rows of a fixed height.
@Test func readmeStackView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let banner = View(), row1 = View(), row2 = View(), row3 = View()
    for row in [row1, row2, row3] { row.mas.makeConstraints { make in make.height.equalTo(36) } }
    let form = StackView(arrangedSubviews: [banner, row1, row2, row3])
    root.addSubview(form)
    form.axis = .vertical
    form.spacing = 12
    form.mas.makeConstraints { make in
        make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(16)
        make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading).offset(16)
        make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16)
    }
    banner.mas.makeConstraints { make in make.height.equalTo(60).priority(999) }
    var diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    #expect(form.frame == CGRect(x: 16, y: 36, width: 288, height: 204))
    #expect([banner, row1, row2, row3].map(\.frame.minY) == [0, 72, 120, 168])
    banner.isHidden = true  // the rows move up at the next layout pass
    diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    #expect([row1, row2, row3].map(\.frame.minY) == [0, 48, 96])
    #expect(banner.frame.height == 0)
    #expect(form.frame == CGRect(x: 16, y: 36, width: 288, height: 132))
}
