import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import Testing
import Rendering

/// The declared collection as a property: whatever an app declares, in whatever order (items
/// inserted, deleted, shuffled; the selection and the scroll position set; a swipe between), once
/// the view rests it shows exactly the declared items and the app's bindings agree with the view:
/// the selection the app holds is the layout's, the scroll position the app holds is the item at
/// the leading edge. Nothing the app hears arrives during its update.
@Suite("Declared collections: the app and the view agree at rest")
struct DeclaredPropertyTests {
    /// One thing that happens to the app.
    enum Step {
        case insert(at: Int, count: Int)
        case delete(at: Int, count: Int)
        case shuffle(seed: Int)
        case select(Int)
        case scroll(to: Int)
        case swipe(CGFloat)

        init(kind: Int, a: Int, b: Int) {
            switch kind {
            case 0: self = .insert(at: a, count: 1 + b % 5)
            case 1: self = .delete(at: a, count: 1 + b % 5)
            case 2: self = .shuffle(seed: a)
            case 3: self = .select(a)
            case 4: self = .scroll(to: a)
            default: self = .swipe(CGFloat(b % 1200) - 600)
            }
        }
    }

    /// The app: its items, its bindings, and whether it heard anything while updating.
    final class App {
        var items: [Int]
        var next: Int
        var selection: Int??
        var position: Int??
        var updating = false
        var heardDuringUpdate = false

        init(count: Int) {
            items = Array(0..<count)
            next = count
        }
    }

    static let steps = zip(Gen.int(in: 0...5), Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)).array(of: 1...8)

    @Test(arguments: ["carousel", "rows"])
    func theAppAndTheViewAgreeAtRest(_ layoutName: String) async {
        await propertyCheck(count: 40, input: Gen.int(in: 1...60), Self.steps) { count, rawSteps in
            let isCarousel = layoutName == "carousel"
            let scene = try DeclaredCollectionScene<Int, Int>(size: CGSize(width: 390, height: 600), sections: [(0, Array(0..<count))]) {
                isCarousel ? try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear))
                    : try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 390, height: 50), minimumLineSpacing: 0))
            }
            let app = App(count: count)
            scene.collection.selectionChanged = { value in
                if app.updating { app.heardDuringUpdate = true }
                app.selection = .some(value)
            }
            scene.collection.scrollPositionChanged = { value in
                if app.updating { app.heardDuringUpdate = true }
                app.position = .some(value)
            }
            func update(animated: Bool = true) throws {
                app.updating = true
                defer { app.updating = false }
                try scene.update(animated: animated) {
                    $0.sections = [(0, app.items)]
                    if isCarousel { $0.selection = .some(app.selection ?? nil) } else { $0.scrollPosition = .some(app.position ?? nil) }
                }
            }
            try update(animated: false)
            for (kind, a, b) in rawSteps {
                switch Step(kind: kind, a: a, b: b) {
                case .insert(let at, let inserted):
                    let index = at % (app.items.count + 1)
                    app.items.insert(contentsOf: app.next..<app.next + inserted, at: index)
                    app.next += inserted
                case .delete(let at, let deleted):
                    guard !app.items.isEmpty else { continue }
                    let index = at % app.items.count
                    app.items.removeSubrange(index..<min(app.items.count, index + deleted))
                case .shuffle(let seed):
                    var generator = SplitMix64(seed: UInt64(seed))
                    app.items.shuffle(using: &generator)
                case .select(let pick):
                    guard !app.items.isEmpty else { continue }
                    if isCarousel { app.selection = .some(app.items[pick % app.items.count]) }
                    else { app.position = .some(app.items[pick % app.items.count]) }
                case .scroll(let pick):
                    // The carousel binds no position: a selection set and set again at once.
                    guard !app.items.isEmpty else { continue }
                    if isCarousel {
                        app.selection = .some(app.items[pick % app.items.count])
                        try update()
                        scene.clock.step()
                        app.selection = .some(app.items[(pick / 7) % app.items.count])
                    } else {
                        app.position = .some(app.items[pick % app.items.count])
                    }
                case .swipe(let distance):
                    scene.view.beginDragging()
                    for _ in 0..<6 {
                        scene.view.drag(by: isCarousel ? CGPoint(x: distance / 6, y: 0) : CGPoint(x: 0, y: distance / 6))
                        scene.clock.step()
                    }
                    scene.view.endDragging(velocity: .zero)
                }
                try update()
                scene.settle()
                // What the app heard after the update may have changed its bindings: it updates
                // again, as SwiftUI would, and the view rests where they say.
                try update()
                scene.settle()
                let label = "\(layoutName), count \(app.items.count), offset \(scene.view.contentOffset)"
                #expect(scene.dataSource.snapshot().itemIdentifiers == app.items, "\(label)")
                #expect(!app.heardDuringUpdate, "\(label)")
                if isCarousel {
                    let selected = (scene.view.collectionLayout as? CarouselLayout)?.selectedItem.flatMap(scene.collection.itemIdentifier(at:))
                    #expect((app.selection ?? nil) == selected, "selection \(String(describing: app.selection)) vs \(String(describing: selected)): \(label)")
                } else {
                    #expect((app.position ?? nil) == scene.collection.itemAtLeadingEdge, "position \(String(describing: app.position)): \(label)")
                }
            }
        }
    }
}
