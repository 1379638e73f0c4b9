/// A subclassable layout driven by a value-type ``LayoutConfiguration``: the settings are
/// checked when given (at initialisation, ``setConfiguration(_:)`` or ``update(_:)``), so a bad
/// value throws at the call that received it, and every accepted change invalidates the layout.
open class ConfiguredLayout<Configuration: LayoutConfiguration>: CollectionLayoutBase {
    /// The settings; change them with ``setConfiguration(_:)`` or ``update(_:)``.
    public private(set) var configuration: Configuration
    /// How many times the settings were replaced: a layout that invalidates itself with
    /// `.layoutConfiguration` for a narrower change of its own tells the two apart by it.
    package private(set) var configurationRevision = 0

    /// A layout with `configuration`, checked.
    public init(configuration: Configuration) throws(LayoutError) {
        try configuration.validate()
        self.configuration = configuration
        super.init()
    }

    /// Replaces the settings, checked, and invalidates the layout.
    public func setConfiguration(_ newValue: Configuration) throws(LayoutError) {
        try newValue.validate()
        configuration = newValue
        configurationRevision += 1
        invalidateLayout(with: .layoutConfiguration)
    }

    /// Changes some settings in place, checked, and invalidates the layout. Shown at the view's
    /// next layout pass, without an animation: to animate the change, use
    /// ``update(animatedIn:itemCounts:_:updates:completion:)``.
    public func update(_ change: (inout Configuration) -> Void) throws(LayoutError) {
        var copy = configuration
        change(&copy)
        try setConfiguration(copy)
    }

    /// Changes some settings inside a batch update of `view`, so that what is on screen animates
    /// from where it is drawn to the new layout (cells coming and going as `updates` records,
    /// `itemCounts` after it). A change made before `performBatchUpdates` would not animate: UIKit
    /// lays out a layout invalidated before the update first, at once, and the update then has
    /// nothing left to move. The settings are checked first: a bad value throws
    /// ``BatchUpdateError/layout(_:)`` and changes nothing, as do updates that disagree with the counts.
    /// - Complexity: one layout pass, as any batch update.
    public func update(animatedIn view: any ScrollableCollection, itemCounts: [Int], _ change: (inout Configuration) -> Void,
                       updates: (inout BatchUpdates) -> Void = { _ in }, completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        var copy = configuration
        change(&copy)
        do throws(LayoutError) { try copy.validate() } catch { throw .layout(error) }
        try view.performBatchUpdates(itemCounts: itemCounts, updatingData: { try? setConfiguration(copy) }, updates, completion: completion)
    }
}
