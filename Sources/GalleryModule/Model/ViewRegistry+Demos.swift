import LayoutCore
import LayoutHosting

extension ViewRegistry {
    /// The views of section headers, which most demos' layouts return.
    static let sectionHeaders = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind])
    /// Section headers and footers.
    static let sectionHeadersAndFooters = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind, ElementCategory.footerKind])
}
