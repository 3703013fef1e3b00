import AutoLayout

extension ArrayDSL {
    /// Lays the views out in a row (`.horizontal`) or column (`.vertical`) across their
    /// common superview with `fixedSpacing` between them: equal lengths, the first
    /// `leadSpacing` from the start and the last `tailSpacing` from the end (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`).
    ///
    /// Fewer than two views, views without a common superview or a value that is not finite
    /// give a diagnostic and install nothing.
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat) -> [Constraint] {
        guard let container = validatedContainer(values: [fixedSpacing, leadSpacing, tailSpacing]) else { return [] }
        let horizontal = axis == .horizontal
        var made: [Constraint] = []
        var previous: View?
        for (index, view) in views.enumerated() {
            made += view.mas.makeConstraints { make in
                if let previous {
                    (horizontal ? make.width : make.height).equalTo(previous)
                    (horizontal ? make.left : make.top).equalTo(horizontal ? previous.mas.right : previous.mas.bottom).offset(fixedSpacing)
                    if index == views.count - 1 {
                        (horizontal ? make.right : make.bottom).equalTo(container).offset(-tailSpacing)
                    }
                } else {
                    (horizontal ? make.left : make.top).equalTo(container).offset(leadSpacing)
                }
            }
            previous = view
        }
        return made
    }

    /// Lays the views out in a row or column with each `fixedItemLength` long, the first
    /// `leadSpacing` from the start and the last `tailSpacing` from the end, and equal gaps
    /// between them (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`: each
    /// middle view's end is placed on a multiple of the container's end).
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat) -> [Constraint] {
        guard let container = validatedContainer(values: [fixedItemLength, leadSpacing, tailSpacing]) else { return [] }
        let horizontal = axis == .horizontal
        let last = CGFloat(views.count - 1)
        // Each middle view's offset from the container's end, checked before anything goes
        // in: finite values near the largest (a length and a lead spacing of 1e308) can sum
        // to an infinity, which the middle views would refuse one by one while the first
        // and the last went in.
        let offsets = views.indices.map { index -> CGFloat in
            let i = CGFloat(index)
            return (1 - i / last) * (fixedItemLength + leadSpacing) - i * tailSpacing / last
        }
        guard offsets.allSatisfy(\.isFinite) else {
            MasonryDiagnostics.report(
                .invalidValue,
                "distributeViews of \(views.map(describe).joined(separator: ", ")): fixedItemLength \(format(fixedItemLength)), "
                    + "leadSpacing \(format(leadSpacing)) and tailSpacing \(format(tailSpacing)) place the views at offsets that are not finite; nothing was installed")
            return []
        }
        var made: [Constraint] = []
        for (index, view) in views.enumerated() {
            made += view.mas.makeConstraints { make in
                (horizontal ? make.width : make.height).equalTo(fixedItemLength)
                if index == 0 {
                    (horizontal ? make.left : make.top).equalTo(container).offset(leadSpacing)
                } else if index == views.count - 1 {
                    (horizontal ? make.right : make.bottom).equalTo(container).offset(-tailSpacing)
                } else {
                    let i = CGFloat(index)
                    (horizontal ? make.right : make.bottom).equalTo(container).multipliedBy(i / last).with.offset(offsets[index])
                }
            }
        }
        return made
    }

    private func validatedContainer(values: [CGFloat]) -> View? {
        let names = views.map(describe).joined(separator: ", ")
        guard views.count > 1 else {
            let given = views.isEmpty ? "none" : "\(views.count) (\(names))"
            MasonryDiagnostics.report(.invalidValue, "distributeViews needs at least two views, got \(given); nothing was installed")
            return nil
        }
        guard values.allSatisfy(\.isFinite) else {
            MasonryDiagnostics.report(
                .invalidValue, "distributeViews of \(names): \(values.map(format).joined(separator: ", ")) are not all finite; nothing was installed")
            return nil
        }
        guard let container = commonSuperview() else {
            MasonryDiagnostics.report(
                .noCommonAncestor, "distributeViews: \(names) do not share a common superview; nothing was installed")
            return nil
        }
        return container
    }
}
