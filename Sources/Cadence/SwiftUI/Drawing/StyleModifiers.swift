/// Fills the background of each rendered node with a style.
struct _BackgroundStyleModifier: RenderModifier, Equatable {
  static let attributeName = "background"
  static let foldsIntoRenderedNode = true
  var style: String

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(style, for: "background")
  }
}

extension View {
  /// Sets a view's foreground elements to use a given style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    // A style of one's own is resolved in the environment it is set in.
    var resolve: (@MainActor (EnvironmentValues) -> String?)?
    if style.resolvesInEnvironment {
      resolve = { environment in style.styleDescription(in: environment) }
    }
    return modifier(
      _EnvironmentKeyWritingModifier(
        keyPath: \.foregroundStyleDescription, value: style.styleDescription, resolve: resolve))
  }

  /// Sets the colour of the foreground elements displayed by this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyleDescription, color?.name)
  }

  /// Sets the view's background to a style; over a material, the view's content sees it
  /// as `\.backgroundMaterial`.
  public func background<S: ShapeStyle>(_ style: S) -> some View {
    let material = style as? Material
    return transformEnvironment(\.backgroundMaterial) { if let material { $0 = material } }
      .modifier(_BackgroundStyleModifier(style: style.styleDescription))
  }
}
