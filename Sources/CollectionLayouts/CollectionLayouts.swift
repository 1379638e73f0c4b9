// The umbrella module: `import CollectionLayouts` brings in every portable module.
@_exported import LayoutCore
@_exported import Layouts
@_exported import CompositionalLayout
@_exported import DiffableData
@_exported import Motion
@_exported import Simulation
@_exported import Screens
@_exported import Rendering
@_exported import Gallery
