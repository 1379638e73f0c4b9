import Foundation

/// A divider or junction drag in progress: what was hit, the dividers it moves, and the
/// template when it began, from which every change is measured.
struct CollageDrag {
    var hit: CollageHit
    var dividers: [Int]
    var start: CollageTemplate
}
