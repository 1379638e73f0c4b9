/// How a renderer draws elements.
package enum RenderStyle: String, Sendable, CaseIterable {
    /// Labelled boxes coloured by kind: what the layout does, element by element.
    case wireframe
    /// What the app shows: elements carrying an `ElementArtwork` are drawn as pizza
    /// halves, photos and round icons (a collage's cells as photos cut to their polygons);
    /// the others as in the wireframe.
    case realistic
}
