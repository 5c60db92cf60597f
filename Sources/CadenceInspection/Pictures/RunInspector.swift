import Cadence
import Foundation

/// A recorded run as one self-contained HTML page (no network, no external script): the
/// picture of the screen at each frame (`SnapshotSVG`), a time slider and play/pause that
/// scrub the frames, the events with their instants (click one to go to it), and, for the
/// node clicked in the picture, its attributes at the current frame and a plot of one
/// attribute's value and velocity (through steps, as `MotionSeries.velocitiesThroughSteps`)
/// with a cursor at the current time; below, a timeline with a track for each attribute that
/// moves (its view, path and name, a bar over each interval in which it moves; click one to
/// plot it). It opens on the first attribute that moves, and names the view under the pointer.
///
/// The page reads its starting state from the address's fragment:
/// `#t=SECONDS&node=PATH&attr=NAME` (or `frame=INDEX`), so that a browser without a mouse can
/// be pointed at an instant; the current state is written back the same way.
public struct RunInspector: Sendable {
  /// The recorded run.
  public let log: SnapshotLog
  /// The screen the run was laid out on, in points.
  public var screenSize: CGSize
  /// The node selected when the page opens (a path), if any.
  public var selectedPath: String?
  /// The attribute plotted when the page opens, if any.
  public var selectedAttribute: String?

  /// Creates the inspector of `log`.
  public init(
    log: SnapshotLog, screenSize: CGSize = CGSize(width: 390, height: 844),
    selectedPath: String? = nil, selectedAttribute: String? = nil
  ) {
    self.log = log
    self.screenSize = screenSize
    self.selectedPath = selectedPath
    self.selectedAttribute = selectedAttribute
  }

  private struct Payload: Encodable {
    var scene: String
    var times: [Double]
    var pictures: [String]
    var pictureOfFrame: [Int]
    var events: [Event]
    var nodes: [String: Node]
    var selectedPath: String?
    var selectedAttribute: String?
    var tracks: [Track]
  }

  /// One moving attribute of one view on the timeline: the intervals in which it moves.
  struct Track: Encodable, Equatable {
    var path: String
    var title: String
    var attribute: String
    var intervals: [[Double]]
  }

  private struct Event: Encodable {
    var time: Double
    var frame: Int
    var kind: String
    var message: String
  }

  private struct Node: Encodable {
    var title: String
    /// Each numeric attribute at each frame (nil where the node or attribute is absent).
    var values: [String: [Double?]]
    /// The velocity of each attribute that moves, at each frame.
    var velocities: [String: [Double]]
    /// The textual attributes at the node's last frame.
    var styles: [String: String]
  }

  /// The page.
  public var html: String {
    let snapshots = log.frames.map(\.snapshot)
    let drawer = SnapshotSVG(screenSize: screenSize)
    var pictures: [String] = []
    var pictureIndex: [String: Int] = [:]
    var pictureOfFrame: [Int] = []
    for snapshot in snapshots {
      let document = drawer.document(snapshot)
      if let index = pictureIndex[document] {
        pictureOfFrame.append(index)
      } else {
        pictureIndex[document] = pictures.count
        pictureOfFrame.append(pictures.count)
        pictures.append(document)
      }
    }
    var nodes: [String: Node] = [:]
    for (index, frame) in log.frames.enumerated() {
      var names: [String: String]?
      for node in frame.nodes {
        if nodes[node.path] == nil, names == nil { names = frame.viewNames() }
        var entry =
          nodes[node.path]
          ?? Node(
            title: names?[node.path] ?? node.kind, values: [:], velocities: [:], styles: [:])
        for (name, value) in node.attributes {
          entry.values[name, default: Array(repeating: nil, count: log.frames.count)][index] =
            value.isFinite ? value : nil
        }
        entry.styles = node.styles
        nodes[node.path] = entry
      }
    }
    let moving = MotionSeries.all(in: log)
    for series in moving {
      nodes[series.path]?.velocities[series.attribute] = series.velocitiesThroughSteps.map {
        $0.isFinite ? $0 : 0
      }
    }
    let tracks = Self.tracks(of: moving, times: log.frames.map(\.time))
    // Opened on the first attribute that moves, unless told otherwise.
    let opening = selectedPath == nil ? tracks.first : nil
    var events: [Event] = []
    for (index, frame) in log.frames.enumerated() {
      for event in frame.events {
        events.append(
          Event(
            time: event.time.isFinite ? event.time : 0, frame: index, kind: event.kind.rawValue,
            message: event.path.isEmpty ? event.message : "\(event.message) (\(event.path))"))
      }
    }
    let payload = Payload(
      scene: log.header.scene, times: log.frames.map { $0.time.isFinite ? $0.time : 0 },
      pictures: pictures,
      pictureOfFrame: pictureOfFrame, events: events, nodes: nodes,
      selectedPath: selectedPath ?? opening?.path,
      selectedAttribute: selectedAttribute ?? opening?.attribute, tracks: tracks)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(payload)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    // A log is untrusted. In a script element, `</script` ends it and `<!--` followed by
    // `<script` changes how it ends: no `<`, `>` or `&` is left in the data (JSON reads
    // `\u003c` as `<`).
    var embedded = ""
    embedded.reserveCapacity(json.utf8.count)
    for character in json.unicodeScalars {
      switch character {
      case "<": embedded += "\\u003c"
      case ">": embedded += "\\u003e"
      case "&": embedded += "\\u0026"
      default: embedded.unicodeScalars.append(character)
      }
    }
    // The parts are joined, not substituted in turn: a scene named like a placeholder stays
    // a title.
    let title = SnapshotSVG.escape(log.header.scene)
    return Self.page[0] + title + Self.page[1] + title + Self.page[2] + embedded + Self.page[3]
  }

  /// The timeline's tracks: each attribute that moves, with the intervals between frames in
  /// which its value changes (touching intervals merged), in the order of their first motion.
  static func tracks(of series: [MotionSeries], times: [Double]) -> [Track] {
    var tracks: [Track] = []
    for item in series {
      var intervals: [[Double]] = []
      for index in item.values.indices.dropFirst()
      where item.values[index] != item.values[index - 1] && index < times.count {
        let start = times[index - 1]
        let end = times[index]
        // A frame at a time that is not a number has no place on the axis.
        guard start.isFinite, end.isFinite else { continue }
        if let last = intervals.last, abs(last[1] - start) < 1e-9 {
          intervals[intervals.count - 1][1] = end
        } else {
          intervals.append([start, end])
        }
      }
      guard !intervals.isEmpty else { continue }
      tracks.append(
        Track(path: item.path, title: item.title, attribute: item.attribute, intervals: intervals))
    }
    return tracks.enumerated().sorted {
      ($0.element.intervals[0][0], $0.offset) < ($1.element.intervals[0][0], $1.offset)
    }.map(\.element)
  }

  /// The page around its title (twice) and its data.
  private static let page: [String] = {
    let parts = template.components(separatedBy: "__TITLE__")
    let last = parts[2].components(separatedBy: "__DATA__")
    return [parts[0], parts[1], last[0], last[1]]
  }()

  private static let template = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <title>Cadence inspector: __TITLE__</title>
    <style>
    body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; color: #1c1c1e; }
    header { display: flex; gap: 12px; align-items: center; padding: 8px 12px;
      border-bottom: 1px solid #d1d1d6; background: #f2f2f7; }
    header input[type=range] { flex: 1; }
    #time { font: 13px monospace; min-width: 110px; }
    main { display: flex; gap: 16px; padding: 12px; align-items: flex-start; }
    #screen { border: 1px solid #c7c7cc; border-radius: 12px; overflow: hidden; width: 390px;
      flex: none; cursor: crosshair; }
    #screen svg { display: block; width: 100%; height: auto; }
    #screen g.selected > rect, #screen g.selected > path, #screen g.selected > svg {
      outline: 2px solid #ff9500; }
    aside { flex: 1; min-width: 360px; }
    #events { max-height: 180px; overflow: auto; margin: 0; padding-left: 32px; font: 12px monospace; }
    #events li { cursor: pointer; } #events li.past { color: #8e8e93; }
    #events li.current { font-weight: bold; color: #007aff; }
    table { border-collapse: collapse; font: 12px monospace; }
    td { padding: 1px 8px 1px 0; } h3 { margin: 12px 0 4px; }
    #plot { border: 1px solid #d1d1d6; background: #fff; }
    #hover { font: 12px monospace; color: #636366; min-height: 16px; padding: 4px 0; }
    #timeline { border-top: 1px solid #d1d1d6; padding: 8px 12px; }
    #tracks { display: block; }
    #tracks .track { cursor: pointer; } #tracks .track:hover rect.bar { fill: #5ac8fa; }
    #tracks .chosen text { font-weight: bold; }
    </style></head><body>
    <header><b id="scene">__TITLE__</b><button id="play">Play</button>
    <input id="slider" type="range" min="0" max="0" value="0" step="1">
    <span id="time">t=0s</span><span id="frame">frame 0</span></header>
    <main><div><div id="screen"></div><div id="hover">Point at a view to name it</div></div><aside>
    <h3>Events</h3><ol id="events"></ol>
    <h3 id="node">Click a view in the picture</h3>
    <table id="attributes"></table>
    <h3>Plot <select id="attr"></select></h3>
    <svg id="plot" width="480" height="260" xmlns="http://www.w3.org/2000/svg"></svg>
    </aside></main>
    <section id="timeline"><h3>Animations</h3>
    <svg id="tracks" xmlns="http://www.w3.org/2000/svg" width="900" height="40"></svg></section>
    <script id="data" type="application/json">__DATA__</script>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const $ = (id) => document.getElementById(id);
    const slider = $("slider"), screen = $("screen");
    let frame = 0, selected = data.selectedPath || null, attribute = data.selectedAttribute || null;
    let playing = false, playStart = 0, playFrom = 0;
    slider.max = String(Math.max(data.times.length - 1, 0));
    const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
    const fmt = (v, d = 3) => (v === null || v === undefined) ? "–" : String(Number(v.toFixed(d)));
    function frameAt(t) {
      let best = 0;
      for (let i = 0; i < data.times.length; i++) if (data.times[i] <= t + 1e-9) best = i;
      return best;
    }
    data.events.forEach((e, i) => {
      const li = document.createElement("li");
      li.textContent = "t=" + fmt(e.time) + "s " + e.kind + ": " + e.message;
      li.dataset.frame = e.frame;
      li.onclick = () => show(e.frame);
      $("events").appendChild(li);
    });
    function show(i) {
      frame = Math.min(Math.max(i, 0), data.times.length - 1);
      slider.value = String(frame);
      screen.innerHTML = data.pictures[data.pictureOfFrame[frame]];
      $("time").textContent = "t=" + fmt(data.times[frame]) + "s";
      $("frame").textContent = "frame " + frame + " of " + data.times.length;
      document.querySelectorAll("#events li").forEach((li) => {
        const f = Number(li.dataset.frame);
        li.className = f < frame ? "past" : (f === frame ? "current" : "");
      });
      if (selected) {
        const g = [...screen.querySelectorAll("g[data-path]")].find((g) => g.dataset.path === selected);
        if (g) g.classList.add("selected");
      }
      table(); plot(); timeline();
      const state = "t=" + fmt(data.times[frame], 6) + (selected ? "&node=" + encodeURIComponent(selected) : "")
        + (attribute ? "&attr=" + encodeURIComponent(attribute) : "");
      if (location.hash.slice(1) !== state) history.replaceState(null, "", "#" + state);
    }
    function table() {
      const t = $("attributes"); t.innerHTML = "";
      const node = selected && data.nodes[selected];
      if (!node) return;
      $("node").textContent = node.title + " — " + selected;
      for (const name of Object.keys(node.values).sort()) {
        const tr = document.createElement("tr"); tr.dataset.attr = name;
        tr.innerHTML = "<td></td><td></td><td></td>";
        tr.children[0].textContent = name;
        tr.children[1].textContent = fmt(node.values[name][frame]);
        const v = node.velocities[name];
        tr.children[2].textContent = v ? "v=" + fmt(v[frame]) + "/s" : "";
        tr.onclick = () => { attribute = name; choose(); };
        t.appendChild(tr);
      }
      for (const name of Object.keys(node.styles).sort()) {
        const tr = document.createElement("tr"); tr.dataset.style = name;
        tr.innerHTML = "<td></td><td colspan=2></td>";
        tr.children[0].textContent = name; tr.children[1].textContent = node.styles[name];
        t.appendChild(tr);
      }
    }
    function choose() {
      const node = selected && data.nodes[selected], select = $("attr");
      select.innerHTML = "";
      if (!node) return;
      const names = Object.keys(node.velocities).concat(Object.keys(node.values).filter((n) => !node.velocities[n]));
      if (!attribute || !node.values[attribute]) attribute = names[0] || null;
      for (const name of names) {
        const o = document.createElement("option"); o.value = o.textContent = name;
        if (name === attribute) o.selected = true;
        select.appendChild(o);
      }
      show(frame);
    }
    $("attr").onchange = (e) => { attribute = e.target.value; show(frame); };
    function ticks(low, high, count) {
      const span = high - low || 1, raw = span / count, mag = Math.pow(10, Math.floor(Math.log10(raw)));
      const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => span / s <= count) || raw;
      const out = []; for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) out.push(v);
      return out;
    }
    function plot() {
      const svg = $("plot"); svg.innerHTML = "";
      const node = selected && data.nodes[selected];
      if (!node || !attribute || !node.values[attribute]) return;
      const W = 480, H = 260, L = 56, R = 56, T = 16, B = 28, times = data.times;
      const t0 = times[0], t1 = times[times.length - 1] || t0 + 1;
      const values = node.values[attribute], velocities = node.velocities[attribute] || [];
      const x = (t) => L + (t - t0) / ((t1 - t0) || 1) * (W - L - R);
      const range = (a) => { const f = a.filter((v) => v !== null && isFinite(v));
        let lo = Math.min(...f), hi = Math.max(...f); if (!f.length) { lo = 0; hi = 1; }
        if (lo === hi) { lo -= 1; hi += 1; } return [lo, hi]; };
      const [vl, vh] = range(values), [wl, wh] = range(velocities.length ? velocities : [0]);
      const y = (v, lo, hi) => T + (1 - (v - lo) / (hi - lo)) * (H - T - B);
      let s = "";
      for (const v of ticks(vl, vh, 5)) s += `<line x1="${L}" x2="${W - R}" y1="${y(v, vl, vh)}" y2="${y(v, vl, vh)}" stroke="#eee"/><text x="${L - 4}" y="${y(v, vl, vh) + 4}" font-size="10" text-anchor="end" fill="#007aff">${fmt(v)}</text>`;
      for (const v of ticks(wl, wh, 5)) s += `<text x="${W - R + 4}" y="${y(v, wl, wh) + 4}" font-size="10" fill="#ff3b30">${fmt(v)}</text>`;
      for (const t of ticks(t0, t1, 6)) s += `<line x1="${x(t)}" x2="${x(t)}" y1="${T}" y2="${H - B}" stroke="#f4f4f4"/><text x="${x(t)}" y="${H - B + 14}" font-size="10" text-anchor="middle">${fmt(t)}s</text>`;
      for (const e of data.events) s += `<line x1="${x(e.time)}" x2="${x(e.time)}" y1="${T}" y2="${H - B}" stroke="#c7c7cc" stroke-dasharray="3 3"><title>${esc(e.kind)}</title></line>`;
      const line = (a, lo, hi) => a.map((v, i) => v === null ? "" : `${x(times[i])},${y(v, lo, hi)}`).filter(Boolean).join(" ");
      s += `<polyline id="value-line" fill="none" stroke="#007aff" stroke-width="1.5" points="${line(values, vl, vh)}"/>`;
      if (velocities.length) s += `<polyline id="velocity-line" fill="none" stroke="#ff3b30" stroke-dasharray="4 2" points="${line(velocities, wl, wh)}"/>`;
      s += `<line id="cursor" x1="${x(times[frame])}" x2="${x(times[frame])}" y1="${T}" y2="${H - B}" stroke="#ff9500" stroke-width="2"/>`;
      s += `<text x="${L}" y="11" font-size="11" fill="#007aff">${esc(attribute)}</text><text x="${W - R}" y="11" font-size="11" text-anchor="end" fill="#ff3b30">velocity (per s)</text>`;
      svg.innerHTML = s;
    }
    function timeline() {
      const svg = $("tracks"), rows = data.tracks, L = 300, W = 900, R = 16, H = 22, T = 18;
      const times = data.times, t0 = times[0] || 0, t1 = times[times.length - 1] || t0 + 1;
      const x = (t) => L + (t - t0) / ((t1 - t0) || 1) * (W - L - R);
      svg.setAttribute("height", String(T + Math.max(rows.length, 1) * H + 8));
      let s = "";
      for (const t of ticks(t0, t1, 8)) s += `<line x1="${x(t)}" x2="${x(t)}" y1="${T}" y2="${T + rows.length * H}" stroke="#eee"/><text x="${x(t)}" y="12" font-size="10" text-anchor="middle">${fmt(t)}s</text>`;
      if (!rows.length) s += `<text x="${L}" y="${T + 14}" font-size="12" fill="#8e8e93">Nothing moves in this run</text>`;
      rows.forEach((track, i) => {
        const y = T + i * H, chosen = track.path === selected && track.attribute === attribute;
        s += `<g class="track${chosen ? " chosen" : ""}" data-index="${i}"><rect x="0" y="${y}" width="${W}" height="${H}" fill="${i % 2 ? "#fafafa" : "#fff"}"/>`;
        s += `<text x="4" y="${y + 15}" font-size="12">${esc(track.title)} <tspan fill="#8e8e93">${esc(track.path)}</tspan> ${esc(track.attribute)}</text>`;
        for (const [a, b] of track.intervals) s += `<rect class="bar" x="${x(a)}" y="${y + 5}" width="${Math.max(x(b) - x(a), 2)}" height="${H - 10}" rx="3" fill="${chosen ? "#007aff" : "#8ec5ff"}"><title>${fmt(a)}s – ${fmt(b)}s</title></rect>`;
        s += `</g>`;
      });
      s += `<line x1="${x(times[frame])}" x2="${x(times[frame])}" y1="${T - 4}" y2="${T + rows.length * H}" stroke="#ff9500" stroke-width="2"/>`;
      svg.innerHTML = s;
      svg.querySelectorAll("g.track").forEach((g) => {
        g.onclick = () => { const t = data.tracks[Number(g.dataset.index)]; selected = t.path; attribute = t.attribute; choose(); };
      });
    }
    screen.onmouseover = (e) => {
      const g = e.target.closest("g[data-path]");
      const node = g && data.nodes[g.dataset.path];
      $("hover").textContent = node ? node.title + " — " + g.dataset.path : "";
    };
    screen.onclick = (e) => {
      const g = e.target.closest("g[data-path]");
      if (!g) return;
      selected = g.dataset.path; attribute = null; choose();
    };
    slider.oninput = () => { playing = false; $("play").textContent = "Play"; show(Number(slider.value)); };
    $("play").onclick = () => {
      playing = !playing; $("play").textContent = playing ? "Pause" : "Play";
      if (frame >= data.times.length - 1) frame = 0;
      playFrom = data.times[frame]; playStart = performance.now();
      if (playing) requestAnimationFrame(tick);
    };
    function tick(now) {
      if (!playing) return;
      const t = playFrom + (now - playStart) / 1000;
      if (t > data.times[data.times.length - 1]) { playFrom = data.times[0]; playStart = now; show(0); }
      else show(frameAt(t));
      requestAnimationFrame(tick);
    }
    const params = new URLSearchParams(location.hash.slice(1));
    if (params.get("node")) selected = params.get("node");
    if (params.get("attr")) attribute = params.get("attr");
    frame = params.get("frame") ? Number(params.get("frame")) : (params.get("t") ? frameAt(Number(params.get("t"))) : 0);
    choose(); show(frame);
    </script></body></html>

    """
}
