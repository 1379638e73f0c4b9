import Foundation
import LayoutCore

/// A deck of cards to swipe (`catalogue-layouts.md`, "Card deck"; Yalantis/Koloda is the UIKit
/// anchor): item 0 of section 0 is the top card, the next ones are stacked behind it.
///
/// - **The top card follows the finger**: ``dragTopCard(by:)`` with the drag's translation moves
///   it by the translation and turns it by `clamp(dx / W, −1, 1)` of
///   ``CardDeckConfiguration/maximumRotation`` (15° by default) about a point
///   ``CardDeckConfiguration/rotationPivotDepth`` card heights below its centre, `W` the card's
///   width.
/// - **Cards behind**: card `i` (1…``CardDeckConfiguration/cardsBehind``) is scaled
///   `1 − scaleStep·i` and lowered `offsetStep·i` (5 % and 10 pt by default); as the top card
///   travels towards the threshold, each rises a place. Cards further back are hidden under the
///   last one shown.
/// - **Release**: ``releaseTopCard(velocity:)`` answers where the card goes: past
///   ``CardDeckConfiguration/distanceThreshold`` of `W` or faster sideways than
///   ``CardDeckConfiguration/velocityThreshold``, it leaves in that direction: the app deletes
///   item 0 in an animated batch update and the card flies off that side from where the finger
///   left it (``finalLayoutAttributesForDisappearingItem(at:)``). Otherwise it springs back: the
///   app returns it in an animated batch update with ``returnTopCard()`` as its data change, and
///   the view animates the card home.
/// - **Undo**: insert the last card back at 0 in an animated batch update; it comes back from the
///   side it left by (``initialLayoutAttributesForAppearingItem(at:)``).
/// - **VoiceOver** reads the top card alone; give it the actions "Like", "Pass" and "Undo" (the
///   app's words) through the view's custom-action provider.
///
/// The deck does not scroll. Every query is O(k) for the k cards shown.
public final class CardDeckLayout: ConfiguredLayout<CardDeckConfiguration> {
    /// How far the finger has moved the top card since it took it (the drag's translation).
    public private(set) var dragTranslation: CGPoint = .zero
    /// The side the last card that left went by, and its travel then: where a card leaving flies
    /// from and an undone card comes back from.
    private var departure: (direction: CardSwipeDirection, translation: CGPoint)?

    /// A deck laid out as `configuration` says (the catalogue's defaults when not given); throws a
    /// `LayoutError` naming a bad value. Change the settings with `setConfiguration(_:)` or
    /// `update(_:)`.
    public override init(configuration: CardDeckConfiguration = CardDeckConfiguration()) throws(LayoutError) {
        try super.init(configuration: configuration)
    }

    // MARK: The finger

    /// The finger has moved the top card by `translation` since it took it (a pan's translation);
    /// the view lays the deck out again. Throws `LayoutError.invalidPoint` for a translation that
    /// is not finite, the card left where it was.
    public func dragTopCard(by translation: CGPoint) throws(LayoutError) {
        guard translation.isFinite else { throw .invalidPoint(name: "translation", translation) }
        dragTranslation = translation
        invalidateLayout(with: .layoutConfiguration)
    }

    /// The finger let go moving at `velocity` (points per second): the direction the card
    /// leaves by, or `nil` when it springs back. Past the distance threshold the card leaves the
    /// way it travelled; faster sideways than the velocity threshold, the way it was flung.
    /// Nothing changes yet: delete the card, or call ``returnTopCard()`` inside an animated
    /// update.
    public func releaseTopCard(velocity: CGPoint) -> CardSwipeDirection? {
        let width = cardFrame.width
        let speed = velocity.x.isFinite ? velocity.x : 0
        let direction: CardSwipeDirection?
        if abs(speed) > configuration.velocityThreshold {
            direction = speed < 0 ? .left : .right
        } else if width > 0, abs(dragTranslation.x) >= configuration.distanceThreshold * width {
            direction = dragTranslation.x < 0 ? .left : .right
        } else {
            direction = nil
        }
        if let direction { departure = (direction, dragTranslation) }
        return direction
    }

    /// The top card goes home: call it as the data change of an animated batch update, so the
    /// view animates it there.
    public func returnTopCard() {
        guard dragTranslation != .zero else { return }
        dragTranslation = .zero
        invalidateLayout(with: .layoutConfiguration)
    }

    // MARK: Geometry

    /// The top card's frame at rest: the content (the bounds' size, from the origin) less the card
    /// insets.
    var cardFrame: CGRect {
        let size = context.bounds.size, inset = configuration.cardInsets
        return CGRect(x: inset.left, y: inset.top, width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
    }

    /// How many cards the deck has.
    private var cardCount: Int { context.numberOfSections > 0 ? context.numberOfItems(inSection: 0) : 0 }

    /// How far the top card has gone towards leaving, 0…1: each card behind rises that much of a
    /// place.
    private var progress: CGFloat {
        let width = cardFrame.width
        guard width > 0 else { return 0 }
        return min(1, abs(dragTranslation.x) / (configuration.distanceThreshold * width))
    }

    /// Checks the context (the settings were checked when given); the geometry is a formula of
    /// the bounds.
    /// - Complexity: O(sections) for the context's check.
    override public func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
    }

    /// The bounds: the deck does not scroll.
    override public var collectionViewContentSize: CGSize { context.bounds.size }

    /// None: the deck does not scroll.
    override public var scrollAxes: ScrollAxes { [] }

    /// The top card moved by `translation` and turned by its sideways share.
    private func topCardTransform(_ translation: CGPoint) -> Transform2D {
        let card = cardFrame
        guard card.width > 0 else { return .identity }
        let share = min(1, max(-1, translation.x / card.width))
        let angle = share * configuration.maximumRotation * .pi / 180
        // Turning about a point d below the centre moves the centre by (d·sin θ, d·(1 − cos θ)).
        let depth = configuration.rotationPivotDepth * card.height
        return Transform2D(translationX: translation.x + depth * sin(angle), y: translation.y + depth * (1 - cos(angle)))
            .rotated(by: angle)
    }

    /// The card at `item`: the top one under the finger, the next ones stacked behind it, the
    /// rest hidden under the last one shown.
    private func attributes(ofCard item: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: item, section: 0), frame: cardFrame)
        attributes.zIndex = -item
        guard item > 0 else {
            attributes.transform = topCardTransform(dragTranslation)
            return attributes
        }
        let behind = configuration.cardsBehind
        let place = CGFloat(min(item, behind)) - (item <= behind ? progress : 0)
        let scale = 1 - configuration.scaleStep * place
        attributes.transform = Transform2D(translationX: 0, y: configuration.offsetStep * place).scaledBy(x: scale, y: scale)
        attributes.isHidden = item > behind
        return attributes
    }

    /// The cards shown whose frames (through their transforms) meet `rect`, top first.
    /// - Complexity: O(k) for the k cards shown.
    override public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite, cardFrame.width > 0, cardFrame.height > 0 else { return [] }
        return (0..<min(cardCount, configuration.cardsBehind + 1)).map(attributes(ofCard:)).filter { $0.visibleFrame.overlaps(rect) }
    }

    /// The card at `indexPath`, hidden when it is further back than the cards shown.
    /// - Complexity: O(1).
    override public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<cardCount).contains(indexPath.item), cardFrame.width > 0, cardFrame.height > 0 else { return nil }
        return attributes(ofCard: indexPath.item)
    }

    /// Only the size changes the geometry.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
    }

    // MARK: Leaving and coming back

    /// A card that leaves flies off the side it went by, turned fully, from where the finger
    /// left it; the next card's finger starts afresh.
    override public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? {
        guard itemIndexPath == ItemPath(item: 0, section: 0), let departure else { return nil }
        return offScreen(itemIndexPath, departure)
    }

    /// An undone card comes back from the side the last one left by.
    override public func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? {
        guard itemIndexPath == ItemPath(item: 0, section: 0), let departure else { return nil }
        return offScreen(itemIndexPath, departure)
    }

    /// The card beyond the bounds' `direction` side: moved one and a half bounds widths that way
    /// from its travel's height, turned fully.
    private func offScreen(_ path: ItemPath, _ departure: (direction: CardSwipeDirection, translation: CGPoint)) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: path, frame: cardFrame)
        let away = CGPoint(x: departure.direction.sign * context.bounds.width * 1.5, y: departure.translation.y)
        attributes.transform = topCardTransform(away)
        attributes.zIndex = 1
        return attributes
    }

    /// A card that left takes the finger's travel with it: the new top card starts at rest.
    override public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        if updateItems.contains(where: { $0.indexPathBeforeUpdate == ItemPath(item: 0, section: 0) || $0.indexPathAfterUpdate == ItemPath(item: 0, section: 0) }) {
            dragTranslation = .zero
        }
    }

    // MARK: VoiceOver

    /// The top card alone: the one a person acts on.
    override public func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.filter { $0.category == .cell && $0.indexPath == ItemPath(item: 0, section: 0) }
    }
}
