/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0, 1] to an output progress that is also in the range [0, 1]. Changing the shape of the
/// curve changes the rate of an animation.
public struct UnitCurve: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case linear
    case bezier(start: UnitPoint, end: UnitPoint)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  let storage: Storage

  /// Creates a curve from a cubic Bézier with control points (0, 0), `startControlPoint`,
  /// `endControlPoint` and (1, 1).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(storage: .bezier(start: startControlPoint, end: endControlPoint))
  }

  /// A curve whose output equals its input.
  public static let linear = UnitCurve(storage: .linear)
  /// Starts slowly and speeds up: Bézier (0.42, 0), (1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Starts quickly and slows down: Bézier (0, 0), (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts slowly, speeds up, then slows down: Bézier (0.42, 0), (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// The deprecated name of `easeInOut`.
  public static let easeInEaseOut = easeInOut
  /// A quarter circle that starts slowly: `1 − √(1 − x²)`.
  public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
  /// A quarter circle that starts quickly: `√(1 − (1 − x)²)`.
  public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
  /// Two quarter circles: slow, fast, slow.
  public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

  /// The output progress at `progress`, which is clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let x = Self.clampUnit(progress)
    switch storage {
    case .linear:
      return x
    case .bezier(let start, let end):
      return Self.solver(start, end).value(at: x)
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : (((8 - 4 * x) * x - 3).squareRoot() + 1) / 2
    }
  }

  /// The rate of change of the output at `progress` (clamped to [0, 1]): dy/dx. Infinite
  /// where the curve is vertical.
  public func velocity(at progress: Double) -> Double {
    let x = Self.clampUnit(progress)
    switch storage {
    case .linear:
      return 1
    case .bezier(let start, let end):
      // The velocity clamps only the x coordinates, so overshooting curves keep their slope.
      return CubicSolver(Self.clampUnit(start.x), start.y, Self.clampUnit(end.x), end.y)
        .velocity(at: x)
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / (x * (2 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? 2 * x / (1 - 4 * x * x).squareRoot()
        : (2 - 2 * x) / ((8 - 4 * x) * x - 3).squareRoot()
    }
  }

  /// The curve with its axes swapped: input and output exchange roles.
  public var inverse: UnitCurve {
    switch storage {
    case .linear: return .linear
    case .bezier(let start, let end):
      return .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x))
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return .circularEaseInOut
    }
  }

  /// The solver of a Bézier curve, which `value(at:)` uses with progress clamped to [0, 1];
  /// nil for the other curves.
  var valueSolver: CubicSolver? {
    guard case .bezier(let start, let end) = storage else { return nil }
    return Self.solver(start, end)
  }

  /// The value clamps both coordinates of the control points into [0, 1].
  private static func solver(_ start: UnitPoint, _ end: UnitPoint) -> CubicSolver {
    CubicSolver(clampUnit(start.x), clampUnit(start.y), clampUnit(end.x), clampUnit(end.y))
  }

  static func clampUnit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
