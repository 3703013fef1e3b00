import Foundation
import Testing
@testable import AutoLayout

// A conflict's report lists the constraints in conflict in the tree's order (the first item's
// place in a depth-first walk, then the attributes), not as the solver's rows hold them, so
// that the report reads the same however the rows came about.

/// Two siblings: `a.width == b.width` and `b.width == 10` activated first, then
/// `a.width == 20`, which cannot hold with them.
@Test func aConflictListsItsConstraintsInTheTreesOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.name = "root"
    let a = View(), b = View()
    a.name = "a"
    b.name = "b"
    for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    let bTen = b.widthAnchor.constraint(equalToConstant: 10)
    bTen.identifier = "bTen"
    let same = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    same.identifier = "same"
    let aTwenty = a.widthAnchor.constraint(equalToConstant: 20)
    aTwenty.identifier = "aTwenty"
    let diagnostics = LayoutDiagnostics.record {
        LayoutConstraint.activate([bTen, same])
        aTwenty.isActive = true
        root.layoutIfNeeded()
    }
    #expect(diagnostics.map(\.kind) == [.unsatisfiable])
    #expect(diagnostics.first?.message == """
        Unable to simultaneously satisfy constraints.
            <LayoutConstraint:same View:a.width == View:b.width>
            <LayoutConstraint:bTen View:b.width == 10>
            <LayoutConstraint:aTwenty View:a.width == 20>
        Will attempt to recover by breaking constraint
            <LayoutConstraint:aTwenty View:a.width == 20>
        """)
    #expect(diagnostics.first?.constraints.map(\.identifier) == ["same", "bTen", "aTwenty"])
    #expect(a.frame.width == 10 && b.frame.width == 10)
}

/// An engine fuzz case (`Scripts/engine_fuzz/gen.py 97005 600 ... --ics --guides --safe --rtl`,
/// case 515) whose first report listed its lines in another order when every addition was
/// queued for the worker: a refusal recovered from at once takes a view's autoresizing
/// constraints out and they come back later, where, queued, it is recovered from at the
/// layout pass after later activations kept them in, and the solver's rows end in another
/// order. The report, in the tree's order, reads the same both ways.
@Test func aReportReadsTheSameAtOnceAndQueued() throws {
    let json = """
        {"id":9700500515,"views":[{"parent":-1,"frame":[0.0,0.0,414.0,896.0],"tamic":true,"mask":0,"\
        bounds":[0.0,0.0],"margins":null,"sca":"rtl"},{"parent":0,"frame":[77.0,64.0,63.0,66.0],"tam\
        ic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[119.0,77.0],"hug":[1.0,250.0],"c\
        omp":[749.0,1000.0]},{"parent":0,"frame":[54.0,50.0,192.0,172.0],"tamic":false,"mask":0,"bou\
        nds":[0.0,0.0],"margins":null,"sca":"rtl"},{"parent":1,"frame":[99.0,89.0,77.0,40.0],"tamic"\
        :true,"mask":0,"bounds":[0.0,0.0],"margins":null},{"parent":1,"frame":[70.0,23.0,80.0,40.0],\
        "tamic":true,"mask":0,"bounds":[0.0,0.0],"margins":null,"sca":"rtl"}],"constraints":[{"a":1,\
        "fa":5,"rel":"==","b":0,"sa":6,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":1,"fa":9,"rel\
        ":"==","b":2,"sa":9,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":1,"fa":4,"rel":"==","b":\
        4,"sa":10,"m":1.0,"c":19.0,"p":1000.0,"api":"anchor"},{"a":2,"fa":2,"rel":"==","b":1,"sa":9,\
        "m":0.75,"c":136.0,"p":1000.0,"api":"init"},{"a":2,"fa":5,"rel":"==","b":1,"sa":9,"m":1.0,"c\
        ":29.0,"p":1000.0,"api":"anchor"},{"a":2,"fa":10,"rel":"==","b":0,"sa":4,"m":1.0,"c":110.0,"\
        p":1000.0,"api":"init"},{"a":2,"fa":4,"rel":"==","b":4,"sa":10,"m":1.0,"c":0.0,"p":1000.0,"a\
        pi":"anchor"},{"a":1,"fa":3,"rel":"==","b":0,"sa":3,"m":1.0,"c":17.0,"p":1000.0,"api":"init"\
        },{"a":5,"fa":1,"rel":"==","b":4,"sa":1,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":5,"f\
        a":6,"rel":"==","b":2,"sa":5,"m":1.0,"c":63.0,"p":1000.0,"api":"anchor"},{"a":5,"fa":10,"rel\
        ":"==","b":2,"sa":3,"m":1.0,"c":-23.0,"p":1000.0,"api":"anchor"},{"a":5,"fa":8,"rel":"==","b\
        ":0,"sa":8,"m":1.0,"c":150.0,"p":1000.0,"api":"anchor"},{"a":6,"fa":9,"rel":"==","b":1,"sa":\
        9,"m":1.0,"c":44.0,"p":1000.0,"api":"anchor"},{"a":6,"fa":1,"rel":"==","b":5,"sa":1,"m":3.0,\
        "c":0.0,"p":1000.0,"api":"init"},{"a":6,"fa":4,"rel":"==","b":3,"sa":3,"m":1.0,"c":9.0,"p":1\
        000.0,"api":"anchor"},{"a":6,"fa":8,"rel":"==","b":3,"sa":8,"m":1.0,"c":137.0,"p":1000.0,"ap\
        i":"anchor"},{"a":7,"fa":9,"rel":"==","b":2,"sa":9,"m":1.0,"c":19.0,"p":1000.0,"api":"anchor\
        "},{"a":7,"fa":7,"rel":"==","b":-1,"sa":0,"m":1.0,"c":93.0,"p":1000.0,"api":"anchor"},{"a":7\
        ,"fa":10,"rel":"==","b":0,"sa":10,"m":1.0,"c":25.0,"p":1000.0,"api":"anchor"},{"a":7,"fa":3,\
        "rel":"==","b":2,"sa":4,"m":0.5,"c":0.0,"p":1000.0,"api":"init"}],"activation":"batch","ops"\
        :[{"op":"remove","i":4},{"op":"comp","i":1,"j":0,"p":749.0}],"safe":[44.0,0.0,34.0,0.0],"gui\
        des":[{"owner":4,"kind":"user"},{"owner":3,"kind":"user"},{"owner":2,"kind":"user"}]}
        """
    let fuzz = try JSONDecoder().decode(FuzzCase.self, from: Data(json.utf8))
    let atOnce = run(fuzz, burst: Int.max), queued = run(fuzz, burst: 0)
    // The two runs make their own constraints: their addresses differ.
    func messages(_ result: FuzzResult) -> [[String]] {
        result.stages.map { $0.messages.map { $0.replacing(/0x[0-9a-f]+/, with: "0x…") } }
    }
    #expect(messages(atOnce) == messages(queued))
    #expect(atOnce.stages.map(\.frames) == queued.stages.map(\.frames))
    #expect(atOnce.stages.map(\.diags) == [["unsatisfiable", "unsatisfiable"], ["constraintsRemovedWithView"], []])
    // The first report, as both ways give it.
    #expect(messages(atOnce).first?.first == """
        Unable to simultaneously satisfy constraints.
            <LayoutConstraint:compression FuzzIntrinsicView:v1.height >= 77>
            <LayoutConstraint:h=--- v=--- View:v4.top == 23>
            <LayoutConstraint:h=--- v=--- View:v4.height == 40>
            <LayoutConstraint:0x… FuzzIntrinsicView:v1.bottom == View:v4.centerY + 19>
        Will attempt to recover by breaking constraint
            <LayoutConstraint:0x… FuzzIntrinsicView:v1.bottom == View:v4.centerY + 19>
        """)
}
