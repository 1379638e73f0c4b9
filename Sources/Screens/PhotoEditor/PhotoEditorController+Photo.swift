import Foundation

extension PhotoEditorController {
    /// A photo of the photo editor: a name to show and its shape.
    public struct Photo: Hashable, Sendable {
        /// What the photo is called.
        public var name: String
        /// Its width ÷ height: the width its thumbnail widens to, in strip heights.
        public var aspectRatio: CGFloat

        /// A photo called `name`, `aspectRatio` wide for each point of height.
        public init(name: String, aspectRatio: CGFloat) {
            self.name = name
            self.aspectRatio = aspectRatio
        }
    }
}
