import Foundation
import LayoutCore

extension GroupSolver {
    /// Checks `item` and everything in it: dimensions, insets, spacing, counts and
    /// supplementaries. `name` says where the item is in the model.
    static func check(_ item: LayoutItem, name: String) throws(LayoutError) {
        try check(item.layoutSize, name: name)
        try check(item.contentInsets, name: "\(name) contentInsets")
        if let edges = item.edgeSpacing {
            for (edge, spacing) in [("leading", edges.leading), ("top", edges.top),
                                    ("trailing", edges.trailing), ("bottom", edges.bottom)] {
                try check(spacing, name: "\(name) edgeSpacing.\(edge)")
            }
        }
        for (index, supplementary) in item.supplementaryItems.enumerated() {
            try check(supplementary, name: "\(name) › supplementary \(index) (\(supplementary.elementKind))")
        }
        guard let group = item as? LayoutGroup else { return }
        try check(group.interItemSpacing, name: "\(name) interItemSpacing")
        if group.arrangement == .custom { return }
        guard !group.subitems.isEmpty else {
            throw .invalidModel(element: name, problem: "a group needs at least one subitem")
        }
        let axis: ScrollDirection = group.arrangement == .horizontal ? .horizontal : .vertical
        if let count = group.count {
            guard count >= 1 else {
                throw .invalidModel(element: name, problem: "count is \(count); a group needs at least 1 item")
            }
            if group.subitems[0].layoutSize[axis].isEstimated {
                throw .invalidModel(element: "\(name) › subitem 0",
                                    problem: "\(group.subitems[0].layoutSize[axis]) along the axis of a group of count \(count) has no meaning: the count sets the size")
            }
        }
        for (index, subitem) in group.subitems.enumerated() {
            try check(subitem, name: "\(name) › subitem \(index)")
        }
    }

    /// Checks a size: fractions finite and > 0, points finite and ≥ 0 (estimates > 0).
    static func check(_ size: LayoutSize, name: String) throws(LayoutError) {
        for (label, dimension) in [("width", size.widthDimension), ("height", size.heightDimension)] {
            let value = dimension.dimension
            switch dimension.kind {
            case .fractionalWidth, .fractionalHeight:
                guard value.isFinite, value > 0 else {
                    throw .invalidModel(element: "\(name) \(label)", problem: "\(dimension) must be a finite fraction > 0")
                }
            case .absolute:
                guard value.isFinite, value >= 0 else {
                    throw .invalidModel(element: "\(name) \(label)", problem: "\(dimension) must be finite and ≥ 0")
                }
            case .estimated:
                guard value.isFinite, value > 0 else {
                    throw .invalidModel(element: "\(name) \(label)", problem: "\(dimension) must be finite and > 0")
                }
            }
        }
    }

    /// Checks that every inset is finite.
    static func check(_ insets: LayoutEdgeInsets, name: String) throws(LayoutError) {
        guard insets.isFinite else { throw .invalidModel(element: name, problem: "\(insets) must be finite") }
    }

    /// Checks that a spacing is finite and ≥ 0.
    static func check(_ spacing: LayoutSpacing?, name: String) throws(LayoutError) {
        guard let spacing else { return }
        guard spacing.spacing.isFinite, spacing.spacing >= 0 else {
            throw .invalidModel(element: name, problem: "\(spacing) must be finite and ≥ 0")
        }
    }

    /// Checks a section's own values and its group.
    static func check(_ section: LayoutSection, name: String) throws(LayoutError) {
        guard section.interGroupSpacing.isFinite else {
            throw .invalidModel(element: "\(name) interGroupSpacing", problem: "\(section.interGroupSpacing) must be finite")
        }
        try check(section.contentInsets, name: "\(name) contentInsets")
        for (index, boundary) in section.boundarySupplementaryItems.enumerated() {
            try check(boundary, name: "\(name) › boundary supplementary \(index) (\(boundary.elementKind))")
        }
        for (index, decoration) in section.decorationItems.enumerated() {
            try check(decoration.contentInsets, name: "\(name) › decoration \(index) (\(decoration.elementKind)) contentInsets")
        }
    }

    /// Checks a supplementary's size and offsets.
    static func check(_ supplementary: LayoutSupplementaryItem, name: String) throws(LayoutError) {
        try check(supplementary.layoutSize, name: name)
        let offsets = [supplementary.containerAnchor.offset, supplementary.itemAnchor.offset]
            + [(supplementary as? LayoutBoundarySupplementaryItem)?.offset ?? .zero]
        if let bad = offsets.first(where: { !$0.isFinite }) {
            throw .invalidModel(element: name, problem: "offset \(bad) must be finite")
        }
        try (supplementary as? LayoutBoundarySupplementaryItem)?.stretching?.validate()
    }
}
