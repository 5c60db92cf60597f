// The navigation bar modifiers SwiftUI deprecated in iOS 14–16, still common in code: each
// does what its replacement does.
extension View {
  /// Sets the title in the navigation bar (deprecated: `navigationTitle`).
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the title in the navigation bar (deprecated: `navigationTitle`).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the title in the navigation bar (deprecated: `navigationTitle`).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the title and its display mode (deprecated: `navigationTitle` and
  /// `navigationBarTitleDisplayMode`).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the title and its display mode (deprecated).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the title and its display mode (deprecated).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Puts views at the leading and trailing edges of the navigation bar (deprecated:
  /// `toolbar` with leading and trailing items).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts a view at the leading edge of the navigation bar (deprecated).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts a view at the trailing edge of the navigation bar (deprecated).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Fills the background with a style, ignoring the safe area at `edges` (Cadence's screen
  /// has none).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(style)
  }

  /// Fills a shape behind the view with a style.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Fills a shape behind the view with the background style.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(Color.white, style: fillStyle))
  }

  /// Fills a style over the view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(Rectangle().fill(style))
  }

  /// Fills a shape over the view with a style.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }
}
