#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A week calendar in UIKit (`TimelineLayout`): days across, hours down, overlapping meetings
/// side by side, the day headers and hour labels frozen, a red line at the current time moved
/// each minute, and a pinch that zooms the hours keeping the time at the centre of the screen
/// where it is (`zoom(toHourHeight:)`, whose offset the view takes in the same turn).
public final class WeekCalendarViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var layout: TimelineLayout?
    private var pinchStartHourHeight: CGFloat = 60
    private var clock: Timer?
    private let week = WeekCalendarScreen.sampleWeek

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let week = week
            var configuration = TimelineLayoutConfiguration { path in week[path.section].events[path.item].time }
            configuration.hours = 7...22
            let layout = try TimelineLayout(configuration: configuration)
            try layout.setNow(WeekCalendarScreen.now)
            let collection = UIKitCollectionView(layout: layout, itemCounts: week.map(\.events.count),
                                                 cellProvider: LabelCell.provider { week[$0.section].events[$0.item].title })
            collection.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
            collection.register(HeaderView.self, forSupplementaryViewOfKind: TimelineLayout.dayHeaderKind)
            collection.register(HeaderView.self, forSupplementaryViewOfKind: TimelineLayout.hourLabelKind)
            collection.register(SeparatorView.self, forDecorationViewOfKind: TimelineLayout.hourLineKind)
            collection.register(NowLineView.self, forDecorationViewOfKind: TimelineLayout.nowLineKind)
            collection.register(CornerView.self, forDecorationViewOfKind: TimelineLayout.cornerKind)
            collection.supplementaryViewProvider = { collectionView, kind, indexPath in
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                (view as? HeaderView)?.label.text = kind == TimelineLayout.dayHeaderKind ? week[indexPath.section].title : "\(7 + indexPath.item):00"
                return view
            }
            collection.collectionView.isDirectionalLockEnabled = true
            collection.collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinch(_:))))
            embed(collection.collectionView)
            (self.collection, self.layout) = (collection, layout)
        } catch {
            show(error)
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The sample week's time moves on a minute a minute.
        clock = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        clock?.invalidate()
    }

    /// The now line a minute on.
    @objc private func tick() {
        guard let layout, let now = layout.now else { return }
        try? layout.setNow(TimelineMoment(day: now.day, hour: now.hour + 1.0 / 60))
    }

    /// The hour height the pinch's scale gives, the time at the centre kept where it is.
    @objc private func pinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let layout, let collectionView = collection?.collectionView else { return }
        if recognizer.state == .began { pinchStartHourHeight = layout.configuration.hourHeight }
        do {
            let offset = try layout.zoom(toHourHeight: min(180, max(24, pinchStartHourHeight * recognizer.scale)))
            collectionView.setContentOffset(offset, animated: false)
        } catch {
            show(error)
        }
    }
}
#endif
