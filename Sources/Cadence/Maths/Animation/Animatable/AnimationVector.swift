/// Up to four components of animatable data as one concrete vector: the representation in
/// which the runtime animates the built-in data types (numbers and pairs of them), so that a
/// frame tick runs specialised code instead of generic code over nested pairs.
struct AnimationVector: VectorArithmetic, Sendable {
  /// The components; unused ones stay zero.
  var storage: SIMD4<Double>

  /// The most components a vector holds.
  static let capacity = 4

  init(_ storage: SIMD4<Double> = .zero) {
    self.storage = storage
  }

  static var zero: AnimationVector { AnimationVector() }

  mutating func scale(by rhs: Double) { storage *= rhs }

  /// The vector times `rhs`, inline (the protocol's default is a call per use, and the
  /// frame-tick store scales every slot at every frame).
  @inline(__always)
  func scaled(by rhs: Double) -> AnimationVector { AnimationVector(storage * rhs) }

  var magnitudeSquared: Double { (storage * storage).sum() }

  /// Whether `base + interval × f` is finite for every fraction `f` within [−1, 2]: each
  /// component's `|base| + 2 |interval|` is.
  static func staysFinite(base: AnimationVector, interval: AnimationVector) -> Bool {
    for index in 0..<capacity {
      let bound = base.storage[index].magnitude + 2 * interval.storage[index].magnitude
      if !bound.isFinite { return false }
    }
    return true
  }

  /// Whether every component is finite: `x − x` is 0 for a finite number and NaN for an
  /// infinity or a NaN (half the work of squaring, and no overflow for huge finite values).
  @inline(__always)
  var isFinite: Bool { all(storage - storage .== SIMD4(repeating: 0)) }

  static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.storage + rhs.storage) }
  static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.storage - rhs.storage) }
  static func += (lhs: inout Self, rhs: Self) { lhs.storage += rhs.storage }
  static func -= (lhs: inout Self, rhs: Self) { lhs.storage -= rhs.storage }
}

/// Animatable data made of at most four numbers, which converts to and from an
/// `AnimationVector`.
protocol FlatAnimatableData: VectorArithmetic {
  /// How many numbers the data has.
  static var componentCount: Int { get }
  /// Writes the numbers into `vector` from `index` on.
  func write(into vector: inout AnimationVector, at index: Int)
  /// Reads the numbers from `vector` from `index` on.
  init(from vector: AnimationVector, at index: Int)
}

extension Double: FlatAnimatableData {
  static var componentCount: Int { 1 }
  func write(into vector: inout AnimationVector, at index: Int) { vector.storage[index] = self }
  init(from vector: AnimationVector, at index: Int) { self = vector.storage[index] }
}

extension CGFloat: FlatAnimatableData {
  static var componentCount: Int { 1 }
  func write(into vector: inout AnimationVector, at index: Int) {
    vector.storage[index] = Double(self)
  }
  init(from vector: AnimationVector, at index: Int) { self = CGFloat(vector.storage[index]) }
}

extension Float: FlatAnimatableData {
  static var componentCount: Int { 1 }
  func write(into vector: inout AnimationVector, at index: Int) {
    vector.storage[index] = Double(self)
  }
  init(from vector: AnimationVector, at index: Int) { self = Float(vector.storage[index]) }
}

extension EmptyAnimatableData: FlatAnimatableData {
  static var componentCount: Int { 0 }
  func write(into vector: inout AnimationVector, at index: Int) {}
  init(from vector: AnimationVector, at index: Int) { self.init() }
}

extension AnimatablePair: FlatAnimatableData
where First: FlatAnimatableData, Second: FlatAnimatableData {
  static var componentCount: Int { First.componentCount + Second.componentCount }

  func write(into vector: inout AnimationVector, at index: Int) {
    first.write(into: &vector, at: index)
    second.write(into: &vector, at: index + First.componentCount)
  }

  init(from vector: AnimationVector, at index: Int) {
    self.init(
      First(from: vector, at: index), Second(from: vector, at: index + First.componentCount))
  }
}
