import Foundation
@_spi(Testing) import LayoutCore
import Testing
@testable import Playground
import Rendering

/// Artwork names: every name a frame carries reads back as its artwork, and names that name
/// nothing are refused with the reason.
@Suite("Playground artwork names")
struct PlaygroundArtworkTests {
    @Test(arguments: [(ElementArtwork.pizzaHalf(seam: .left, variety: 3), "pizza:left:3"),
                      (.pizzaHalf(seam: .right, variety: -2), "pizza:right:-2"),
                      (.photo(seed: 7, aspectRatio: 1.5), "photo:7:1.5"),
                      (.icon(seed: 12), "icon:12")])
    func namesReadBackAsTheirArtwork(_ artwork: ElementArtwork, _ name: String) throws {
        #expect(PlaygroundArtwork.name(of: artwork) == name)
        #expect(try PlaygroundArtwork.artwork(named: name) == artwork)
    }

    @Test func aPhotoIsNamedByTheRatioItsPaintingIsDrawnAt() throws {
        // Kept in 0.1...10, a square for a ratio that is not a positive number, three decimals.
        #expect(PlaygroundArtwork.name(of: .photo(seed: 1, aspectRatio: 25)) == "photo:1:10")
        #expect(PlaygroundArtwork.name(of: .photo(seed: 1, aspectRatio: .nan)) == "photo:1:1")
        #expect(PlaygroundArtwork.name(of: .photo(seed: 1, aspectRatio: 0)) == "photo:1:1")
        #expect(PlaygroundArtwork.name(of: .photo(seed: 1, aspectRatio: 2.0 / 3)) == "photo:1:0.667")
        #expect(try PlaygroundArtwork.artwork(named: "photo:1:0.667") == .photo(seed: 1, aspectRatio: 0.667))
    }

    @Test(arguments: [
        ("cake:1", "expected pizza:left|right:<variety>, photo:<seed>:<aspect ratio> or icon:<seed>"),
        ("pizza:left", "expected pizza:left|right:<variety>"),
        ("pizza:up:1", "the seam's side must be left or right, not 'up'"),
        ("pizza:left:x", "variety 'x' is not a whole number"),
        ("photo:1:nan", "aspect ratio 'nan' is not a positive number"),
        ("photo:1:-2", "aspect ratio '-2' is not a positive number"),
        ("photo:1:inf", "aspect ratio 'inf' is not a positive number"),
        ("icon:1.5", "seed '1.5' is not a whole number"),
        ("icon:99999999999999999999", "seed '99999999999999999999' is not a whole number"),
        (String(repeating: "icon:", count: 20), "longer than 64 characters"),
    ])
    func namesThatNameNothingAreRefusedWithTheReason(_ name: String, _ reason: String) {
        #expect {
            try PlaygroundArtwork.artwork(named: name)
        } throws: { error in
            guard case .unknownArtwork(_, let given)? = error as? PlaygroundError else { return false }
            return given.hasPrefix(reason) && (error as! PlaygroundError).description.hasPrefix("no artwork named '")
        }
    }
}
