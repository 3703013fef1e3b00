import Foundation

extension View {
    /// The widest a line of text should be to read comfortably, which
    /// ``readableContentGuide`` never exceeds: UIKit's readable width at the default text
    /// size (its `readableContentGuide` on an iPad in landscape).
    public static let readableContentWidth: CGFloat = 672

    /// The area inside the layout margins where text reads comfortably, as
    /// `UIView.readableContentGuide`: the ``layoutMarginsGuide``, narrowed to at most
    /// ``readableContentWidth`` and kept centered in it. On a phone-sized view it is the
    /// margins guide itself; on a wide one a centered column.
    ///
    /// Made on first use, as in UIKit: a guide of the view's (it is among ``layoutGuides``
    /// from then on, and stays with the view as its margins guide does) and the constraints
    /// that place it, installed on the view: its top and bottom are the margins' top and
    /// bottom, its sides stay inside the margins, its width is at most the readable width
    /// and, short of that, the margins' width (priority 999), and it is centered between the
    /// margins.
    public var readableContentGuide: LayoutGuide {
        if let guide = settingsStorage?.readableContentGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.belongsToItsView = true
        guide.owningView = self
        settings.layoutGuides.append(guide)
        settings.readableContentGuide = guide
        let margins = layoutMarginsGuide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = LayoutPriority(999)
        let placing = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth),
            fullWidth,
        ]
        let names = ["top", "bottom", "leading", "trailing", "centerX", "readableWidth", "width"]
        for (constraint, name) in zip(placing, names) { constraint.identifier = "UIView-readableContentGuide-" + name }
        LayoutConstraint.activate(placing)
        return guide
    }
}
