import Foundation
import Testing
@testable import AutoLayout

/// An engine fuzz finding (seed 99260 with `--ics --guides --safe --rtl`, case 202,
/// minimized): a loop through safe-area insets and multipliers of 1.25 and 1.5 that grows on
/// every pass, laid out after each activation, drives a constraint's constant to 1e15. A
/// required constraint added then was refused, and the solver failed to take the refusal
/// back ("internal solver error: could not restore feasibility", reported as
/// `solverFailure`): its feasibility test counted rounding noise of 1e15 as a violation.
/// Now judged within that noise (OversizedRefusalTests replays the solver's calls).
@Test func refusalInARunawaySafeAreaLoopRestoresFeasibility() throws {
    let json = #"{"id":0,"views":[{"parent":-1,"frame":[0.0,0.0,375.0,600.0],"tamic":true,"mask":0,"bounds":[0.0,0.0],"margins":null},{"parent":0,"frame":[20.0,70.0,123.0,164.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[-1.0,123.0],"hug":[250.0,1000.0],"comp":[500.0,1000.0]},{"parent":1,"frame":[75.0,10.0,171.0,19.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"sca":"rtl"},{"parent":1,"frame":[26.0,60.0,195.0,174.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null},{"parent":2,"frame":[23.0,47.0,153.0,191.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[106.0,20.0],"hug":[750.0,250.0],"comp":[250.0,750.0],"sca":"rtl"},{"parent":1,"frame":[17.0,81.0,2.0,68.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null},{"parent":3,"frame":[10.0,6.0,123.0,9.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null},{"parent":4,"frame":[92.0,82.0,129.0,142.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[62.0,-1.0],"hug":[500.0,1000.0],"comp":[750.0,999.0]},{"parent":0,"frame":[78.0,30.0,116.0,20.0],"tamic":false,"mask":0,"bounds":[0.0,0.0],"margins":null,"ics":[97.0,107.0],"hug":[999.0,749.0],"comp":[1.0,999.0]}],"constraints":[{"a":1,"fa":10,"rel":"<=","b":0,"sa":3,"m":1.0,"c":0.0,"p":1.0,"api":"anchor"},{"a":2,"fa":10,"rel":"==","b":1,"sa":10,"m":1.25,"c":0.0,"p":1000.0,"api":"init"},{"a":1,"fa":9,"rel":"==","b":0,"sa":6,"m":1.0,"c":0.0,"p":1000.0,"api":"init"},{"a":8,"fa":3,"rel":"==","b":7,"sa":3,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":8,"fa":4,"rel":"==","b":12,"sa":10,"m":1.5,"c":0.0,"p":1000.0,"api":"init"},{"a":7,"fa":10,"rel":"<=","b":2,"sa":4,"m":1.0,"c":0.0,"p":1000.0,"api":"init"},{"a":1,"fa":1,"rel":"==","b":0,"sa":2,"m":1.25,"c":0.0,"p":1000.0,"api":"init"},{"a":7,"fa":4,"rel":"==","b":4,"sa":10,"m":1.5,"c":0.0,"p":1000.0,"api":"init"},{"a":1,"fa":3,"rel":"==","b":0,"sa":3,"m":1.0,"c":136.0,"p":1000.0,"api":"init"},{"a":6,"fa":7,"rel":"==","b":1,"sa":8,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":2,"fa":7,"rel":"==","b":1,"sa":7,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"},{"a":2,"fa":8,"rel":"==","b":-1,"sa":0,"m":1.0,"c":35.0,"p":1000.0,"api":"anchor"},{"a":7,"fa":3,"rel":"==","b":4,"sa":3,"m":1.0,"c":0.0,"p":1000.0,"api":"anchor"}],"activation":"each-layout","ops":[],"safe":[0.0,44.0,21.0,44.0],"guides":[{"owner":5,"kind":"user"},{"owner":3,"kind":"user"},{"owner":8,"kind":"safe"},{"owner":7,"kind":"safe"},{"owner":8,"kind":"margins"}],"features":["ics","safe","guides","rtl"]}"#
    let fuzz = try JSONDecoder().decode(FuzzCase.self, from: Data(json.utf8))
    let result = run(fuzz)
    let kinds = Set(result.stages.flatMap(\.diags))
    // The loop never settles (the engine stops each layout after 8 passes and says so).
    #expect(kinds.contains("layoutDidNotConverge"))
    #expect(!kinds.contains("solverFailure"))
}
