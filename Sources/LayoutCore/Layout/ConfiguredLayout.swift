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

    /// Changes some settings in place, checked, and invalidates the layout.
    public func update(_ change: (inout Configuration) -> Void) throws(LayoutError) {
        var copy = configuration
        change(&copy)
        try setConfiguration(copy)
    }
}
