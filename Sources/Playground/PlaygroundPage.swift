import Foundation
import GalleryModule
import Rendering

/// The playground's HTML: the index of demos and a demo's page, which draws the frames it
/// receives with CSS transforms and sends its pointer events.
enum PlaygroundPage {
    /// The index: a card per demo, its picture at rest, title and summary, linking to its page.
    static func index(demos: [Demo]) -> String {
        var html = head(title: "CollectionLayouts playground")
        html += "<h1>CollectionLayouts playground</h1><p>Every gallery demo on the real engine: drag it with a mouse or a finger; in a reorder demo, press an item for half a second, then drag it to a new place.</p><div class=\"demos\">"
        for demo in demos {
            let name = SVGRenderer.escape(demo.name)
            html += "<a class=\"demo\" href=\"/demo/\(name)\"><img src=\"/thumbnail/\(name)\" alt=\"\" loading=\"lazy\">"
                + "<b>\(SVGRenderer.escape(demo.title))</b><span>\(SVGRenderer.escape(demo.summary))</span></a>"
        }
        return html + "</div></body></html>\n"
    }

    /// A demo's page: its title, buttons for its actions, and the stage.
    static func demo(_ demo: Demo) -> String {
        head(title: demo.title) + """
        <p><a href="/">All demos</a></p>
        <h1 id="title">\(SVGRenderer.escape(demo.title))</h1>
        <p>\(SVGRenderer.escape(demo.summary))</p>
        <div id="actions"></div>
        <div id="stage" data-demo="\(SVGRenderer.escape(demo.name))"></div>
        <p id="status">connecting…</p>
        <script>\(script)</script>
        </body></html>

        """
    }

    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(SVGRenderer.escape(title))</title><link rel="icon" href="data:,"><style>\(style)</style></head><body>

        """
    }

    static let style = """
    body { font: 15px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; background: #f4f4f6; }
    #stage { position: relative; overflow: hidden; background: #fff; border: 1px solid #333; touch-action: none;
             user-select: none; -webkit-user-select: none; cursor: grab; isolation: isolate; }
    #stage .el { position: absolute; box-sizing: border-box; display: flex; align-items: center; justify-content: center;
                 font-size: 13px; color: #333; border-radius: 6px; background: #e8e9ee; border: 1px solid #d0d2da;
                 overflow: hidden; transform-origin: 50% 50%; backface-visibility: visible; }
    #stage .el.sup { background: transparent; border: none; font-weight: 600; }
    #stage .el.art { border: none; }
    #stage .el.sel { outline: 3px solid #f0a020; }
    #stage .el .details, #stage .el .grad, #stage .el .outlines { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
    #stage .el .grad { top: 50%; height: 50%; background: linear-gradient(#0000, #0000008c); }
    #stage .el .cap { position: absolute; left: 12px; bottom: 8px; color: #fff; font-weight: bold; text-shadow: none; white-space: nowrap; }
    #stage .el .btn { position: absolute; border-radius: 50%; background: #ffffffd9; }
    #stage .el.thumb { align-items: flex-end; font-size: 9px; padding-bottom: 1px; }
    #actions button { margin: 0 8px 8px 0; font: inherit; padding: 4px 10px; }
    #status { color: #666; font-size: 13px; }
    .demos { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
    .demo { display: flex; flex-direction: column; gap: 6px; padding: 10px; background: #fff; border: 1px solid #ddd;
            border-radius: 8px; color: inherit; text-decoration: none; }
    .demo:hover { border-color: #888; }
    .demo img { width: 100%; height: 220px; object-fit: contain; background: #f4f4f6; }
    .demo span { font-size: 13px; color: #555; }
    """

    static let script = """
    const stage = document.getElementById('stage');
    const status = document.getElementById('status');
    const nodes = new Map();
    let socket, frames = 0, lastFrame = null;
    function hue(seed) { return ((seed * 47) % 360 + 360) % 360; }
    function paint(node, e) {
      node.className = 'el' + (e.k.startsWith('s:') ? ' sup' : '') + (e.art ? ' art' : '') + (e.sel ? ' sel' : '') + (e.o ? ' thumb' : '');
      node.style.left = e.x + 'px'; node.style.top = e.y + 'px';
      node.style.width = e.w + 'px'; node.style.height = e.h + 'px';
      node.style.transform = e.m ? 'matrix3d(' + e.m.join(',') + ')' : '';
      node.style.opacity = e.a === undefined ? 1 : e.a;
      node.style.zIndex = e.z || 0;
      let background = '', radius = e.cr !== undefined ? e.cr + 'px' : '';
      if (e.tint !== undefined && !e.art) background = 'hsl(' + hue(e.tint) + ',45%,82%)';
      if (e.art) {
        // The realistic render's painting, scaled as ArtworkImage says: photos cover their frame,
        // icons sit inside it, a pizza half sits against its seam.
        const [kind, side] = e.art.split(':');
        const place = kind === 'photo' ? 'center / cover' : (kind === 'pizza' ? side : 'center') + ' center / contain';
        background = 'url(/artwork/' + e.art + ') ' + place + ' no-repeat';
        if (e.cr === undefined) radius = '0';
      }
      if (node.dataset.background !== background) { node.dataset.background = background; node.style.background = background; }
      node.style.borderRadius = radius; node.style.clipPath = '';
      if (e.clip) node.style.clipPath = "path('" + e.clip + "')";
      // Artwork carries no label, as in the realistic render.
      const label = e.art ? '' : e.l !== undefined ? e.l : (e.k.startsWith('c') ? e.k.split('.')[1] : '');
      if (node.label.textContent !== label) node.label.textContent = label;
      paintDetails(node, e);
    }
    function child(parent, className, tag) {
      const node = tag === 'svg' ? document.createElementNS('http://www.w3.org/2000/svg', 'svg') : document.createElement(tag || 'div');
      node.setAttribute('class', className);
      parent.appendChild(node);
      return node;
    }
    // What the realistic render draws over an appearance: the gradient, caption and button at
    // the detail opacity, and a template thumbnail's outlines above its label.
    function paintDetails(node, e) {
      const signature = JSON.stringify([e.cap, e.btn, e.grad, e.o, Math.round(e.w), Math.round(e.h)]);
      if (node.dataset.details !== signature) {
        node.dataset.details = signature;
        for (const old of node.querySelectorAll(':scope > .details, :scope > .outlines')) old.remove();
        node.details = null;
        if (e.cap !== undefined || e.btn || e.grad) {
          node.details = child(node, 'details');
          if (e.grad) child(node.details, 'grad');
          if (e.cap !== undefined) {
            const caption = child(node.details, 'cap');
            caption.textContent = e.cap;
            caption.style.fontSize = Math.max(8, Math.min(18, e.h * 0.08)) + 'px';
          }
          if (e.btn) {
            const r = Math.max(6, Math.min(14, e.w * 0.04)), button = child(node.details, 'btn');
            Object.assign(button.style, { right: '12px', top: '12px', width: 2 * r + 'px', height: 2 * r + 'px' });
          }
        }
        if (e.o) {
          const svg = child(node, 'outlines', 'svg');
          svg.setAttribute('viewBox', '0 0 ' + e.w + ' ' + e.h);
          for (const outline of e.o) {
            const polygon = document.createElementNS('http://www.w3.org/2000/svg', 'polygon');
            const points = [];
            for (let i = 0; i < outline.length; i += 2) points.push(outline[i] + ',' + outline[i + 1]);
            polygon.setAttribute('points', points.join(' '));
            Object.entries({ fill: '#ffffff', 'fill-opacity': 0.85, stroke: '#1d3a7a', 'stroke-width': 0.75, 'stroke-linejoin': 'round' })
              .forEach(([name, value]) => polygon.setAttribute(name, value));
            svg.appendChild(polygon);
          }
        }
      }
      if (node.details) node.details.style.opacity = e.da === undefined ? 1 : e.da;
    }
    function draw(frame) {
      stage.style.width = frame.w + 'px'; stage.style.height = frame.h + 'px';
      const seen = new Set();
      for (const e of frame.e) {
        seen.add(e.k);
        let node = nodes.get(e.k);
        if (!node) {
          node = document.createElement('div'); node.dataset.key = e.k; nodes.set(e.k, node);
          node.label = child(node, 'label', 'span');
        }
        paint(node, e);
        stage.appendChild(node);
      }
      for (const [key, node] of nodes) if (!seen.has(key)) { node.remove(); nodes.delete(key); }
      frames += 1; lastFrame = frame;
      stage.dataset.frames = frames; stage.dataset.idle = frame.idle;
      status.textContent = 'frame ' + frame.n + (frame.idle ? ' · at rest' : ' · moving');
    }
    function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }
    function point(event) {
      const box = stage.getBoundingClientRect();
      return { x: (event.clientX - box.left) * (stage.offsetWidth / box.width), y: (event.clientY - box.top) * (stage.offsetHeight / box.height) };
    }
    // Fingers on the stage act as one pointer at their centroid, as a pan gesture tracks
    // several touches: a finger coming or going moves nothing, the others carry on the drag.
    const pointers = new Map();
    let shift = { x: 0, y: 0 }, reported = null;
    function centroid() {
      let x = 0, y = 0;
      for (const p of pointers.values()) { x += p.x; y += p.y; }
      return { x: x / pointers.size, y: y / pointers.size };
    }
    function report(phase, time) {
      const c = centroid();
      reported = { x: c.x + shift.x, y: c.y + shift.y };
      send({ type: 'pointer', phase: phase, x: reported.x, y: reported.y, t: time });
    }
    function regroup() {
      const c = centroid();
      shift = { x: reported.x - c.x, y: reported.y - c.y };
    }
    stage.addEventListener('pointerdown', event => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      stage.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, point(event));
      if (pointers.size === 1) { shift = { x: 0, y: 0 }; report('down', event.timeStamp); } else regroup();
      event.preventDefault();
    });
    stage.addEventListener('pointermove', event => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, point(event));
      report('move', event.timeStamp);
      event.preventDefault();
    });
    function lift(phase) {
      return event => {
        if (!pointers.has(event.pointerId)) return;
        pointers.set(event.pointerId, point(event));
        const c = centroid();
        pointers.delete(event.pointerId);
        if (pointers.size === 0) {
          send({ type: 'pointer', phase: phase, x: c.x + shift.x, y: c.y + shift.y, t: event.timeStamp });
        } else {
          reported = { x: c.x + shift.x, y: c.y + shift.y };
          regroup();
        }
        event.preventDefault();
      };
    }
    stage.addEventListener('pointerup', lift('up'));
    stage.addEventListener('pointercancel', lift('cancel'));
    function connect() {
      const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/socket?demo=' + encodeURIComponent(stage.dataset.demo);
      socket = new WebSocket(url);
      socket.onmessage = message => {
        const data = JSON.parse(message.data);
        if (data.type === 'frame') draw(data);
        else if (data.type === 'hello') {
          const actions = document.getElementById('actions');
          actions.textContent = '';
          for (const name of data.actions) {
            const button = document.createElement('button');
            button.textContent = name;
            button.onclick = () => send({ type: 'action', name: name });
            actions.appendChild(button);
          }
        } else if (data.type === 'error') status.textContent = data.message;
      };
      socket.onclose = () => { status.textContent = 'disconnected; reload to reconnect'; };
    }
    connect();
    """
}
