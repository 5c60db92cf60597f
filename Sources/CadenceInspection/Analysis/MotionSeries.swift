import Cadence

/// One attribute of one rendered node over a run, on a uniform time grid: what plots and the
/// continuity analysis read.
public struct MotionSeries: Hashable, Sendable {
  /// The node's path.
  public var path: String
  /// The node's kind and label, for legends.
  public var title: String
  /// The attribute's name, such as `offset.x`.
  public var attribute: String
  /// The instant of the first sample, in seconds.
  public var start: Double
  /// The time between samples, in seconds.
  public var step: Double
  /// The samples; a node or attribute that is absent reads as the previous value (or 0).
  public var values: [Double]
  /// The exact velocity at each sample (units per second), from the models of the animations
  /// that move the attribute, when they are known at every sample; nil otherwise.
  public var exactVelocities: [Double]?
  /// Whether the samples are the steps of a stepped motion (`atChanges()`), whose instants
  /// are known to within one step: a value or velocity step no larger than about one step's
  /// change is then the timing of a step, not a jump.
  public var isStepped = false

  /// Creates a series; `exactVelocities`, when given, has one velocity per value.
  public init(
    path: String, title: String, attribute: String, start: Double, step: Double,
    values: [Double], exactVelocities: [Double]? = nil
  ) {
    self.path = path
    self.title = title
    self.attribute = attribute
    self.start = start
    self.step = step
    self.values = values
    self.exactVelocities = exactVelocities.flatMap { $0.count == values.count ? $0 : nil }
  }

  /// The instant of sample `index`.
  public func time(at index: Int) -> Double { start + Double(index) * step }

  /// The velocity at each sample in units per second: the exact velocities when known, else
  /// central differences (one-sided at the ends).
  public var velocities: [Double] {
    if let exactVelocities { return exactVelocities }
    guard values.count > 1, step > 0 else { return values.map { _ in 0 } }
    return values.indices.map { index in
      let before = values[max(index - 1, 0)]
      let after = values[min(index + 1, values.count - 1)]
      let span = Double(min(index + 1, values.count - 1) - max(index - 1, 0))
      return (after - before) / (span * step)
    }
  }

  /// The velocity at each sample, through the steps when the series moves in steps (as
  /// `atChanges()` finds them): a stepped series (a `TimelineView`'s content) is
  /// differentiated along the curve through the instants where it changes, and that velocity
  /// is read at each sample's instant; finite differences of the staircase would alternate
  /// between 0 and a spike at every step. Exact velocities, when known, are returned as they
  /// are.
  public var velocitiesThroughSteps: [Double] {
    let stepped = atChanges()
    guard exactVelocities == nil, stepped.isStepped else { return velocities }
    // The instants where the value changes, and the value from each; a rest (a run much
    // longer than the steps) also gets a point at its end, so the curve is flat across it.
    var times: [Double] = []
    var points: [Double] = []
    var runStart = 0
    let period = Double(max(Int((stepped.step / step).rounded()), 1))
    for index in values.indices
    where index == values.count - 1 || values[index + 1] != values[index] {
      let length = Double(index - runStart + 1)
      times.append(time(at: runStart))
      points.append(values[runStart])
      if length > 2 * period {
        times.append(time(at: index + 1 - Int(period)))
        points.append(values[runStart])
      }
      runStart = index + 1
    }
    guard points.count > 1 else { return values.map { _ in 0 } }
    let rates = points.indices.map { k -> Double in
      let before = max(k - 1, 0)
      let after = min(k + 1, points.count - 1)
      let span = times[after] - times[before]
      return span > 0 ? (points[after] - points[before]) / span : 0
    }
    var k = 0
    return values.indices.map { index in
      let now = time(at: index)
      while k + 1 < times.count - 1, times[k + 1] <= now { k += 1 }
      let span = times[k + 1] - times[k]
      let fraction = span > 0 ? min(max((now - times[k]) / span, 0), 1) : 0
      return rates[k] + (rates[k + 1] - rates[k]) * fraction
    }
  }

  /// The series through the samples where it changes, when it moves in steps: content that
  /// updates only at a schedule's entries (a `TimelineView`), or a fluid spring stepping at
  /// 300 Hz under a faster sampling, holds each value for several samples, and its curve is
  /// the one through its steps, not the staircase between them. Each held value counts once
  /// (a step that lands a sample early or late is still one step); a value held much longer
  /// (rest) keeps its length in steps. A series that changes at (nearly) every sample is
  /// returned as it is.
  public func atChanges() -> MotionSeries {
    guard values.count > 4 else { return self }
    // A run holds its value and, when known, its exact velocity: a step that leaves the
    // value where it was (a spring's first half-step) still changes the velocity.
    var runs: [(value: Double, length: Int, velocity: Double)] = []
    for (index, value) in values.enumerated() {
      let velocity = exactVelocities?[index] ?? 0
      if let last = runs.last, last.value == value, last.velocity == velocity {
        runs[runs.count - 1].length += 1
      } else {
        runs.append((value, 1, velocity))
      }
    }
    // The typical run: the median length (steps that land a sample early or late make runs
    // one shorter and one longer, so the most frequent length may not be the period).
    let lengths = runs.map(\.length).sorted()
    let period = lengths[lengths.count / 2]
    guard period > 1, runs.count >= 4 else { return self }
    var kept: [Double] = []
    var keptVelocities: [Double] = []
    for run in runs {
      let copies =
        run.length <= 2 * period ? 1 : Int((Double(run.length) / Double(period)).rounded())
      kept += Array(repeating: run.value, count: copies)
      keptVelocities += Array(repeating: run.velocity, count: copies)
    }
    var stepped = MotionSeries(
      path: path, title: title, attribute: attribute, start: start, step: step * Double(period),
      values: kept, exactVelocities: exactVelocities == nil ? nil : keptVelocities)
    stepped.isStepped = true
    return stepped
  }

  /// The exact velocities of an attribute's `values`, from what was measured at each frame;
  /// nil when some frame has none.
  ///
  /// Frames under a running keyframe animator have the timeline's numbers instead: the
  /// attribute gets the rate of the number it follows, `value = a·number + b` with the same
  /// a and b at every such frame to within 1e-9 of the motion's size (so exactly for
  /// `offset(x: value)`, `rotationEffect(.degrees(value.angle))`, `opacity(value / 2)`), and
  /// none when it follows no single number that way.
  static func exactVelocities(
    of values: [Double], at path: String, attribute: String, measured: [MeasuredVelocities]
  ) -> [Double]? {
    var result = [Double](repeating: 0, count: values.count)
    var driven: [(index: Int, components: [KeyframeComponent])] = []
    for (index, frame) in measured.enumerated() {
      if let rates = frame.exact[path] {
        result[index] = rates[attribute] ?? 0
      } else if let components = frame.keyframeComponents[path] {
        driven.append((index, components))
      } else {
        return nil
      }
    }
    guard let first = driven.first else { return result }
    let scale = max((values.map(abs).max() ?? 0), 1)
    guard driven.allSatisfy({ $0.components.count == first.components.count }) else {
      return nil
    }
    var best: (component: Int, slope: Double, residual: Double)?
    for component in first.components.indices {
      let xs = driven.map { $0.components[component].value }
      let ys = driven.map { values[$0.index] }
      guard let line = affineFit(xs, ys) else { continue }
      if line.residual <= 1e-9 * scale, line.residual < (best?.residual ?? .infinity) {
        best = (component, line.slope, line.residual)
      }
    }
    // An attribute that stays put while the timeline runs follows nothing: its rate is zero.
    if best == nil, driven.allSatisfy({ abs(values[$0.index] - values[first.index]) == 0 }) {
      for entry in driven { result[entry.index] = 0 }
      return result
    }
    guard let best else { return nil }
    for entry in driven {
      result[entry.index] = best.slope * entry.components[best.component].velocity
    }
    return result
  }

  /// The least-squares line y = a·x + b and the largest distance of a point from it; nil
  /// when x does not vary (then y follows x only if it is constant too).
  private static func affineFit(_ xs: [Double], _ ys: [Double])
    -> (slope: Double, residual: Double)?
  {
    let n = Double(xs.count)
    let meanX = xs.reduce(0, +) / n
    let meanY = ys.reduce(0, +) / n
    var sxx = 0.0
    var sxy = 0.0
    for (x, y) in zip(xs, ys) {
      sxx += (x - meanX) * (x - meanX)
      sxy += (x - meanX) * (y - meanY)
    }
    guard sxx > 0 else { return nil }
    let slope = sxy / sxx
    let residual = zip(xs, ys).map { abs($0.1 - (meanY + slope * ($0.0 - meanX))) }.max() ?? 0
    return (slope, residual)
  }

  /// The continuity of the series.
  public func continuity(atRestOutside: Bool = false) -> ContinuityReport {
    ContinuityAnalysis.analyze(
      values: values, velocities: exactVelocities, start: start, step: step,
      atRestOutside: atRestOutside, timingUncertainty: isStepped ? 1 : 0)
  }

  /// Every series a log holds: one per node path and numeric attribute that changes over the
  /// run, sampled at the log's frames (which must be evenly spaced).
  public static func all(in log: SnapshotLog) -> [MotionSeries] {
    all(in: log, velocities: nil)
  }

  /// Every series a log holds, with the exact velocities measured at each of its frames: a
  /// series gets them when every frame has them for its node, either measured for the
  /// attribute itself or, under a running keyframe animator, as a timeline number that the
  /// attribute follows affinely over the frames that show it.
  package static func all(in log: SnapshotLog, velocities: [MeasuredVelocities]?)
    -> [MotionSeries]
  {
    guard log.frames.count > 1 else { return [] }
    let step = log.frames[1].time - log.frames[0].time
    var order: [String] = []
    var titles: [String: String] = [:]
    var samples: [String: [String: [Double?]]] = [:]
    for (index, frame) in log.frames.enumerated() {
      var names: [String: String]?
      for node in frame.nodes {
        if samples[node.path] == nil {
          order.append(node.path)
          samples[node.path] = [:]
          // Named as the frame that first shows it names it (`viewNames()`).
          if names == nil { names = frame.viewNames() }
          titles[node.path] = names?[node.path] ?? node.kind
        }
        for (name, value) in node.attributes {
          // In place: copying the column at every frame made this quadratic in frames.
          samples[node.path, default: [:]][
            name, default: Array(repeating: nil, count: log.frames.count)][index] = value
        }
      }
    }
    var result: [MotionSeries] = []
    for path in order {
      let columns = samples[path] ?? [:]
      for name in SnapshotRenderer.orderedAttributeNames(columns.keys) {
        var last = 0.0
        let values = (columns[name] ?? []).map { value -> Double in
          if let value { last = value }
          return last
        }
        guard let first = values.first, values.contains(where: { $0 != first }) else { continue }
        var exact: [Double]?
        if let velocities, velocities.count == values.count {
          exact = exactVelocities(of: values, at: path, attribute: name, measured: velocities)
        }
        result.append(
          MotionSeries(
            path: path, title: titles[path] ?? path, attribute: name, start: log.frames[0].time,
            step: step, values: values, exactVelocities: exact))
      }
    }
    return result
  }
}
