#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import SwiftUI
import UIKit

/// What the layout gives a cell of ``CollectionLayoutView`` now, for the cell's SwiftUI content:
/// its extra values (a parallax value, a wheel angle, an expansion), updated as the layout
/// changes them (as a page scrolls), each change re-rendering only that cell's content.
///
/// ```swift
/// struct PreviewPage: View {
///     let photo: String
///     @EnvironmentObject private var layout: CellLayoutAttributes
///
///     var body: some View {
///         Text(photo).offset(x: ParallaxValue.imageShift(forParallax: layout[ParallaxValue.self], width: 300))
///     }
/// }
/// ```
@MainActor
public final class CellLayoutAttributes: ObservableObject {
    /// The attributes the layout gives the cell now; `nil` before the first.
    @Published public private(set) var attributes: LayoutAttributes?

    /// No attributes yet.
    init() {}

    /// The layout's value of `key` for the cell: `key`'s default before the first attributes.
    public subscript<Key: LayoutAttributeKey>(key: Key.Type) -> Key.Value {
        attributes?[key] ?? Key.defaultValue
    }

    /// The cell was given `attributes`: published only when they changed.
    func apply(_ attributes: UICollectionViewLayoutAttributes) {
        let portable = LayoutAttributes(attributes)
        if portable != self.attributes { self.attributes = portable }
    }
}
#endif
