// The layouts product's one import: `import CollectionLayouts` brings the layout contract
// (LayoutCore), the custom layouts, the compositional layout and diffable data, and nothing an
// app does not run. The hosts' shared decisions (LayoutHosting) are the package's own: the
// product links them for LayoutUIKit and never shows them. Foundation's geometry comes from the
// app's own `import Foundation` or `import UIKit`.
@_exported import LayoutCore
@_exported import Layouts
@_exported import CompositionalLayoutModule
@_exported import DiffableData
