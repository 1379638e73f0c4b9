import Foundation

/// The iCarousel family of 3D arrangements a ``CarouselLayout`` offers.
public enum CarouselType: String, Hashable, Sendable, CaseIterable {
    case linear
    case rotary
    case invertedRotary
    case cylinder
    case invertedCylinder
    case wheel
    case invertedWheel
    case coverFlow
    case coverFlow2
    case timeMachine
    case invertedTimeMachine

    /// Whether the type negates its radius and angle (or, for the time machine, its offset).
    var isInverted: Bool {
        switch self {
        case .invertedRotary, .invertedCylinder, .invertedWheel, .invertedTimeMachine: true
        default: false
        }
    }

    /// Whether items go round a circle: those types wrap by default.
    var isCircular: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
        default: false
        }
    }

    /// The spacing when none is set: 0.25 for the cover flows, 1 otherwise.
    var defaultSpacing: CGFloat { self == .coverFlow || self == .coverFlow2 ? 0.25 : 1 }

    /// The tilt when none is set: 0.9 for the cover flows, 0.3 for the time machines.
    var defaultTilt: CGFloat {
        switch self {
        case .coverFlow, .coverFlow2: 0.9
        case .timeMachine, .invertedTimeMachine: 0.3
        default: 0
        }
    }
}
