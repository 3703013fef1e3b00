import Foundation

/// A view with a fixed intrinsic content size, as a `UIImageView` showing an image of
/// ``imageSize`` (nothing is drawn).
open class ImageView: View {
    /// The size of the image shown, the view's ``intrinsicContentSize``; `nil` (the default)
    /// for no image: no intrinsic size.
    public var imageSize: CGSize? {
        didSet { if oldValue != imageSize { invalidateIntrinsicContentSize() } }
    }

    /// Creates a view showing an image of `imageSize`, with a frame of that size.
    public convenience init(imageSize: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: imageSize))
        self.imageSize = imageSize
    }

    /// Image views take no touches unless told to, as UIKit's.
    override var takesTouchesByDefault: Bool { false }

    /// ``imageSize``, or ``View/noIntrinsicMetric`` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        imageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// ``imageSize``, as `UIImageView.sizeThatFits(_:)`: the image's size whatever `size` is;
    /// the view's current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        imageSize ?? super.sizeThatFits(size)
    }
}
