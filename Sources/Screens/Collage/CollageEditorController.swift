import Foundation
import LayoutCore
import Layouts

/// The collage editor's screen logic: a canvas (a `CollageLayout`) showing the photos in the
/// chosen template's cells, and a picker (a horizontal `FlowLayout`) of template thumbnails.
///
/// - Dragging on the canvas moves the divider or junction under the finger, clamped; dragging
///   from one photo and letting go over another swaps them, as an animated batch update of two
///   moves.
/// - ``undo()`` and ``redo()`` step over whole divider drags and swaps.
/// - Choosing a template animates every shown photo from its old cell to its new one; photos
///   past the new cell count fade out, photos coming in fade in; the photo order is kept.
/// - Changing the ratio, margin, spacing or corner radius re-lays out, animated.
///
/// Written against `ScrollableCollection`: the same code drives simulated views here and
/// `UICollectionView`s on iOS. The canvas shows `min(photos, cells)` items (see
/// `canvasItemCount`), the picker one item per template (``templates``, the chosen one
/// ``selectedTemplateIndex``). It works with the layouts the views had when it was
/// made; replacing either detaches it (``isAttached``) and its calls do nothing.
public final class CollageEditorController<Photo: Hashable> {
    /// The view showing the collage.
    package let canvas: any ScrollableCollection
    /// The strip of template thumbnails.
    package let picker: any ScrollableCollection
    /// The photos in cell order: photo *i* fills cell *i*.
    public internal(set) var photos: [Photo]
    /// The templates the picker shows.
    public let templates: [CollageCatalogue.Entry]
    /// The picker's item of the template in use.
    public internal(set) var selectedTemplateIndex: Int
    /// Called after every change the controller makes (a drag step, a swap, a template…).
    public var onChange: (() -> Void)?

    let canvasLayout: CollageLayout
    let pickerLayout: FlowLayout
    /// What undo and redo step over.
    enum Action { case dividers, swap(Int, Int) }
    var history = UndoHistory<Action>()
    /// The photo being dragged towards another cell, and where the finger is.
    var photoDrag: (cell: Int, start: CGPoint, point: CGPoint)?

    /// The number of items the canvas shows for `photoCount` photos in `template`.
    public static func canvasItemCount(photoCount: Int, template: CollageTemplate) -> Int {
        min(photoCount, template.photoCount)
    }

    /// Ties `canvas` (showing ``canvasItemCount(photoCount:template:)`` items of its
    /// `CollageLayout`) and `picker` (a `FlowLayout` with one item per entry of
    /// `templates`). Throws when a layout is of the wrong kind, a count disagrees, or the
    /// canvas's template is not among `templates`.
    public init(canvas: any ScrollableCollection, picker: any ScrollableCollection, photos: [Photo],
                templates: [CollageCatalogue.Entry]) throws(LayoutError) {
        guard let canvasLayout = canvas.collectionLayout as? CollageLayout else {
            throw .invalidValue(name: "canvas's layout", value: 0, expected: "a CollageLayout")
        }
        guard let pickerLayout = picker.collectionLayout as? FlowLayout else {
            throw .invalidValue(name: "picker's layout", value: 0, expected: "a FlowLayout")
        }
        let template = canvasLayout.configuration.template
        guard let selected = templates.firstIndex(where: { $0.template.cells == template.cells }) else {
            throw .invalidValue(name: "canvas's template", value: CGFloat(template.photoCount),
                                expected: "one of the \(templates.count) templates given")
        }
        let shown = canvasLayout.context.numberOfItems(inSection: 0)
        let expected = Self.canvasItemCount(photoCount: photos.count, template: template)
        guard shown == expected else {
            throw .invalidValue(name: "canvas's items", value: CGFloat(shown), expected: "\(expected), photos in cells")
        }
        let thumbnails = pickerLayout.context.numberOfItems(inSection: 0)
        guard thumbnails == templates.count else {
            throw .invalidValue(name: "picker's items", value: CGFloat(thumbnails), expected: "\(templates.count), one per template")
        }
        self.canvas = canvas
        self.picker = picker
        self.photos = photos
        self.templates = templates
        self.canvasLayout = canvasLayout
        self.pickerLayout = pickerLayout
        selectedTemplateIndex = selected
        offerAccessibilityActions()
    }

    /// Whether both views still have the layouts they had when the controller was made.
    public var isAttached: Bool {
        canvas.collectionLayout === canvasLayout && picker.collectionLayout === pickerLayout
    }

    /// The template in use, with its dividers where they were dragged.
    public var template: CollageTemplate { canvasLayout.configuration.template }

    /// How many photos the canvas shows.
    var shownPhotoCount: Int { Self.canvasItemCount(photoCount: photos.count, template: template) }
}
