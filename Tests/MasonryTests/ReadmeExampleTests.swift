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
