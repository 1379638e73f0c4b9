import Foundation

/// A strip of SVG frames shown one at a time with a scrubber and a play button.
package struct PlayerTrack: Sendable {
    /// The heading above the player.
    package var title: String
    /// A sentence under the heading.
    package var caption: String
    /// The SVG documents, one per frame.
    package var frames: [String]
    /// Frames per second when playing.
    package var framesPerSecond: Int

    /// Creates a track.
    package init(title: String, caption: String = "", frames: [String], framesPerSecond: Int = 30) {
        self.title = title
        self.caption = caption
        self.frames = frames
        self.framesPerSecond = max(1, framesPerSecond)
    }
}

/// Builds self-contained HTML pages that play recorded frames: every frame is inline SVG, a
/// range input scrubs through them and a button plays them; plain inline JavaScript, no network.
package enum HTMLPlayer {
    /// A whole page with a heading, a description and one player per track.
    package static func page(title: String, description: String, tracks: [PlayerTrack], backLink: String? = nil) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(SVGRenderer.escape(title))</title>
        <style>\(style)</style></head><body>

        """
        if let backLink { html += "<p><a href=\"\(SVGRenderer.escape(backLink))\">← all demos</a></p>\n" }
        html += "<h1>\(SVGRenderer.escape(title))</h1>\n<p>\(SVGRenderer.escape(description))</p>\n"
        for (index, track) in tracks.enumerated() { html += player(track, id: "p\(index)") }
        html += "<script>\(script)</script>\n</body></html>\n"
        return html
    }

    /// One player: the frames, a scrubber, a play button and a frame counter.
    package static func player(_ track: PlayerTrack, id: String) -> String {
        var html = "<section class=\"player\" id=\"\(id)\" data-fps=\"\(track.framesPerSecond)\">\n"
        html += "<h2>\(SVGRenderer.escape(track.title))</h2>\n"
        if !track.caption.isEmpty { html += "<p>\(SVGRenderer.escape(track.caption))</p>\n" }
        html += "<div class=\"controls\"><button type=\"button\">▶ Play</button> "
            + "<input type=\"range\" min=\"0\" max=\"\(max(0, track.frames.count - 1))\" value=\"0\"> "
            + "<span class=\"counter\">1 / \(track.frames.count)</span></div>\n<div class=\"frames\">\n"
        for (index, frame) in track.frames.enumerated() {
            html += "<div class=\"frame\"\(index == 0 ? "" : " hidden")>\(frame)</div>\n"
        }
        html += "</div></section>\n"
        return html
    }

    static let style = """
    body{font-family:-apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#222;background:#fafafa}
    .player{margin:24px 0;padding:12px;background:#fff;border:1px solid #ddd;border-radius:8px;display:inline-block;vertical-align:top;margin-right:16px}
    .controls{margin:8px 0}.controls input{width:320px;vertical-align:middle}.counter{font-size:12px;color:#666}
    .grid{display:flex;flex-wrap:wrap;gap:16px}.card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;width:300px}
    .card a{font-weight:600}.thumb{max-height:260px;overflow:hidden}.thumb svg{max-width:100%;height:auto}
    """

    static let script = """
    document.querySelectorAll('.player').forEach(function(p){
      var frames=p.querySelectorAll('.frame'),range=p.querySelector('input'),button=p.querySelector('button'),
          counter=p.querySelector('.counter'),fps=parseInt(p.dataset.fps)||30,timer=null,current=0;
      function show(i){frames[current].hidden=true;current=i;frames[current].hidden=false;range.value=i;
        counter.textContent=(i+1)+' / '+frames.length;}
      range.addEventListener('input',function(){show(parseInt(range.value));});
      button.addEventListener('click',function(){
        if(timer){clearInterval(timer);timer=null;button.textContent='▶ Play';return;}
        if(current===frames.length-1)show(0);
        button.textContent='❚❚ Pause';
        timer=setInterval(function(){if(current>=frames.length-1){clearInterval(timer);timer=null;
          button.textContent='▶ Play';return;}show(current+1);},1000/fps);});
    });
    """
}
