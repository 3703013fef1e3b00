import Foundation
import Testing
@_spi(LayoutInternals) @testable import AutoLayout

/// `formatNumber` prints as C's `%g`; its exact path for short multiples of 1/1024 agrees.
@Suite struct NumberFormatTests {
    @Test func multiplesOfAFractionOfAPointPrintAsPercentG() {
        var values: [Double] = []
        for k in -40_000...40_000 { values.append(Double(k) / 1024) }
        for k in stride(from: -1_000_000_000, through: 1_000_000_000, by: 9_973_331) { values.append(Double(k) / 1024) }
        values += [99_999.5, 100_000.5, 123_456, 999_999, 999_999.5, 999_999.75, 1_000_000, 1_048_575.5, 0.0625, 0.001953125, 1.0 / 1024]
        for value in values where value != 0 {
            #expect(formatNumber(value) == String(format: "%g", value), "\(value)")
        }
        #expect(formatNumber(0.0) == "0")
        #expect(formatNumber(-0.0) == "0")
    }

    @Test func theExactPathTakesOnlyShortDyadicValues() {
        #expect(exactShortDecimal(20.5) == "20.5")
        #expect(exactShortDecimal(-3.75) == "-3.75")
        #expect(exactShortDecimal(0.0625) == "0.0625")
        #expect(exactShortDecimal(123_456) == "123456")
        // Seven significant digits, a value that is no multiple of 1/1024, or a million:
        // left to `String(format:)`, which rounds.
        #expect(exactShortDecimal(100_000.5) == nil)
        #expect(exactShortDecimal(1.0 / 1024) == nil)
        #expect(exactShortDecimal(0.1) == nil)
        #expect(exactShortDecimal(1_000_000) == nil)
        #expect(formatNumber(0.1) == "0.1")
        #expect(formatNumber(1.0 / 3) == "0.333333")
        #expect(formatNumber(100_000.5) == "100000")
    }

    @Test func typeNamesAreThoseOfStringDescribing() {
        final class Badge: View {}
        let badge = Badge(), label = Label(), guide = LayoutGuide()
        badge.name = "b"
        #expect(typeName(of: badge) == String(describing: Badge.self))
        #expect(badge.layoutDescription == "Badge:b")
        #expect(typeName(of: label) == "Label")
        #expect(typeName(of: guide) == "LayoutGuide")
        // Asked again, the same.
        #expect(typeName(of: Badge()) == "Badge")
    }
}
