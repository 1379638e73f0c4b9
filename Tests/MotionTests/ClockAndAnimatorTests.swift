import Foundation
import Testing
@_spi(Testing) @testable import Motion

@Suite("Manual clock and animator")
struct ClockAndAnimatorTests {
    final class Counter: FrameObserver {
        var ticks: [Double] = []
        func clockDidTick(_ clock: any FrameClock) { ticks.append(clock.now) }
    }

    @Test func clockStepsWholeFrames() {
        let clock = ManualClock(framesPerSecond: 120)
        let counter = Counter()
        clock.addObserver(counter)
        clock.addObserver(counter)
        clock.step(frames: 3)
        #expect(counter.ticks.count == 3)
        #expect(abs(clock.now - 3.0 / 120) < 1e-12)
        clock.advance(by: 0.1)
        #expect(counter.ticks.count == 15)
        clock.removeObserver(counter)
        clock.step()
        #expect(counter.ticks.count == 15)
    }

    @Test func clockDoesNotKeepObserversAlive() {
        let clock = ManualClock()
        var counter: Counter? = Counter()
        weak let weakCounter = counter
        clock.addObserver(counter!)
        counter = nil
        clock.step()
        #expect(weakCounter == nil)
    }

    @Test func runStopsWhenDoneOrAtTheLimit() {
        let clock = ManualClock(framesPerSecond: 60)
        #expect(clock.run(until: { clock.now >= 0.5 }))
        #expect(abs(clock.now - 0.5) < 1.0 / 60)
        #expect(!clock.run(until: { false }, maximumSeconds: 1))
    }

    @Test func animatorRunsItsDurationEased() {
        let clock = ManualClock(framesPerSecond: 60)
        var values: [Double] = []
        var finished: [Bool] = []
        let animator = Animator(duration: 0.5, curve: .linear, clock: clock,
                                onUpdate: { values.append($0) }, completion: { finished.append($0) })
        animator.start()
        clock.step(frames: 15)
        #expect(abs(values.last! - 0.5) < 1e-9)
        clock.step(frames: 30)
        #expect(values.last == 1)
        #expect(values.count == 30)
        #expect(finished == [true])
        #expect(!animator.isRunning)
    }

    @Test func stoppedAnimatorCompletesUnfinished() {
        let clock = ManualClock()
        var finished: [Bool] = []
        let animator = Animator(duration: 1, curve: .easeIn, clock: clock, onUpdate: { _ in },
                                completion: { finished.append($0) })
        animator.start()
        clock.step(frames: 30)
        #expect(abs(animator.progress - TimingCurve.easeIn.progress(at: 0.5)) < 1e-9)
        animator.stop()
        clock.step(frames: 60)
        #expect(finished == [false])
    }

    @Test func animatorStartedFromAPartialProgressTakesOnlyTheRest() {
        // 0.15 s from fraction 0.6: 0.06 s remain, 6 frames at 100 fps; the first frame is at
        // fraction 0.6 + 0.01/0.15.
        let clock = ManualClock(framesPerSecond: 100)
        var values: [Double] = []
        var finishedAt: Double?
        let animator = Animator(duration: 0.15, curve: .linear, clock: clock, onUpdate: { values.append($0) },
                                completion: { _ in finishedAt = clock.now })
        animator.start(fromFraction: 0.6)
        #expect(abs(animator.remainingDurationAtStart - 0.06) < 1e-12)
        #expect(animator.progress == 0.6)
        clock.step()
        #expect(abs(values[0] - (0.6 + 0.01 / 0.15)) < 1e-9)
        clock.step(frames: 10)
        #expect(values.count == 6)
        #expect(values.last == 1)
        #expect(abs(finishedAt! - 0.06) < 1e-9)
    }
}
