import CompositionalLayoutModule
import DiffableData
import Foundation
import LayoutCore
import Layouts
import Motion
import Screens
import Simulation
import Rendering

/// Snapshots applied to a grid, and layouts replaced with animation.
enum DiffableDemos {
    static let shuffle = Demo(
        name: "snapshot-shuffle", title: "Diffable snapshots",
        summary: "A grid fed by a diffable data source: each step applies a snapshot with four items deleted, four new ones inserted and three moved. The staged changes run as batch updates, each taking over from the last: deleted items fade out, new ones fade in, moved ones glide, and every cell keeps its number and colour.",
        viewportSize: CGSize(width: 390, height: 560),
        script: [.wait(seconds: 0.3)] + Array(repeating: [DemoStep.perform("shuffle"), .wait(seconds: 0.7)], count: 4).flatMap { $0 }
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: CompositionalLayout.grid(), itemCounts: [], clock: clock)
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)", tint: item), animationDuration: 0)
        }
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(1...36))
        try dataSource.apply(snapshot, animatingDifferences: false)
        var random = SplitMix64(seed: 7)
        var nextItem = 37
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["shuffle"] = {
            var items = dataSource.snapshot().itemIdentifiers
            for _ in 0..<4 { items.remove(at: Int(random.next() % UInt64(items.count))) }
            for _ in 0..<4 {
                items.insert(nextItem, at: Int(random.next() % UInt64(items.count + 1)))
                nextItem += 1
            }
            for _ in 0..<3 {
                let moved = items.remove(at: Int(random.next() % UInt64(items.count)))
                items.insert(moved, at: Int(random.next() % UInt64(items.count + 1)))
            }
            var next = DiffableSnapshot<Int, Int>()
            try next.appendSections([0])
            try next.appendItems(items)
            try dataSource.apply(next)
        }
        return scene
    }

    static let layoutTransition = Demo(
        name: "layout-transition", title: "Layout transitions",
        summary: "A list becomes a four-column grid through an interactive transition: a TransitionLayout's progress is driven to 0.6 over 0.8 s (as a pinch would drive it), items moving between their two places, then finishInteractiveTransition() runs it to the end. Then setCollectionViewLayout(_:animated:) takes it back to the list in 0.3 s.",
        viewportSize: CGSize(width: 390, height: 560),
        script: [.wait(seconds: 0.3), .perform("pinch-to-grid"), .wait(seconds: 1.3), .perform("animate-to-list"), .wait(seconds: 0.5)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: CompositionalLayout.list(), itemCounts: [40], clock: clock)
        let scene = DemoScene(views: [view])
        var pinch: Animator?
        scene.isAnimating = { pinch?.isRunning == true }
        scene.actions["pinch-to-grid"] = {
            try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: CompositionalLayout.grid()))
            pinch = Animator(duration: 0.8, curve: .linear, clock: clock, onUpdate: { progress in
                try? view.updateInteractiveTransition(progress: 0.6 * CGFloat(progress))
            }, completion: { _ in view.finishInteractiveTransition() })
            pinch?.start()
        }
        scene.actions["animate-to-list"] = { try view.setCollectionViewLayout(CompositionalLayout.list(), animated: true) }
        return scene
    }

    static let all = [shuffle, layoutTransition]
}

