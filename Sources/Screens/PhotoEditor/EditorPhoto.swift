import Foundation

/// A photo of the photo editor: a name to show and its shape.
public struct EditorPhoto: Hashable, Sendable {
    /// What the photo is called.
    public var name: String
    /// Its width / height.
    public var aspectRatio: CGFloat

    /// Creates a photo.
    public init(name: String, aspectRatio: CGFloat) {
        self.name = name
        self.aspectRatio = aspectRatio
    }
}
