import Foundation
import LayoutCore

/// The optional protocols a layout adopts, found once when a view hosts it: the only place the
/// hosting code asks a layout's type. Every other file reads these fields, so what a layout can
/// do is a value fixed for as long as it is shown, and a capability added is one field here.
///
/// What a layout decides afresh each time (its ``RestingBehavior``) is a requirement of every
/// layout instead, answered as a value.
package struct LayoutCapabilities {
    /// A layout holding one item selected, which VoiceOver adjusts (`SelectingLayout`).
    package let selecting: (any SelectingLayout)?
    /// A layout whose elements take the size their content prefers (`SelfSizingLayout`).
    package let selfSizing: (any SelfSizingLayout)?
    /// A layout with sections that scroll on their own (`OrthogonalScrollingLayout`).
    package let orthogonal: (any OrthogonalScrollingLayout)?
    /// A layout VoiceOver reads as a table (`DataTableLayout`).
    package let dataTable: (any DataTableLayout)?
    /// A layout saying where its elements are in its own words (`AccessibilityDescribingLayout`).
    package let describing: (any AccessibilityDescribingLayout)?

    /// What `layout` adopts.
    /// - Complexity: five dynamic casts; made once per hosted layout.
    package init(of layout: any CollectionLayout) {
        selecting = layout as? any SelectingLayout
        selfSizing = layout as? any SelfSizingLayout
        orthogonal = layout as? any OrthogonalScrollingLayout
        dataTable = layout as? any DataTableLayout
        describing = layout as? any AccessibilityDescribingLayout
    }
}
