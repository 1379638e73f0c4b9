import Foundation
import LayoutCore

/// A collection view a ``DeclaredCollection`` keeps in step with an app's declaration: the
/// simulated view here, `LayoutUIKit`'s `UIKitCollectionView` on a device (under SwiftUI's view).
package protocol DeclaredCollectionHost: ScrollableCollection {
    /// The view's engine: it holds back what the view tells the app during the app's update.
    var engine: CollectionViewEngine { get }
    /// Shows `layout` instead, as `setCollectionViewLayout(_:animated:completion:)`: the cell the
    /// person looks at stays where it is on screen. The simulated view throws what the layout's
    /// `prepare()` throws (and keeps the layout it had); UIKit's tells its adapter's error handler.
    func showLayout(_ layout: any CollectionLayout, animated: Bool) throws(LayoutError)
}
