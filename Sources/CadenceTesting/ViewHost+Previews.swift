import Cadence

extension ViewHost where Root == AnyView {
  /// The screen of the default device (an iPhone's, in points), upright.
  public static var defaultPreviewScreen: CGSize { CGSize(width: 390, height: 844) }

  /// Hosts one view of `preview` (the first, or the `index`th of a preview with arguments)
  /// as Xcode's canvas does, its traits deciding the screen: the default device, upright or
  /// turned by an orientation trait, with its safe area (`iPhoneSafeAreaInsets`); `sizeThatFitsLayout`, the size the view asks for when
  /// proposed none (its ideal size; the default screen if that is empty or infinite);
  /// `fixedLayout(width:height:)`, that size.
  public convenience init(
    preview: Preview, index: Int = 0, framesPerSecond: Double = 120,
    diagnostics policy: DiagnosticPolicy = .collect
  ) {
    let views = preview.makeViews()
    let view = views.indices.contains(index) ? views[index] : AnyView(EmptyView())
    var screen = Self.defaultPreviewScreen
    var insets = ViewHost.iPhoneSafeAreaInsets
    if preview.orientation.isLandscape {
      screen = CGSize(width: screen.height, height: screen.width)
      insets = ViewHost.iPhoneLandscapeSafeAreaInsets
    }
    switch preview.layout {
    case .device:
      self.init(
        view, size: screen, safeAreaInsets: insets, framesPerSecond: framesPerSecond,
        diagnostics: policy)
    case .fixed(let width, let height):
      self.init(
        view, size: CGSize(width: width, height: height), framesPerSecond: framesPerSecond,
        diagnostics: policy)
    case .sizeThatFits:
      self.init(view, size: screen, framesPerSecond: framesPerSecond, diagnostics: policy)
      let ideal = runtime.rootSize(for: .unspecified)
      if ideal.width.isFinite, ideal.height.isFinite, ideal.width >= 1, ideal.height >= 1 {
        size = ideal
      }
    }
  }
}

extension ViewHost {
  /// The safe area insets of the default device (an iPhone of 390×844 points) upright: the
  /// status bar and notch above (47), the home indicator below (34).
  public static var iPhoneSafeAreaInsets: EdgeInsets {
    EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
  }

  /// The safe area insets of the default device on its side: the notch and its mirror at
  /// either side (47), the home indicator below (21).
  public static var iPhoneLandscapeSafeAreaInsets: EdgeInsets {
    EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
  }
}

extension ViewHost where Root == AnyView {
  /// Hosts the content of `app`'s first window (the first `WindowGroup` or `Window` of its
  /// scenes), as the app shows it on launch; an app without one is reported and shows
  /// nothing.
  public convenience init<A: App>(
    app: A, size: CGSize = CGSize(width: 390, height: 844), framesPerSecond: Double = 120,
    diagnostics policy: DiagnosticPolicy = .collect
  ) {
    let content = app.body._firstWindowContent()
    self.init(
      content ?? AnyView(EmptyView()), size: size, framesPerSecond: framesPerSecond,
      diagnostics: policy)
    if content == nil {
      runtime.report(.viewWithoutBody, "\(A.self) has no window to show", path: "\(A.self)")
    }
  }
}
