import Foundation
import LayoutCore

/// One `ElementArtwork` as a standalone SVG image, painted as the realistic style paints it:
/// for a page that draws its elements itself (the playground) and shows the picture as an
/// element's background.
///
/// The image has the artwork's ``naturalSize``, chosen so that scaling it as CSS does gives the
/// realistic render of any frame: a photo fills its frame as `cover` does; an icon sits in it as
/// `contain` does; a pizza half, a disc as tall as the image with its seam on one side, sits as
/// `contain` does against its seam side.
package struct ArtworkImage: Sendable {
    /// What the image shows.
    package var artwork: ElementArtwork

    /// An image of `artwork` at its natural size.
    package init(_ artwork: ElementArtwork) {
        self.artwork = artwork
    }

    /// The image's size: a photo 100 high and its aspect ratio wide (the ratio kept in 0.1...10,
    /// as the painting keeps it), an icon 100 square, a pizza half 100 wide and 200 high.
    package var naturalSize: CGSize {
        switch artwork {
        case .photo(_, let aspectRatio):
            CGSize(width: 100 * PhotoPainting.drawnAspectRatio(aspectRatio), height: 100)
        case .icon:
            CGSize(width: 100, height: 100)
        case .pizzaHalf:
            CGSize(width: 100, height: 200)
        }
    }

    /// The SVG document: the painting and the gradients it refers to.
    package var svg: String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let size = naturalSize
        var painter = ArtworkPainter()
        let picture = painter.draw(artwork, in: CGRect(origin: .zero, size: size), shape: nil, cornerRadius: 0)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(size.width))\" height=\"\(f(size.height))\" "
            + "viewBox=\"0 0 \(f(size.width)) \(f(size.height))\">\n\(painter.definitionsElement)\(picture)\n</svg>\n"
    }
}
