import Foundation
import Testing
@_spi(Testing) @testable import LayoutCore
@testable import Rendering

/// Artwork as standalone images: their natural sizes, and that scaling them as CSS does
/// (`cover` for photos, `contain` for icons and, against the seam, pizza halves) gives the
/// realistic render's painting of any frame.
@Suite("Artwork images")
struct ArtworkImageTests {
    @Test func naturalSizesAreWorkedOutFromTheArtwork() {
        #expect(ArtworkImage(.pizzaHalf(seam: .left, variety: 0)).naturalSize == CGSize(width: 100, height: 200))
        #expect(ArtworkImage(.icon(seed: 4)).naturalSize == CGSize(width: 100, height: 100))
        #expect(ArtworkImage(.photo(seed: 1, aspectRatio: 1.5)).naturalSize == CGSize(width: 150, height: 100))
        // The painting keeps ratios in 0.1...10 and paints a square for one that is not a positive number.
        #expect(ArtworkImage(.photo(seed: 1, aspectRatio: 25)).naturalSize == CGSize(width: 1000, height: 100))
        #expect(ArtworkImage(.photo(seed: 1, aspectRatio: 0.01)).naturalSize == CGSize(width: 10, height: 100))
        #expect(ArtworkImage(.photo(seed: 1, aspectRatio: .nan)).naturalSize == CGSize(width: 100, height: 100))
        #expect(ArtworkImage(.photo(seed: 1, aspectRatio: -2)).naturalSize == CGSize(width: 100, height: 100))
    }

    @Test func anImageIsAStandaloneDocumentWithItsGradients() {
        let pizza = ArtworkImage(.pizzaHalf(seam: .left, variety: 3)).svg
        #expect(pizza.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"200\" viewBox=\"0 0 100 200\">"))
        // Radius min(200 / 2, 100) · 0.96 = 96 about the seam's middle (0, 100), bulging right.
        #expect(pizza.contains("<path d=\"M0 4 A96 96 0 0 1 0 196 Z\" fill=\"#d9a05b\"/>"))
        #expect(pizza.hasSuffix("</svg>\n"))

        let icon = ArtworkImage(.icon(seed: 2)).svg
        // Radius 100 / 2 · 0.92 = 46 about the middle; seed 2 picks the third gradient, which the document defines.
        #expect(icon.contains("<circle cx=\"50\" cy=\"50\" r=\"46\" fill=\"url(#icon-2)\"/>"))
        #expect(icon.contains("<defs><linearGradient id=\"icon-2\""))

        let photo = ArtworkImage(.photo(seed: 7, aspectRatio: 1.5)).svg
        #expect(photo.contains("width=\"150\" height=\"100\" viewBox=\"0 0 150 100\">"))
        #expect(photo.contains("<linearGradient id=\"sky-1\""))        // seed 7 picks light 7 mod 6 = 1
        #expect(photo.contains("<rect width=\"150\" height=\"100\" fill=\"url(#sky-1)\"/>"))
    }

    /// Where CSS `contain` puts an image of `size` in `frame`: scaled to fit, against `edge`
    /// horizontally (nil: centred) and centred vertically.
    static func contained(_ size: CGSize, in frame: CGRect, against edge: ElementArtwork.Side?) -> CGRect {
        let scale = min(frame.width / size.width, frame.height / size.height)
        let width = size.width * scale, height = size.height * scale
        let x: CGFloat = switch edge {
        case .left: frame.minX
        case .right: frame.maxX - width
        case nil: frame.midX - width / 2
        }
        return CGRect(x: x, y: frame.midY - height / 2, width: width, height: height)
    }

    @Test(arguments: [CGRect(x: 0, y: 0, width: 300, height: 400), CGRect(x: 20, y: 10, width: 100, height: 400),
                      CGRect(x: 5, y: 5, width: 60, height: 60), CGRect(x: 0, y: 0, width: 390, height: 180)])
    func containedPizzaHalvesAndIconsPaintAsTheirFrames(_ frame: CGRect) {
        for seam in [ElementArtwork.Side.left, .right] {
            let size = ArtworkImage(.pizzaHalf(seam: seam, variety: 5)).naturalSize
            let painting = PizzaHalfPainting(seam: seam, variety: 5)
            #expect(painting.svg(in: Self.contained(size, in: frame, against: seam)) == painting.svg(in: frame))
        }
        let icon = IconPainting(seed: 9)
        let size = ArtworkImage(.icon(seed: 9)).naturalSize
        #expect(icon.svg(in: Self.contained(size, in: frame, against: nil)) == icon.svg(in: frame))
    }

    @Test func aPhotoIsItsPaintingWhichFillsAnyFrameAsCoverDoes() {
        // The painting of a frame is the natural image sliced (aspect-filled and centred) into it.
        let painting = PhotoPainting(seed: 3, aspectRatio: 0.75).svg(in: CGRect(x: 10, y: 20, width: 200, height: 50))
        #expect(painting.contains("x=\"10\" y=\"20\" width=\"200\" height=\"50\" viewBox=\"0 0 75 100\" preserveAspectRatio=\"xMidYMid slice\""))
        #expect(ArtworkImage(.photo(seed: 3, aspectRatio: 0.75)).svg.contains("viewBox=\"0 0 75 100\" preserveAspectRatio=\"xMidYMid slice\""))
    }
}
