import Foundation
import LayoutCore
import Rendering

/// An element's artwork as the playground names it: in frames (`"art":"photo:7:1.5"`) and in
/// the address of its picture (`/artwork/photo:7:1.5`), the realistic render's painting that
/// the page shows as the element's background.
///
/// Names are `pizza:left:<variety>` or `pizza:right:<variety>` (the seam's side), `photo:<seed>:<aspect ratio>`
/// and `icon:<seed>`.
enum PlaygroundArtwork {
    /// The longest name accepted.
    static let maximumNameLength = 64

    /// The name of `artwork`; a photo's aspect ratio is the one its painting is drawn at, to
    /// three decimals, so every name written reads back.
    static func name(of artwork: ElementArtwork) -> String {
        switch artwork {
        case .pizzaHalf(let seam, let variety):
            return "pizza:\(seam == .left ? "left" : "right"):\(variety)"
        case .photo(let seed, _):
            let size = ArtworkImage(artwork).naturalSize
            return "photo:\(seed):\(NumberText.format(size.width / size.height, places: 3))"
        case .icon(let seed):
            return "icon:\(seed)"
        }
    }

    /// The artwork called `name`, or an error that says what is wrong with it.
    static func artwork(named name: String) throws(PlaygroundError) -> ElementArtwork {
        guard name.count <= maximumNameLength else {
            throw .unknownArtwork(String(name.prefix(maximumNameLength)) + "…", reason: "longer than \(maximumNameLength) characters")
        }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        func integer(_ text: String, _ what: String) throws(PlaygroundError) -> Int {
            guard let value = Int(text) else { throw .unknownArtwork(name, reason: "\(what) '\(text)' is not a whole number") }
            return value
        }
        switch (parts.first, parts.count) {
        case ("pizza", 3):
            let variety = try integer(parts[2], "variety")
            switch parts[1] {
            case "left": return .pizzaHalf(seam: .left, variety: variety)
            case "right": return .pizzaHalf(seam: .right, variety: variety)
            default: throw .unknownArtwork(name, reason: "the seam's side must be left or right, not '\(parts[1])'")
            }
        case ("photo", 3):
            let seed = try integer(parts[1], "seed")
            guard let aspectRatio = Double(parts[2]), aspectRatio.isFinite, aspectRatio > 0 else {
                throw .unknownArtwork(name, reason: "aspect ratio '\(parts[2])' is not a positive number")
            }
            return .photo(seed: seed, aspectRatio: CGFloat(aspectRatio))
        case ("icon", 2):
            return .icon(seed: try integer(parts[1], "seed"))
        default:
            throw .unknownArtwork(name, reason: "expected pizza:left|right:<variety>, photo:<seed>:<aspect ratio> or icon:<seed>")
        }
    }
}
