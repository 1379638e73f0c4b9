import Foundation
@_spi(Testing) import LayoutCore

/// One section whose row scrolls sideways over 0…900, in a band 100 tall at the top.
final class SideRow: CollectionLayoutBase, OrthogonalScrollingLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 844) }
    var orthogonalScrollDirection: ScrollDirection { .horizontal }
    func orthogonalScrollableRange(inSection section: Int) -> ClosedRange<CGFloat>? { section == 0 ? 0...900 : nil }
    func orthogonalScrollingFrame(inSection section: Int) -> CGRect? { section == 0 ? CGRect(x: 0, y: 0, width: 390, height: 100) : nil }
    func orthogonalScrollingPages(inSection section: Int) -> Bool { false }
    func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat, startOffset start: CGFloat,
                                       velocity: CGFloat) -> CGFloat { proposed }
}
