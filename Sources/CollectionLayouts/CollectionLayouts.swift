// The umbrella module: `import CollectionLayouts` brings in every portable module, and
// Foundation's geometry (CGPoint, CGSize, CGRect, CGFloat), so the README's examples compile
// with this one import.
@_exported import Foundation
@_exported import LayoutCore
@_exported import LayoutHosting
@_exported import Layouts
@_exported import CompositionalLayout
@_exported import DiffableData
@_exported import Motion
@_exported import Simulation
@_exported import Screens
@_exported import Rendering
@_exported import Gallery
