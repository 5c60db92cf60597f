#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the recursions over the view tree (mount, update, unmount, render, freeze) within
/// the stack, however deep the tree: every `levelsPerSegment` nested levels, the recursion
/// goes on on a fresh stack segment of `segmentStackSize` bytes, on the same thread
/// (`swapcontext`), and comes back when that level returns. A tree 10,000 levels deep
/// (SwiftUI apps nest deeply through modifiers) needed 16 MB or more of an 8 MB main-thread
/// stack and crashed.
///
/// The thread does not change, so actor isolation (checked at run time in places) holds and
/// nothing runs concurrently; shallow trees never leave their stack (the cost is a counter
/// per level). Where `makecontext` cannot be found, the recursion stays on its stack.
package enum DeepRecursion {
  /// Nested levels run on one segment before the next one starts: 128 levels use at most
  /// ~0.5 MB in a debug build, well within any thread's stack.
  static let levelsPerSegment = 128
  /// The stack of each further segment: 16 MB, reserved, not committed, until used.
  static let segmentStackSize = 16 << 20

  /// Nested guarded levels since the current segment began. Only the thread running the
  /// recursion touches it (views are main-actor bound), which is why it may be unsynchronised.
  @exclusivity(unchecked) nonisolated(unsafe) private static var levels = 0
  /// The work handed to a new segment's entry point, which takes it at once.
  nonisolated(unsafe) private static var pendingWork: (() -> Void)?

  /// Runs `body`, on a fresh stack segment when the current one holds `levelsPerSegment`
  /// levels already.
  @inline(__always)
  fileprivate static func guarded<Result>(_ body: () -> Result) -> Result {
    if levels < levelsPerSegment || functions == nil {
      levels += 1
      defer { levels -= 1 }
      return body()
    }
    return onNewSegment(body)
  }

  private static func onNewSegment<Result>(_ body: () -> Result) -> Result {
    let saved = levels
    levels = 0
    defer { levels = saved }
    var result: Result?
    withoutActuallyEscaping(body) { escapable in
      withoutActuallyEscaping({ result = escapable() }) { work in
        runOnSegment(work)
      }
    }
    return result!
  }

  /// The `ucontext` functions, looked up by name: `makecontext` is variadic and the others are
  /// marked as returning twice, so Swift imports none of them. `makecontext` is called with
  /// no extra arguments; `getcontext` only fills in a context that is never resumed.
  private struct ContextFunctions {
    typealias Get = @convention(c) (UnsafeMutablePointer<ucontext_t>?) -> Int32
    typealias Make =
      @convention(c) (
        UnsafeMutablePointer<ucontext_t>?, (@convention(c) () -> Void)?, Int32
      ) -> Void
    typealias Swap =
      @convention(c) (
        UnsafeMutablePointer<ucontext_t>?, UnsafePointer<ucontext_t>?
      ) -> Int32

    let get: Get
    let make: Make
    let swap: Swap

    init?() {
      func lookUp<F>(_ name: String, as _: F.Type) -> F? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: F.self)
      }
      guard let get = lookUp("getcontext", as: Get.self),
        let make = lookUp("makecontext", as: Make.self),
        let swap = lookUp("swapcontext", as: Swap.self)
      else { return nil }
      self.get = get
      self.make = make
      self.swap = swap
    }
  }

  private static let functions = ContextFunctions()

  private static func runOnSegment(_ work: @escaping () -> Void) {
    guard let functions else { return work() }
    let stack = UnsafeMutableRawPointer.allocate(byteCount: segmentStackSize, alignment: 16)
    let caller = UnsafeMutablePointer<ucontext_t>.allocate(capacity: 1)
    let callee = UnsafeMutablePointer<ucontext_t>.allocate(capacity: 1)
    defer {
      stack.deallocate()
      caller.deallocate()
      callee.deallocate()
    }
    _ = functions.get(callee)
    callee.pointee.uc_stack.ss_sp = stack
    callee.pointee.uc_stack.ss_size = segmentStackSize
    callee.pointee.uc_link = caller
    pendingWork = work
    functions.make(callee, { DeepRecursion.enterSegment() }, 0)
    _ = functions.swap(caller, callee)
  }

  /// The entry point of a segment: takes the pending work and runs it; returning resumes the
  /// caller's context (`uc_link`).
  private static func enterSegment() {
    let work = pendingWork
    pendingWork = nil
    work?()
  }
}

/// Runs `body` one level deeper in a recursion over a tree (the view tree, a render item's
/// children, a snapshot's): the one driver of deep recursion, and the only place stack
/// segments are switched (`DeepRecursion`). Every recursive walk goes through it, or through
/// `_ViewNode.forEachChildDescending`, which calls it.
@inline(__always)
package func descend<Result>(_ body: () -> Result) -> Result {
  DeepRecursion.guarded(body)
}
