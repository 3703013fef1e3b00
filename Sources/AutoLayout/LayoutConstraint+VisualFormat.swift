import Foundation

extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``, as
    /// `NSLayoutConstraint.FormatOptions` (with its raw values): an alignment of every view
    /// in the format, the direction horizontal formats run in, and how vertical spaces are
    /// measured.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views (of a vertical format).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the views (of a vertical format).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the views (of a horizontal format).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the views (of a horizontal format).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the views (of a vertical format).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the views (of a vertical format).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of the views (of a vertical format).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of the views (of a horizontal format).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of the views (of a horizontal format).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of the views (of a horizontal format).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from leading to trailing (the default, no bits).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces are measured between edges (the default, no bits).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces between views of a vertical format are measured from the upper view's last
        /// baseline to the lower view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The standard space between two sibling views in a visual format (`[a]-[b]`).
    public static let standardSpacing: CGFloat = 8

    /// Constraints described by a visual format string, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: made, not
    /// activated, in the order the format names them (each view's size predicates, the
    /// spaces, then the alignments of `options`).
    ///
    /// `"H:|-[name(>=50)]-8-[other(==name@750)]-|"` reads: from the superview's leading
    /// margin (`|-`) the view `views["name"]`, at least 50 wide, then 8 points, then
    /// `other`, as wide as `name` at priority 750, then the superview's trailing margin.
    /// `H:` (the default) runs along the x axis from leading to trailing (see `options`),
    /// `V:` from top to bottom. A space is a number, a metric name (looked up in `metrics`),
    /// one predicate (`->=10-`, `-30@750-`) or a parenthesised list of them such as
    /// `(>=20@750,<=40)`; `-` alone is the
    /// standard space: ``standardSpacing`` between two views and the superview's layout
    /// margin at an edge (`|-[a]` is `a.leading == superview.leadingMargin`, as UIKit makes
    /// it); none (`[a][b]`, `|[a]`) is flush. `|` is the superview of the view next to it.
    ///
    /// A format that does not parse, a name missing from `views` or `metrics` (or a value
    /// of the wrong type there), an invalid priority, an alignment along the format's own
    /// axis, or a `|` next to a view without a superview makes no constraint: the result is
    /// empty and a ``LayoutDiagnostic/Kind/invalidVisualFormat`` diagnostic quotes the format
    /// with a caret under the position (where UIKit raises an exception).
    ///
    /// - Complexity: O(n) in the length of the format.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            let parsed = try VisualFormatParser.parse(format)
            var builder = VisualFormatBuilder(format: parsed, options: options, metrics: metrics ?? [:], views: views)
            return try builder.build()
        } catch {
            LayoutDiagnostics.emit(
                .invalidVisualFormat,
                "Unable to parse constraint format: \n\(error.reason)\n\(quoting(format, caretAt: error.position))", [])
            return []
        }
    }

    /// The format with a caret line under the line holding `position`, the caret under its
    /// character (tabs copied, so that it lines up however tabs are shown); the lines after
    /// that one follow the caret.
    static func quoting(_ format: String, caretAt position: Int) -> String {
        var lines: [[Character]] = [[]]
        for character in format {
            if character.isNewline { lines.append([]) } else { lines[lines.count - 1].append(character) }
        }
        // The character index of each line's start (a line break is one character).
        var start = 0
        var line = 0
        while line < lines.count - 1 && position > start + lines[line].count {
            start += lines[line].count + 1
            line += 1
        }
        let column = Swift.min(Swift.max(position - start, 0), lines[line].count)
        let padding = String(lines[line].prefix(column).map { $0 == "\t" ? "\t" : " " })
        var quoted = lines[...line].map { String($0) }
        quoted.append(padding + "^")
        quoted += lines[(line + 1)...].map { String($0) }
        return quoted.joined(separator: "\n")
    }
}

/// Makes the constraints of a parsed format.
struct VisualFormatBuilder {
    let format: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private var made: [LayoutConstraint] = []

    init(format: VisualFormat, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The attributes a format reads along its axis: the edge facing the start of the line,
    /// the edge facing its end, the dimension, and the superview's margins at each end.
    /// `reversed` is set when coordinates decrease along the line (right to left).
    private var axis: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute,
                       startMargin: LayoutAttribute, endMargin: LayoutAttribute, reversed: Bool)
    {
        if format.orientation == .vertical { return (.top, .bottom, .height, .topMargin, .bottomMargin, false) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, .width, .leftMargin, .rightMargin, false)
        case .directionRightToLeft: return (.right, .left, .width, .rightMargin, .leftMargin, true)
        default: return (.leading, .trailing, .width, .leadingMargin, .trailingMargin, false)
        }
    }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        let alignments = try alignmentAttributes()
        if options.intersection(.directionMask).rawValue == 3 << 16 {
            throw VisualFormatError(reason: "Options ask for both directions (left to right and right to left)", position: 0)
        }
        let resolved = try format.views.map { element throws(VisualFormatError) in try view(named: element.name, at: element.position) }
        let axis = self.axis
        let baselines = format.orientation == .vertical && options.contains(.spacingBaselineToBaseline)

        for (k, element) in format.views.enumerated() {
            let view = resolved[k]
            for predicate in element.predicates {
                let (second, constant) = try target(of: predicate.object, inViewPredicate: true)
                let constraint = LayoutConstraint(
                    item: view, attribute: axis.size, relatedBy: predicate.relation, toItem: second,
                    attribute: second == nil ? .notAnAttribute : axis.size, multiplier: 1, constant: constant)
                try apply(predicate.priority, to: constraint)
            }
            if k == 0, let leading = format.leading {
                let superview = try superview(of: view, bar: format.leadingBarPosition)
                try space(leading, from: (superview, leading.predicates == nil ? axis.startMargin : axis.start),
                          to: (view, axis.start), reversed: axis.reversed)
            }
            if k > 0 {
                let previous = resolved[k - 1]
                try space(format.connections[k - 1],
                          from: (previous, baselines ? .lastBaseline : axis.end),
                          to: (view, baselines ? .firstBaseline : axis.start), reversed: axis.reversed, betweenViews: true)
            }
        }
        if let trailing = format.trailing, let last = resolved.last {
            let superview = try superview(of: last, bar: format.trailingBarPosition)
            try space(trailing, from: (last, axis.end),
                      to: (superview, trailing.predicates == nil ? axis.endMargin : axis.end), reversed: axis.reversed)
        }
        // Each view aligned with the next, the earlier one first (`a.top == b.top`), as Apple's
        // implementation writes them.
        for attribute in alignments {
            for k in resolved.indices.dropFirst() {
                made.append(LayoutConstraint(
                    item: resolved[k - 1], attribute: attribute, relatedBy: .equal, toItem: resolved[k], attribute: attribute))
            }
        }
        return made
    }

    /// The constraints of one space between two neighbours along the line, `from` before
    /// `to`. The item further along the axis comes first (`b.leading == a.trailing + 8`,
    /// `superview.trailing == a.trailing + 8`), as UIKit writes them; right to left, that is
    /// the earlier one.
    private mutating func space(
        _ connection: VisualFormat.Connection, from: (item: View, attribute: LayoutAttribute),
        to: (item: View, attribute: LayoutAttribute), reversed: Bool, betweenViews: Bool = false
    ) throws(VisualFormatError) {
        let (first, second) = reversed ? (from, to) : (to, from)
        func make(_ relation: LayoutRelation, _ constant: CGFloat) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
                attribute: second.attribute, multiplier: 1, constant: constant)
            made.append(constraint)
            return constraint
        }
        guard let predicates = connection.predicates else {
            // The standard space: 8 between views; at an edge the margin attribute (chosen
            // by the caller) carries it.
            _ = make(.equal, betweenViews ? LayoutConstraint.standardSpacing : 0)
            return
        }
        if predicates.isEmpty {
            _ = make(.equal, 0)
            return
        }
        for predicate in predicates {
            // A space compares with a number or a metric only (a view name is refused).
            let constant = try target(of: predicate.object, inViewPredicate: false).constant
            let constraint = make(predicate.relation, constant)
            try apply(predicate.priority, to: constraint, appending: false)
        }
    }

    /// A predicate's constant, or (in a view's own predicates) the view it names.
    private func target(of object: VisualFormat.Object, inViewPredicate: Bool)
        throws(VisualFormatError) -> (view: View?, constant: CGFloat)
    {
        switch object {
        case .number(let value, _):
            return (nil, CGFloat(value))
        case .name(let name, let position):
            if let value = metrics[name] {
                guard let number = VisualFormatBuilder.number(value) else {
                    throw VisualFormatError(reason: "The metric '\(name)' is not a number: \(value)", position: position)
                }
                return (nil, number)
            }
            if inViewPredicate, views[name] != nil { return (try view(named: name, at: position), 0) }
            throw VisualFormatError(
                reason: inViewPredicate ? "'\(name)' is not a key in the views or metrics dictionary"
                    : "'\(name)' is not a key in the metrics dictionary",
                position: position)
        }
    }

    /// Sets a predicate's priority on `constraint` (appending it to the result unless it
    /// already is).
    private mutating func apply(_ priority: VisualFormat.Object?, to constraint: LayoutConstraint, appending: Bool = true)
        throws(VisualFormatError)
    {
        if appending { made.append(constraint) }
        guard let priority else { return }
        let value: CGFloat
        switch priority {
        case .number(let number, _): value = CGFloat(number)
        case .name(let name, let position):
            guard let metric = metrics[name], let number = VisualFormatBuilder.number(metric) else {
                throw VisualFormatError(reason: "'\(name)' is not a number in the metrics dictionary", position: position)
            }
            value = number
        }
        let layoutPriority = LayoutPriority(Float(value))
        guard layoutPriority.isValid else {
            throw VisualFormatError(
                reason: "The priority \(formatNumber(value)) is not above 0 and at most 1000", position: priority.position)
        }
        constraint.priority = layoutPriority
    }

    private func view(named name: String, at position: Int) throws(VisualFormatError) -> View {
        guard let value = views[name] else {
            throw VisualFormatError(reason: "'\(name)' is not a key in the views dictionary", position: position)
        }
        guard let view = value as? View else {
            throw VisualFormatError(reason: "The value for '\(name)' in the views dictionary is not a view", position: position)
        }
        return view
    }

    private func superview(of view: View, bar position: Int) throws(VisualFormatError) -> View {
        guard let superview = view.superview else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: position)
        }
        return superview
    }

    /// The attributes `options` aligns, which must lie across the format's axis.
    private func alignmentAttributes() throws(VisualFormatError) -> [LayoutAttribute] {
        let table: [(LayoutConstraint.FormatOptions, LayoutAttribute, vertical: Bool)] = [
            (.alignAllLeft, .left, false), (.alignAllRight, .right, false), (.alignAllTop, .top, true),
            (.alignAllBottom, .bottom, true), (.alignAllLeading, .leading, false), (.alignAllTrailing, .trailing, false),
            (.alignAllCenterX, .centerX, false), (.alignAllCenterY, .centerY, true),
            (.alignAllLastBaseline, .lastBaseline, true), (.alignAllFirstBaseline, .firstBaseline, true),
        ]
        var attributes: [LayoutAttribute] = []
        var known: UInt = 0
        for (option, attribute, vertical) in table {
            known |= option.rawValue
            guard options.contains(option) else { continue }
            if vertical != (format.orientation == .horizontal) {
                let along = format.orientation == .horizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    reason: "The options align the views' \(attribute), along the format's own (\(along)) axis: "
                        + "an alignment must lie across it",
                    position: 0)
            }
            attributes.append(attribute)
        }
        let unknown = options.rawValue & LayoutConstraint.FormatOptions.alignmentMask.rawValue & ~known
        if unknown != 0 {
            throw VisualFormatError(reason: "Unknown alignment options (raw value \(unknown))", position: 0)
        }
        return attributes
    }

    /// A metric's value as a number: an integer, a floating-point value or an `NSNumber`.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v.isFinite ? v : nil
        case let v as Double: return v.isFinite ? CGFloat(v) : nil
        case let v as Float: return v.isFinite ? CGFloat(v) : nil
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue).isFinite ? CGFloat(v.doubleValue) : nil
        default: return nil
        }
    }
}
