import Foundation
import LayoutCore
import Layouts

/// One demo per iCarousel type: at rest, then dragged half an item (mid-scroll), flung, and
/// snapped to a whole item.
enum CarouselDemos {
    static let all: [Demo] = CarouselType.allCases.map(demo)

    static func demo(_ type: CarouselType) -> Demo {
        Demo(name: "carousel-\(kebab(type.rawValue))", title: "Carousel: \(type.rawValue)",
             summary: "The iCarousel \(type.rawValue) arrangement of 24 items with perspective (m34 = −1/500): from item 12 at rest, half an item along, then a fling that stops on a whole item.",
             viewportSize: CGSize(width: 480, height: 300),
             script: [.wait(seconds: 0.2), .drag(by: CGPoint(x: -60, y: 0), frames: 20), .wait(seconds: 0.2),
                      .release(velocity: .zero), .settle(maximumSeconds: 3)]
                + DemoStep.fling(drag: CGPoint(x: -40, y: 0), velocity: CGPoint(x: 900, y: 0))
                + DemoStep.fling(drag: CGPoint(x: 40, y: 0), velocity: CGPoint(x: -1600, y: 0))
        ) {
            var configuration = CarouselLayoutConfiguration(type: type)
            configuration.itemSize = CGSize(width: 120, height: 150)
            let layout = try CarouselLayout(configuration: configuration)
            return DemoSetup(layout: layout, itemCounts: [24], decorate: { DemoArtwork.stampPhoto(on: &$0, aspectRatio: 120.0 / 150) }) { view in
                view.decelerationRate = .fast
                // Start on item 12 so items show on both sides (the time machines need it).
                let middle = CGPoint(x: 12 * configuration.itemSize.width, y: 0)
                view.setContentOffset(layout.recenteredContentOffset(middle) ?? middle, animated: false)
            }
        }
    }

    /// `invertedRotary` → `inverted-rotary`.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }
}
