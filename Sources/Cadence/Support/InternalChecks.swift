/// Internal invariants are checked by assertions in debug builds, and always (release builds
/// included) when the package is built with `-DCADENCE_INTERNAL_CHECKS`; CI runs the tests and
/// the fuzzer once that way. A release build without it checks nothing: these are the checks
/// that the hot path's unchecked constructs rely on (Documentation/Performance.md lists them).
@inline(__always)
func internalCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  #if CADENCE_INTERNAL_CHECKS
    precondition(condition(), "internal check failed: " + message(), file: file, line: line)
  #else
    assert(condition(), "internal check failed: " + message(), file: file, line: line)
  #endif
}

/// Whether the invariants are checked after every update (`-DCADENCE_INTERNAL_CHECKS`).
var internalChecksEnabled: Bool {
  #if CADENCE_INTERNAL_CHECKS
    true
  #else
    false
  #endif
}

/// `object` as `T`, which the caller knows it is: a slot always holds a node of the type its
/// parent put there, a box the type its key names. The one downcast of the package: unchecked
/// in release builds, checked in debug and internal-check builds.
@inline(__always)
func downcast<T: AnyObject>(
  _ object: AnyObject, to type: T.Type, file: StaticString = #fileID, line: UInt = #line
) -> T {
  internalCheck(
    object is T, "\(Swift.type(of: object)) is not \(T.self)", file: file, line: line)
  return unsafeDowncast(object, to: T.self)
}

/// `value` as `U`, which is its own type under another generic name (an animation's `Value`
/// that is the flat type `F`, a view `Host` that is the `Animatable` `A`): no conversion, the
/// same bits. Unchecked in release builds, checked in debug and internal-check builds.
@inline(__always)
func sameValue<T, U>(
  _ value: T, as type: U.Type, file: StaticString = #fileID, line: UInt = #line
) -> U {
  internalCheck(T.self == U.self, "\(T.self) is not \(U.self)", file: file, line: line)
  return unsafeBitCast(value, to: U.self)
}
