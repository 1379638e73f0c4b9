// The testing product's one import: the headless collection view and its clock, and the checks
// of the layout contract, for an app's test target to test its own layouts and screens.
@_exported import Motion
@_exported import Simulation
