// Controls labelled with a title and an image of the app's assets (`ImageResource`): the
// label is a `Label` of the title and the image, as with a symbol.

extension Cadence.Label where Title == Text, Icon == Image {
  /// A label of a title and an image of the app's assets.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init {
      Text(titleKey)
    } icon: {
      Image(resource)
    }
  }
}

@MainActor
extension Button where Label == Cadence.Label<Text, Image> {
  /// Creates a button labelled with a title and an image of the app's assets.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: titleKey.text, label: Cadence.Label(titleKey, image: image), role: nil,
      action: action)
  }

  /// Creates a button with a role labelled with a title and an image of the app's assets.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: titleKey.text, label: Cadence.Label(titleKey, image: image), role: role,
      action: action)
  }
}

extension Menu where Label == Cadence.Label<Text, Image> {
  /// Creates a menu labelled with a title and an image of the app's assets.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Cadence.Label(titleKey, image: image) }
  }

  /// Creates a menu labelled with a title and an image of the app's assets, whose label runs
  /// `primaryAction` when tapped.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Cadence.Label(titleKey, image: image) },
      primaryAction: primaryAction)
  }

  /// Creates a menu labelled with a title and a symbol, whose label runs `primaryAction`
  /// when tapped.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Cadence.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }
}

extension Toggle where Label == Cadence.Label<Text, Image> {
  /// Creates a toggle over several sources labelled with a title and an image of the app's
  /// assets: on when every source is on; switching it sets them all.
  @MainActor
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Cadence.Label(titleKey, image: image) }
  }
}

extension ContentUnavailableView
where Label == Cadence.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates a view from a title, the name of an image of the app's assets and a description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { Cadence.Label(title, image: name) }, description: { description })
  }

  /// Creates a view from a title string, the name of an image of the app's assets and a
  /// description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(
      label: {
        Cadence.Label {
          Text(title)
        } icon: {
          Image(name)
        }
      },
      description: { description })
  }
}
