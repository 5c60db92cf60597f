@testable import Cadence

/// Samples `animation` over an interval of `interval` at each of `times`, in order, with one
/// context carried from sample to sample as a track carries it; nil where it has finished.
func sample(_ animation: Animation, at times: [Double], interval: Double = 100) -> [Double?] {
  var context = AnimationContext<Double>()
  return times.map { animation.animate(value: interval, time: $0, context: &context) }
}
