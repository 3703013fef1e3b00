import Testing
@testable import AutoLayout

/// Frames are compared to 1e-9: exact values up to the solver's rounding.
func expectFrame(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let f = view.frame
    let ok = abs(f.minX - x) < 1e-9 && abs(f.minY - y) < 1e-9 && abs(f.width - width) < 1e-9 && abs(f.height - height) < 1e-9
    #expect(ok, "\(view.name ?? "view") frame is \(f), expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// A root 320 x 480 and named views.
func makeRoot(width: Double = 320, height: Double = 480) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.name = "root"
    return root
}

/// A named view, added to `parent` when there is one.
func makeView(_ name: String, in parent: View?, autoresizing: Bool = false) -> View {
    let view = View()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = autoresizing
    parent?.addSubview(view)
    return view
}

/// Activates constraints made with anchors, checking that no diagnostic is raised.
func activate(_ constraints: [LayoutConstraint], sourceLocation: SourceLocation = #_sourceLocation) {
    let diagnostics = LayoutDiagnostics.record { LayoutConstraint.activate(constraints) }
    #expect(diagnostics.isEmpty, "unexpected diagnostics: \(diagnostics)", sourceLocation: sourceLocation)
}

/// left, top, width, height of `view` against `parent`'s left and top.
func place(_ view: View, in parent: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [LayoutConstraint] {
    [
        view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ]
}

/// root (300 x 600) > a > (b, c): `a` fills the root, b placed at (1, 2) 50 x 10 and c at
/// (3, 40) 70 x 10, laid out. The root is returned optional, for tests that free it.
func filledTree() -> (root: View?, a: View, b: View, c: View) {
    let root = makeRoot(width: 300, height: 600)
    let a = makeView("a", in: root), b = makeView("b", in: a), c = makeView("c", in: a)
    activate([
        a.leftAnchor.constraint(equalTo: root.leftAnchor), a.rightAnchor.constraint(equalTo: root.rightAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor), a.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ] + place(b, in: a, 1, 2, 50, 10) + place(c, in: a, 3, 40, 70, 10))
    root.layoutIfNeeded()
    return (root, a, b, c)
}

extension LayoutDiagnostic {
    /// `kind: message`, with object addresses (printed for constraints and views without a
    /// name) replaced by `0x…`: comparable between two runs of the same scenario.
    var textWithoutAddresses: String {
        "\(kind): \(message)".replacing(/0x[0-9a-f]+/, with: "0x…")
    }
}

/// A view with an intrinsic content size that a test may change (then
/// `invalidateIntrinsicContentSize()`), named for descriptions; UIKit's hugging (250) and
/// compression resistance (750) defaults.
final class IntrinsicSizeView: View {
    var size: CGSize
    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        self.name = name
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack of `views` whose leading edge is 10 and top 20 from a 320 x 480 root's (named
/// "root"), with the given axis, width and height (nil: left to its views); `configure` runs
/// before the stack joins the tree.
func placedStack(
    _ views: [View], axis: LayoutAxis = .horizontal, width: CGFloat? = nil, height: CGFloat? = nil,
    configure: (StackView) -> Void = { _ in }
) -> (root: View, stack: StackView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    let stack = StackView(arrangedSubviews: views)
    stack.name = "stack"
    stack.axis = axis
    configure(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
    return (root, stack)
}

/// A small deterministic generator (SplitMix64) for the tests that draw random cases.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<n`.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
    /// One of `items` (not empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
