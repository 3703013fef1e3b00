import Foundation
import Testing
@testable import AutoLayout

// Frames, guides' layout frames and fitting sizes are the solver's values read without the
// rounding noise of its arithmetic (`solvedValue`): a value within 1e-11 times its size of a
// multiple of 1/1024 point reads as that multiple, and -0 reads 0.

/// Another fuzz case (`Scripts/engine_fuzz/gen.py 97008 600 ... --ics --guides --safe --rtl`,
/// case 46), whose second view came out 239.00000000000003 wide with every addition queued
/// and 239 wide at once (the solver's rows in another order after a recovered conflict).
/// Frames read without the solver's rounding noise: 239 both ways.
@Test func framesReadTheSameAtOnceAndQueued() throws {
    let json = """
        {"id":9700800046,"views":[{"parent":-1,"frame":[0.0,0.0,500.0,667.0],"tamic":true,"mask":0,"\
        bounds":[0.0,0.0],"margins":null},{"parent":0,"frame":[23.0,84.0,42.0,123.0],"tamic":false,"\
        mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[128.0,131.0],"hug":[251.0,1000.0],"comp":[7\
        50.0,750.0]},{"parent":1,"frame":[31.0,10.0,122.0,59.0],"tamic":true,"mask":0,"bounds":[0.0,\
        0.0],"margins":null},{"parent":0,"frame":[76.0,89.0,39.0,153.0],"tamic":false,"mask":0,"boun\
        ds":[0.0,0.0],"margins":null,"ics":[-1.0,94.0],"hug":[250.0,1.0],"comp":[251.0,251.0]}],"con\
        straints":[{"a":3,"fa":2,"rel":"==","b":0,"sa":9,"m":1.0,"c":-26.0,"p":1000.0,"api":"init"},\
        {"a":1,"fa":10,"rel":"==","b":2,"sa":4,"m":1.0,"c":152.0,"p":1000.0,"api":"anchor"},{"a":1,"\
        fa":2,"rel":"==","b":0,"sa":2,"m":1.0,"c":0.0,"p":1000.0,"api":"init"},{"a":1,"fa":3,"rel":"\
        ==","b":0,"sa":4,"m":3.0,"c":120.0,"p":1000.0,"api":"init"},{"a":3,"fa":1,"rel":"==","b":5,"\
        sa":2,"m":1.0,"c":80.0,"p":1000.0,"api":"anchor"},{"a":3,"fa":3,"rel":"==","b":0,"sa":3,"m":\
        1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":1,"fa":4,"rel":"==","b":0,"sa":4,"m":0.5,"c":80.\
        0,"p":751.0,"api":"init"},{"a":1,"fa":1,"rel":">=","b":5,"sa":9,"m":0.5,"c":-36.5,"p":750.0,\
        "api":"init"},{"a":1,"fa":4,"rel":"<=","b":3,"sa":3,"m":1.0,"c":10.0,"p":999.0,"api":"init"}\
        ,{"a":4,"fa":9,"rel":"==","b":3,"sa":9,"m":1.0,"c":14.0,"p":1000.0,"api":"anchor"},{"a":4,"f\
        a":7,"rel":"==","b":3,"sa":7,"m":1.0,"c":44.0,"p":1000.0,"api":"anchor"},{"a":4,"fa":4,"rel"\
        :"==","b":1,"sa":10,"m":1.5,"c":27.0,"p":1000.0,"api":"init"},{"a":4,"fa":8,"rel":"==","b":-\
        1,"sa":0,"m":1.0,"c":85.0,"p":1000.0,"api":"anchor"},{"a":5,"fa":5,"rel":"==","b":4,"sa":5,"\
        m":0.25,"c":0.5,"p":1000.0,"api":"init"},{"a":5,"fa":7,"rel":"==","b":0,"sa":7,"m":1.0,"c":0\
        .0,"p":1000.0,"api":"anchor"},{"a":5,"fa":10,"rel":"==","b":0,"sa":10,"m":1.0,"c":0.0,"p":10\
        00.0,"api":"anchor"},{"a":5,"fa":3,"rel":"==","b":4,"sa":3,"m":0.75,"c":-28.5,"p":1000.0,"ap\
        i":"init"},{"a":3,"fa":1,"rel":">=","b":4,"sa":1,"m":1.0,"c":19.0,"p":750.0,"api":"anchor"},\
        {"a":1,"fa":5,"rel":"<=","b":4,"sa":6,"m":1.0,"c":1.0,"p":750.0,"api":"anchor"},{"a":1,"fa":\
        1,"rel":">=","b":6,"sa":2,"m":1.0,"c":20.0,"p":1000.0,"api":"anchor"}],"activation":"each","\
        ops":[{"op":"ics","i":1,"vals":[23.0,83.0]},{"op":"uninstall","i":0,"j":0},{"op":"bounds","i\
        ":3,"vals":[15.0,-26.0]},{"op":"activate","i":0},{"op":"remove","i":1},{"op":"bounds","i":3,\
        "vals":[19.0,-18.0]},{"op":"resize","w":1.0,"h":800.0},{"op":"safe","vals":[28.0,55.0,13.0,4\
        3.0]},{"op":"ics","i":3,"vals":[27.0,-1.0]}],"safe":[0.0,44.0,21.0,44.0],"guides":[{"owner":\
        3,"kind":"user"},{"owner":0,"kind":"user"},{"owner":3,"kind":"safe"}]}
        """
    let fuzz = try JSONDecoder().decode(FuzzCase.self, from: Data(json.utf8))
    let atOnce = run(fuzz, burst: Int.max), queued = run(fuzz, burst: 0)
    #expect(atOnce.stages.map(\.frames) == queued.stages.map(\.frames))
    #expect(atOnce.stages.map { $0.frames[1] } == [
        [261, 2121, 239, -2111], [261, 2121, 239, -2111], [477, 2121, 23, -2111], [477, 2121, 23, -2111],
        [261, 2121, 239, -2111], [261, 2121, 239, -2111], [261, 2121, 239, -2111], [261, 2121, 239, -2111],
        [261, 2121, 239, -2111], [261, 2121, 239, -2111],
    ])
}

/// What the engine hands out for a solved value: the rounding noise near whole points,
/// halves and the like taken off, everything else as computed.
@Test func solvedValuesLoseOnlyTheirRoundingNoise() {
    #expect(solvedValue(239.00000000000003) == 239)
    #expect(solvedValue(21.99999999999818) == 22)
    #expect(solvedValue(-50694.40000000007) == -50694.40000000007)  // not near a multiple of 1/1024
    #expect(solvedValue(160.50000000000003) == 160.5)
    #expect(solvedValue(320.0 / 3) == 320.0 / 3)
    #expect(solvedValue(0.1) == 0.1)
    #expect(solvedValue(1e-12) == 0)
    #expect(solvedValue(1e300) == 1e300)
    #expect(solvedValue(-0.0).sign == .plus)
    #expect(solvedValue(.nan).isNaN)
    #expect(solvedValue(.infinity) == .infinity)
    #expect(solvedValue(-.infinity) == -.infinity)
    // A value 1e-9 off a whole number is a value, not noise.
    #expect(solvedValue(7 + 1e-9) == 7 + 1e-9)
}

/// A solved -0 never shows in a frame: taken at the first layout (a frame's 0 equals it) and
/// kept when another part of the frame moves.
@Test func aSolvedMinusZeroReadsZero() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: -0.0),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        view.widthAnchor.constraint(equalToConstant: 10),
        height,
    ])
    root.layoutIfNeeded()
    #expect(view.layoutVariables.x.value.sign == .minus)
    #expect(view.frame == CGRect(x: 0, y: 5, width: 10, height: 10))
    #expect(view.frame.minX.sign == .plus)
    height.constant = 20
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 5, width: 10, height: 20))
    #expect(view.frame.minX.sign == .plus)
}
