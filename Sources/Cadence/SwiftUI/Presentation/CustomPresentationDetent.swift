/// A sheet height of the app's own (`PresentationDetent.custom(_:)`): the height for a
/// context, or nil to leave the detent out.
public protocol CustomPresentationDetent {
  /// The height of the detent in `context`; nil leaves it out.
  static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What a custom detent's height is computed from.
  public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
  /// What a custom detent's height is computed from: the largest height a sheet may have,
  /// and the sheet's environment (`context.dynamicTypeSize`, …).
  @dynamicMemberLookup
  public struct Context {
    /// The height of the largest detent (`.large`).
    public var maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// A value of the sheet's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// A detent whose height `type` computes (recorded as `custom(<type>)`).
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "custom(\(D.self))")
  }
}
