import Foundation
import LayoutCore

/// An interactive layout transition a collection view shows: the transition layout installed,
/// and once it is finished or cancelled, its progress running to the chosen end.
struct InteractiveTransition {
    /// The end the progress runs to once finished (1) or cancelled (0).
    struct Ending {
        var finishes: Bool
        var fromProgress: CGFloat
        var startTime: Double
        var duration: Double
    }

    var layout: any TransitioningLayout
    var completion: ((Bool) -> Void)?
    var ending: Ending?
}
