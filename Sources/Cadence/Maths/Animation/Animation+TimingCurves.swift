extension Animation {
  /// The duration of timing-curve animations when none is given, 0.35 s.
  static let defaultTimingCurveDuration = 0.35

  private static func bezier(_ name: String, _ curve: UnitCurve, _ duration: Double) -> Animation {
    Animation(
      TimingCurveAnimation(
        curve: curve, requestedDuration: duration, reportsVelocity: false, name: name))
  }

  /// A linear animation of 0.35 s.
  public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

  /// An animation with a constant rate over `duration`.
  public static func linear(duration: TimeInterval) -> Animation {
    bezier("linear", .linear, duration)
  }

  /// An ease-in animation of 0.35 s: Bézier (0.42, 0), (1, 1).
  public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

  /// An animation that starts slowly and then speeds up.
  public static func easeIn(duration: TimeInterval) -> Animation {
    bezier("easeIn", .easeIn, duration)
  }

  /// An ease-out animation of 0.35 s: Bézier (0, 0), (0.58, 1).
  public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

  /// An animation that starts quickly and then slows down.
  public static func easeOut(duration: TimeInterval) -> Animation {
    bezier("easeOut", .easeOut, duration)
  }

  /// An ease-in-out animation of 0.35 s: Bézier (0.42, 0), (0.58, 1).
  public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

  /// An animation that starts slowly, speeds up, then slows down.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    bezier("easeInOut", .easeInOut, duration)
  }

  /// An animation along a cubic Bézier with control points (p1x, p1y) and (p2x, p2y).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    bezier(
      "timingCurve",
      .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration)
  }

  /// An animation along `curve` over `duration`; it reports its velocity to an animation that
  /// interrupts it.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(
      TimingCurveAnimation(
        curve: curve, requestedDuration: duration, reportsVelocity: true, name: "timingCurve"))
  }
}
