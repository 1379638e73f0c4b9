// On iOS `import Foundation` does not bring in CoreGraphics' Swift overlay (`CGRect.zero`,
// `midX`, `==`, …); on macOS and Linux it does. Every module that imports LayoutCore gets it here.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
