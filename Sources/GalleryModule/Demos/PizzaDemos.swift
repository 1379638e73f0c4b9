import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Motion
import Screens
import Simulation
import Rendering

/// The pizza made of two halves, in both designs.
enum PizzaDemos {
    static let menu = ["Margherita", "Pepperoni", "Four cheese", "Hawaiian", "Veggie",
                       "BBQ chicken", "Diablo", "Carbonara", "Ham & mushrooms", "Dodo"]

    /// The artwork variety of each pizza of `menu`, so its toppings look like its name: the
    /// renderer's topping colour is the variety modulo 6 (red, cream, dark, green, yellow,
    /// orange) and the variety also scatters the toppings.
    static let varieties = [3, 0, 1, 4, 9, 5, 6, 7, 2, 11]

    static let halves = Demo(
        name: "pizza-halves", title: "Pizza from two halves",
        summary: "Two halves of one menu side by side: a fling snaps the right half to another pizza, a small drag glides back, a shuffle picks two pizzas, and matching halves show one central caption.",
        viewportSize: CGSize(width: 180, height: 520), script: script, scene: { size, clock in try scene(.classic, size: size, clock: clock) })

    static let drum = Demo(
        name: "pizza-drum", title: "Pizza from two halves: the drum",
        summary: "The article's second design: pizzas roll around one center frame like a drum, the nearest ones on top.",
        viewportSize: CGSize(width: 180, height: 520), script: script, scene: { size, clock in try scene(.drum, size: size, clock: clock) })

    static let script: [DemoStep] = [.wait(seconds: 0.3)]
        + DemoStep.fling(drag: CGPoint(x: 0, y: -40), frames: 6, velocity: CGPoint(x: 0, y: 1500), view: 1)
        + [.drag(by: CGPoint(x: 0, y: -35), frames: 10, view: 0), .release(velocity: CGPoint(x: 0, y: 80), view: 0),
           .settle(maximumSeconds: 3), .perform("shuffle"), .settle(maximumSeconds: 3),
           .perform("match"), .settle(maximumSeconds: 3), .wait(seconds: 0.3)]

    /// Two halves of `variant` on one clock, coordinated, both showing the first pizza.
    static func scene(_ variant: PizzaHalfSelectorConfiguration.Variant, size: CGSize, clock: ManualClock) throws -> DemoScene {
        let layouts = try [PizzaHalfOrientation.left, .right].map { orientation in
            try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(
                orientation: orientation, variant: variant, itemHeight: 150))
        }
        let views = try layouts.map { layout in
            let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [menu.count], clock: clock,
                                                   registering: ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
            try view.setContentInset(layout.centeringContentInset)
            view.decelerationRate = .fast
            view.setContentOffset(layout.contentOffset(for: 0), animated: false)
            return view
        }
        let coordinator = try PizzaHalvesCoordinator(left: views[0], right: views[1], menu: menu)
        let scene = DemoScene(views: views)
        scene.retained = [coordinator]
        var generator = SplitMix64(seed: 2024)
        scene.actions["shuffle"] = { coordinator.shuffle(using: &generator) }
        scene.actions["match"] = {
            views[0].setContentOffset(layouts[0].contentOffset(for: coordinator.state.rightIndex), animated: true)
        }
        scene.decorate = { view, element in
            if menu.indices.contains(element.indexPath.item) { element[ElementLabel.self] = menu[element.indexPath.item] }
            // The left view shows left halves, whose straight edge faces the right view.
            if element.category == .cell {
                element[ElementArtwork.self] = .pizzaHalf(seam: view == 0 ? .right : .left, variety: varieties[element.indexPath.item % varieties.count])
            }
        }
        scene.overlay = {
            guard let name = coordinator.state.centralCaption,
                  let caption = (views[0].collectionLayout as? PizzaHalfSelectorLayout)?.captionFrame else { return [] }
            var central = LayoutAttributes(forSupplementaryViewOfKind: "whole-pizza-name", with: ItemPath(item: 0, section: 0),
                                           frame: CGRect(x: caption.minX, y: caption.minY - views[0].bounds.minY,
                                                         width: size.width * 2 - 2 * caption.minX, height: caption.height))
            central.zIndex = Int.max / 2
            central[ElementLabel.self] = name
            return [central]
        }
        return scene
    }
}
