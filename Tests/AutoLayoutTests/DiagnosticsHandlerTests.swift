import Foundation
import Synchronization
import Testing
import AutoLayout

// LayoutDiagnostics.handler: where diagnostics raised outside any record(_:) go. It is one
// handler for the process and other suites run at the same time, so these tests run one at a
// time and keep only what names their own views.

/// What a handler received about one test's views: the parts of each diagnostic that can
/// cross threads.
private final class Received: Sendable {
    struct Item: Equatable {
        let kind: LayoutDiagnostic.Kind
        let message: String
        let constraints: [ObjectIdentifier]
    }

    private let items = Mutex<[Item]>([])
    let marker: String

    init(marker: String) { self.marker = marker }

    func take(_ diagnostic: LayoutDiagnostic) {
        guard diagnostic.message.contains(marker) else { return }
        let item = Item(kind: diagnostic.kind, message: diagnostic.message, constraints: diagnostic.constraints.map(ObjectIdentifier.init))
        items.withLock { $0.append(item) }
    }

    var all: [Item] { items.withLock { $0 } }
}

/// A root holding one box whose width is required to be both 10 and 20.
private func conflictingWidths(_ name: String) -> (root: View, box: View, ten: LayoutConstraint, twenty: LayoutConstraint) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.name = name + "Root"
    let box = View()
    box.name = name
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let ten = box.widthAnchor.constraint(equalToConstant: 10)
    ten.identifier = "ten"
    let twenty = box.widthAnchor.constraint(equalToConstant: 20)
    twenty.identifier = "twenty"
    return (root, box, ten, twenty)
}

private func conflictMessage(_ name: String) -> String {
    """
    Unable to simultaneously satisfy constraints.
        <LayoutConstraint:ten View:\(name).width == 10>
        <LayoutConstraint:twenty View:\(name).width == 20>
    Will attempt to recover by breaking constraint
        <LayoutConstraint:twenty View:\(name).width == 20>
    """
}

@Suite("LayoutDiagnostics.handler", .serialized)
struct DiagnosticsHandlerTests {
    @Test func receivesWhatIsRaisedOutsideARecording() {
        let received = Received(marker: "View:handlerBoxA.")
        LayoutDiagnostics.handler = { received.take($0) }
        defer { LayoutDiagnostics.handler = nil }
        let (root, box, ten, twenty) = conflictingWidths("handlerBoxA")
        LayoutConstraint.activate([ten, twenty])
        root.layoutIfNeeded()
        #expect(received.all == [
            Received.Item(
                kind: .unsatisfiable, message: conflictMessage("handlerBoxA"),
                constraints: [ObjectIdentifier(ten), ObjectIdentifier(twenty)]),
        ])
        #expect(box.frame.width == 10)
        #expect(ten.isActive && twenty.isActive)
    }

    @Test func aRecordingStillTakesWhatIsRaisedInsideIt() {
        let received = Received(marker: "View:handlerBoxB.")
        LayoutDiagnostics.handler = { received.take($0) }
        defer { LayoutDiagnostics.handler = nil }
        let (root, box, ten, twenty) = conflictingWidths("handlerBoxB")
        let recorded = LayoutDiagnostics.record {
            LayoutConstraint.activate([ten, twenty])
            root.layoutIfNeeded()
        }
        #expect(recorded.map(\.kind) == [.unsatisfiable])
        #expect(recorded.first?.message == conflictMessage("handlerBoxB"))
        #expect(received.all.isEmpty)
        #expect(box.frame.width == 10)
    }

    @Test func aHandlerMayReplaceItself() {
        let received = Received(marker: "View:handlerBoxC")
        // The first diagnostic removes the handler: the second goes to standard error.
        LayoutDiagnostics.handler = { diagnostic in
            guard diagnostic.message.contains(received.marker) else { return }
            received.take(diagnostic)
            LayoutDiagnostics.handler = nil
        }
        defer { LayoutDiagnostics.handler = nil }
        let first = conflictingWidths("handlerBoxC1")
        LayoutConstraint.activate([first.ten, first.twenty])
        first.root.layoutIfNeeded()
        let second = conflictingWidths("handlerBoxC2")
        LayoutConstraint.activate([second.ten, second.twenty])
        second.root.layoutIfNeeded()
        #expect(received.all.map(\.message) == [conflictMessage("handlerBoxC1")])
        #expect(LayoutDiagnostics.handler == nil)
        #expect(first.box.frame.width == 10 && second.box.frame.width == 10)
    }
}
