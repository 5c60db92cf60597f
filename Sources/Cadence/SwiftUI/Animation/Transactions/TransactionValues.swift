/// How a dismissal made in a transaction behaves (`Transaction.dismissBehavior`).
public struct DismissBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// As a person's dismissal: a document asks to save first.
  public static let interactive = DismissBehavior(name: "interactive")
  /// Without asking: unsaved changes are dropped.
  public static let destructive = DismissBehavior(name: "destructive")

  public var description: String { name }
}

extension Transaction {
  /// How a `dismiss()` in this transaction behaves (the window's owner reads it).
  @Entry public var dismissBehavior: DismissBehavior = .interactive
  /// The anchor a scroll view aligns its target to when a scroll position changes in this
  /// transaction (nil: the scroll position's own anchor).
  @Entry public var scrollTargetAnchor: UnitPoint? = nil
}
