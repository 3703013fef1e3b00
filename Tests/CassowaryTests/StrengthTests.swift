import Testing
import Cassowary

@Suite("Strengths")
struct StrengthTests {
    @Test func kiwiNumbers() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
    }

    @Test func ordering() {
        #expect(Strength.weak < Strength.medium)
        #expect(Strength.medium < Strength.strong)
        #expect(Strength.strong < Strength.required)
        #expect(Strength.create(0, 0, 1) < Strength.create(0, 1, 0))
        #expect(Strength.create(0, 1, 0) < Strength.create(1, 0, 0))
        #expect(Strength.create(1, 0, 0, weight: 1) < Strength.create(1, 0, 0, weight: 4))
    }

    @Test func createMatchesTheNamedStrengths() {
        #expect(Strength.create(1000, 1000, 1000) == .required)
        #expect(Strength.create(1000, 1000, 1000).isRequired)
        #expect(Strength.create(1, 0, 0) == .strong)
        #expect(Strength.create(0, 1, 0) == .medium)
        #expect(Strength.create(0, 0, 1) == .weak)
    }

    @Test func createWeightsAndClips() {
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(1, 0, 0, weight: 4).value == 4_000_000)
        #expect(Strength.create(0, 1, 0, weight: 1.25).value == 1250)
        #expect(Strength.create(0, 100, 0).value == 100_000)
        // Each level is clipped to 0 ... 1000 after weighting.
        #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)
        #expect(Strength.create(300, 0, 0, weight: 4).value == 1_000_000_000)
        #expect(Strength.create(0, 5000, 0).value == 1_000_000)
        #expect(Strength.create(0, 0, 1e9).value == 1000)
        #expect(Strength.create(-5, 0, 0).value == 0)
        #expect(Strength.create(1, 1, 1, weight: -1).value == 0)
        #expect(Strength.create(5000, 5000, 5000) == .required)
        #expect(!Strength.create(999, 1000, 1000).isRequired)
    }

    @Test func explicitValuesAreClippedToRequired() {
        #expect(Strength(2e12) == .required)
        #expect(Strength(2e12).isRequired)
        #expect(Strength(-3).value == 0)
        #expect(Strength(2).value == 2)
        #expect(!Strength.strong.isRequired)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(2).description == "2")
        #expect(Strength(1.5).description == "1.5")
    }

    @Test func constraintStrengthIsKept() {
        let x = Variable("x")
        let c = (x == 1) | Strength.create(0, 0, 7)
        #expect(c.strength.value == 7)
        let r = (x == 1) | Strength(5e12)
        #expect(r.strength.isRequired)
    }
}
