// A readable dump of the solver's state, for debugging.

extension Solver: CustomStringConvertible {
    /// The objective, the tableau's simplex rows, the infeasible rows, the user variables'
    /// definitions, the number of constraints and the edit variables, one per line, under
    /// kiwi's section names (Objective, Tableau, Infeasible, Variables, Edit Variables,
    /// Constraints). User variables print by name; the solver's own symbols as `s7`
    /// (slack), `e8` (error), `d9` (dummy).
    ///
    /// ```
    /// Objective: 2 * e4 + 2 * e5
    /// Tableau:
    ///   e5 = 10 - s3 + e4
    /// Infeasible: (none)
    /// Variables:
    ///   x = 1 - d1
    /// Constraints: 2
    /// Edit Variables: (none)
    /// ```
    public var description: String {
        // Definitions are shown as the solver reads them: in terms of parametric symbols and
        // other user variables.
        refreshStaleDefinitions()
        var lines: [String] = []
        var objectiveTerms: [(Int32, Double)] = []
        for (symbol, coefficient) in objective.enumerated() where coefficient != 0 {
            objectiveTerms.append((Int32(symbol), coefficient))
        }
        lines.append((baseLevel == 0 ? "Objective: " : "Objective at level \(baseLevel): ") + render(constant: 0, objectiveTerms))
        for level in upperObjectives {
            var terms: [(Int32, Double)] = []
            for (k, coefficient) in level.window.enumerated() where coefficient != 0 {
                terms.append((Int32(level.offset + k), coefficient))
            }
            lines.append("Objective at level \(level.level): " + render(constant: 0, terms))
        }
        var simplex: [String] = []
        var definitions: [String] = []
        for row in rows {
            guard let row else { continue }
            let text = "  \(name(of: row.basic)) = " + render(constant: row.constant, writtenOutTerms(of: row))
            if kinds[Int(row.basic)] == .external { definitions.append(text) } else { simplex.append(text) }
        }
        lines.append("Tableau:" + (simplex.isEmpty ? " (none)" : ""))
        lines.append(contentsOf: simplex.sorted())
        lines.append("Infeasible: " + (infeasible.isEmpty ? "(none)" : infeasible.map(name(of:)).joined(separator: ", ")))
        lines.append("Variables:" + (definitions.isEmpty ? " (none)" : ""))
        lines.append(contentsOf: definitions.sorted())
        let installed = Set(ownerOf.compactMap { $0 }.filter { tag(of: $0) != nil }.map(ObjectIdentifier.init))
        lines.append("Constraints: \(installed.count)")
        let editNames = edits.values.map { $0.constraint.expression.terms.first?.variable.description ?? "?" }.sorted()
        lines.append("Edit Variables: " + (editNames.isEmpty ? "(none)" : editNames.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    private func name(of symbol: Int32) -> String {
        switch kinds[Int(symbol)] {
        case .external: return variableOf[Int(symbol)]?.takeUnretainedValue().description ?? "v\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    private func render(constant: Double, _ terms: [(Int32, Double)]) -> String {
        var text = constant != 0 || terms.isEmpty ? formatNumber(constant) : ""
        for (symbol, coefficient) in terms {
            let magnitude = abs(coefficient)
            let term = magnitude == 1 ? name(of: symbol) : "\(formatNumber(magnitude)) * \(name(of: symbol))"
            if text.isEmpty {
                text = coefficient < 0 ? "-" + term : term
            } else {
                text += (coefficient < 0 ? " - " : " + ") + term
            }
        }
        return text
    }
}
