import Foundation

/// A photo of the gallery's photo editor: a name to show and its shape.
package struct EditorPhoto: Hashable, Sendable {
    /// What the photo is called ("Photo 3"): its thumbnail's label and what VoiceOver reads.
    package var name: String
    /// Its width ÷ height.
    package var aspectRatio: CGFloat

    package init(name: String, aspectRatio: CGFloat) {
        self.name = name
        self.aspectRatio = aspectRatio
    }
}
