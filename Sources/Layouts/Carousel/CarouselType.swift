import Foundation

/// The iCarousel family of 3D arrangements a ``CarouselLayout`` offers.
public enum CarouselType: String, Hashable, Sendable, CaseIterable {
    /// Items side by side on a straight line.
    case linear
    /// Items around a ring seen from outside, the current one at the front.
    case rotary
    /// A ring seen from inside: the neighbours come towards the viewer.
    case invertedRotary
    /// Items on the outside of a cylinder, each turned to face out.
    case cylinder
    /// Items on the inside of a cylinder, each turned to face in.
    case invertedCylinder
    /// Items around a wheel turning in the screen's plane, its hub below the current item (to its
    /// right when the carousel scrolls vertically).
    case wheel
    /// The wheel with its hub on the other side of the current item.
    case invertedWheel
    /// Apple's Cover Flow: the current item flat, the others tilted and stacked beside it.
    case coverFlow
    /// Cover Flow whose items turn to face front only as they settle, iCarousel's second variant.
    case coverFlow2
    /// Items in a line stepping sideways and in depth, as iCarousel's time machine.
    case timeMachine
    /// The time machine stepping the other way.
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
