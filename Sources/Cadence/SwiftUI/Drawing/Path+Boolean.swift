import Foundation

// The boolean operations of paths (iOS 17): the regions two paths fill, combined, and the
// parts of one's lines inside or outside the other's region. Curves are followed as
// `Path.booleanChords` straight chords each: the results are polygons, within a few
// hundred-thousandths of a circle's radius of the curves they follow, with no contours
// overlapping (they fill the same under either rule).

extension Path {
  /// The chords each curve is followed by in boolean operations: a quarter circle as 64
  /// chords is within 0.00008 of its radius (1 − cos(π/256)).
  static let booleanChords = 64

  /// The region this path or `other` fills (by the even-odd rule with `eoFill`, else
  /// non-zero).
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    combined(with: other, .union, eoFill: eoFill)
  }

  /// The region both this path and `other` fill.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    combined(with: other, .intersection, eoFill: eoFill)
  }

  /// The region this path fills and `other` does not.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    combined(with: other, .subtraction, eoFill: eoFill)
  }

  /// The region exactly one of this path and `other` fills.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    combined(with: other, .symmetricDifference, eoFill: eoFill)
  }

  /// The parts of this path's lines inside the region `other` fills, as open subpaths.
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    clipped(by: other, inside: true, eoFill: eoFill)
  }

  /// The parts of this path's lines outside the region `other` fills, as open subpaths.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    clipped(by: other, inside: false, eoFill: eoFill)
  }

  /// The region this path fills, as contours that neither cross nor overlap.
  public func normalized(eoFill: Bool = true) -> Path {
    combined(with: Path(), .union, eoFill: eoFill)
  }

  private func region(eoFill: Bool) -> PolygonBoolean.Region {
    PolygonBoolean.Region(
      contours: polylines(chords: Self.booleanChords).map(\.points), evenOdd: eoFill)
  }

  private func combined(
    with other: Path, _ operation: PolygonBoolean.Operation, eoFill: Bool
  ) -> Path {
    let contours = PolygonBoolean.combine(
      region(eoFill: eoFill), other.region(eoFill: eoFill), operation)
    var path = Path()
    for contour in contours {
      path.addLines(contour)
      path.closeSubpath()
    }
    return path
  }

  private func clipped(by other: Path, inside: Bool, eoFill: Bool) -> Path {
    let lines = polylines(chords: Self.booleanChords).map { ($0.points, $0.isClosed) }
    var path = Path()
    for line in PolygonBoolean.clip(lines, to: other.region(eoFill: eoFill), inside: inside) {
      path.addLines(line)
    }
    return path
  }
}

/// A shape whose path is a boolean operation of two shapes' paths in the same rectangle.
public struct _BooleanShape<First: Shape, Second: Shape>: Shape {
  let first: First
  let second: Second
  let operation: @Sendable (Path, Path) -> Path

  public func path(in rect: CGRect) -> Path {
    operation(first.path(in: rect), second.path(in: rect))
  }

  public nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Shape {
  /// The region this shape or `other` fills.
  public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
  }

  /// The region both this shape and `other` fill.
  public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
  }

  /// The region this shape fills and `other` does not.
  public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
  }

  /// The region exactly one of this shape and `other` fills.
  public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
  }

  /// The parts of this shape's lines inside the region `other` fills.
  public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
  }

  /// The parts of this shape's lines outside the region `other` fills.
  public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _BooleanShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
  }
}
