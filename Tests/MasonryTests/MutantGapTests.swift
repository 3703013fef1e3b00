import Masonry
import Testing

/// Behaviour a mutation-testing campaign found unpinned by the rest of the suite.
@Suite struct MutantGapTests {
    /// `updateConstraints` changes the constant of an installed constraint only when it is
    /// similar in everything else, multiplier included (Masonry's `layoutConstraintSimilarTo:`
    /// compares the multiplier): a new multiplier installs a second constraint.
    @Test func updateWithAnotherMultiplierInstallsANewConstraint() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.width.lessThanOrEqualTo(b).multipliedBy(0.5) }
        a.mas.updateConstraints { make in make.width.lessThanOrEqualTo(b).multipliedBy(2).offset(10) }
        let installed = a.mas.installedConstraints.flatMap(\.layoutConstraints)
        #expect(installed.map(\.multiplier) == [0.5, 2])
        #expect(installed.map(\.constant) == [0, 10])
    }

    /// Numbers in Masonry's messages print as `%g` (six significant digits).
    @Test func messagesPrintNumbersAsPercentG() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.width.equalTo(123.456).equalTo([b]) }
        }
        #expect(diagnostics.map(\.message) == [
            "Masonry: redefinition of the relation of View:a.width == 123.456 (with ==); a constraint has one relation, so it is not installed",
        ])
    }
}

@Suite struct MutantGapPreparedTests {
    /// A priority set on a prepared constraint before it is installed is the priority it is
    /// installed with.
    @Test func priorityOfAPreparedConstraintReachesItsLayoutConstraint() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let prepared = a.mas.prepareConstraints { make in make.width.equalTo(10) }
        prepared.forEach { $0.priorityLow() }
        prepared.forEach { $0.install() }
        #expect(a.constraints.map(\.priority) == [.defaultLow])
        #expect(a.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.priority) == [.defaultLow])
    }
}
