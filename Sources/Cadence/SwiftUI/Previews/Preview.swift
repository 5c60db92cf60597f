/// A preview: a name, traits, and the views it shows, as the `#Preview` macro makes it.
public struct Preview {
  /// The kind of traits a preview of views takes.
  public enum ViewTraits {}

  /// The name given (nil: the preview is known by its file and line).
  public let displayName: String?
  /// The traits, in the order given.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The views shown: one, or one for each argument.
  let viewMaker: @MainActor () -> [AnyView]

  /// Creates a preview of the view `body` makes.
  @MainActor
  @preconcurrency public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    displayName = name
    self.traits = traits
    viewMaker = { [AnyView(body())] }
  }

  /// Creates a group of previews, the view `body` makes for each of `arguments`.
  @MainActor
  @preconcurrency public init<T>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
    @ViewBuilder body: @escaping @MainActor (T) -> any View
  ) {
    displayName = name
    self.traits = traits
    viewMaker = { arguments.map { AnyView(body($0)) } }
  }

  /// The layout the traits ask for (the last one given wins, as in Xcode's canvas).
  public var layout: PreviewLayout {
    var layout = PreviewLayout.device
    for trait in traits {
      for value in trait.values {
        switch value {
        case .layout(let chosen): layout = chosen
        case .orientation, .modifier: break
        }
      }
    }
    return layout
  }

  /// The orientation the traits ask for (portrait by default).
  public var orientation: InterfaceOrientation {
    var orientation = InterfaceOrientation.portrait
    for trait in traits {
      for case .orientation(let chosen) in trait.values { orientation = chosen }
    }
    return orientation
  }

  /// The views of the preview: one, or one for each argument, each wrapped by the modifier
  /// traits in the order given (the first innermost).
  @MainActor
  public func makeViews() -> [AnyView] {
    let modifiers = traits.flatMap(\.values).compactMap { value -> AnyPreviewModifier? in
      if case .modifier(let modifier) = value { return modifier }
      return nil
    }
    return viewMaker().map { view in modifiers.reduce(view) { $1.apply($0) } }
  }
}

/// A trait of a preview, for previews of kind `T`.
public struct PreviewTrait<T>: Sendable {
  enum Value: Hashable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    /// A modifier wrapping the preview's views (`modifier(_:)`).
    case modifier(AnyPreviewModifier)
  }

  let values: [Value]

  init(_ value: Value) { values = [value] }

  /// One trait made of several.
  public init(_ traits: PreviewTrait<T>...) { values = traits.flatMap(\.values) }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview fills the default device's screen.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
  /// The preview is as large as its view's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
  /// The preview has a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(.layout(.fixed(width: width, height: height)))
  }
  /// The device held upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
  /// The device turned with its top to the right.
  public static var landscapeRight: PreviewTrait<T> {
    PreviewTrait(.orientation(.landscapeRight))
  }
  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(.orientation(.portraitUpsideDown))
  }
}

/// A type the `#Preview` macro generates: where the preview was written, and how to make it.
public protocol PreviewRegistry {
  /// The file the preview is in (`Module/File.swift`).
  static var fileID: String { get }
  /// The line of its `#Preview`.
  static var line: Int { get }
  /// The column of its `#Preview`.
  static var column: Int { get }
  /// Makes the preview.
  @MainActor static func makePreview() throws -> Preview
}
