/// An image of an asset catalog, as Xcode generates its symbols (`Image(.photo)`).
public struct ImageResource: Hashable, Sendable {
  let name: String
  let bundle: Bundle

  /// The image `name` of `bundle`'s catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour of an asset catalog, as Xcode generates its symbols (`Color(.brand)`).
public struct ColorResource: Hashable, Sendable {
  let name: String
  let bundle: Bundle

  /// The colour `name` of `bundle`'s catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
