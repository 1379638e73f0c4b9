import Foundation
import LayoutCore

extension LayoutError {
    /// Throws `LayoutError.invalidValue(name:value:expected:)` naming `name` unless `length` is
    /// finite and 0 or more ("a finite length, 0 or more"), or above 0 when `positive` ("a finite
    /// length above 0"): the check of every length the grid and the calendar take.
    static func checkLength(_ name: String, _ length: CGFloat, positive: Bool = false) throws(LayoutError) {
        guard length.isFinite, positive ? length > 0 : length >= 0 else {
            throw .invalidValue(name: name, value: length, expected: positive ? "a finite length above 0" : "a finite length, 0 or more")
        }
    }
}
