import Foundation
@_spi(Testing) import LayoutCore
@testable import Layouts
import Testing

/// Time down a day (catalogue spec, "Timeline"), worked by hand.
@Suite struct TimelineScaleTests {
    /// 60 points an hour from 0:00, below a 20-point header: 9:30 is at 20 + 9.5 · 60 = 590; an
    /// event 9:30–10:15 is 45 tall; a 5-minute one is held at the 20-point minimum.
    @Test func eventsFallByTheirTimes() throws {
        let scale = try TimelineScale(hourHeight: 60, dayStart: 0, top: 20)
        #expect(scale.y(at: 9.5) == 590)
        #expect(scale.time(atY: 590) == 9.5)
        #expect(scale.span(from: 9.5, to: 10.25, minimumHeight: 20) == (590, 45))
        #expect(scale.span(from: 9.5, to: 9.5 + 5.0 / 60, minimumHeight: 20) == (590, 20))
        // A day starting at 7:00 puts 9:30 two and a half hours down: 20 + 2.5 · 60 = 170.
        #expect(try TimelineScale(hourHeight: 60, dayStart: 7, top: 20).y(at: 9.5) == 170)
    }

    /// Visible from 500 to 1,100 (600 tall): the centre, 800, is 13:00 ((800 − 20) / 60). At 90
    /// points an hour 13:00 is at 20 + 13 · 90 = 1,190, so the offset becomes 1,190 − 300 = 890
    /// and 13:00 stays at the centre.
    @Test func aZoomKeepsTheCentreTimeInPlace() throws {
        let scale = try TimelineScale(hourHeight: 60, dayStart: 0, top: 20)
        let (zoomed, offset) = try scale.zoomed(to: 90, offset: 500, visibleLength: 600)
        #expect(zoomed.hourHeight == 90)
        #expect(offset == 890)
        #expect(zoomed.time(atY: offset + 300) == 13)
    }

    @Test func badScalesAreRefusedNamingThem() throws {
        #expect(throws: LayoutError.invalidValue(name: "timeline hour height", value: 0, expected: "a finite length above 0")) {
            try TimelineScale(hourHeight: 0)
        }
        #expect(throws: LayoutError.invalidValue(name: "timeline hour height", value: -10, expected: "a finite length above 0")) {
            try TimelineScale(hourHeight: 60).zoomed(to: -10, offset: 0, visibleLength: 600)
        }
        #expect(throws: LayoutError.invalidValue(name: "timeline top", value: .infinity, expected: "a finite position")) {
            try TimelineScale(hourHeight: 60, top: .infinity)
        }
    }
}
