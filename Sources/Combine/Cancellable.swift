import Foundation

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancel the activity.
  func cancel()
}

/// A type that cancels its activity when it is deinitialized, or when `cancel()` is called.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Wraps a cancellable, cancelling it when this one is cancelled or deinitialized.
  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = { canceller.cancel() }
  }

  /// Cancel the activity.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  deinit { cancelAction?() }

  /// Stores this cancellable in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Stores this cancellable in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Cancellable {
  /// Stores this cancellable in the specified set, as an `AnyCancellable`.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Stores this cancellable in the specified collection, as an `AnyCancellable`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  private nonisolated(unsafe) static var next: UInt64 = 0
  private static let lock = NSLock()

  /// Creates a unique identifier.
  public init() {
    Self.lock.lock()
    Self.next += 1
    value = Self.next
    Self.lock.unlock()
  }

  /// The identifier of an object.
  public init(_ obj: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  public var description: String { "0x\(String(value, radix: 16))" }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identifier.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
