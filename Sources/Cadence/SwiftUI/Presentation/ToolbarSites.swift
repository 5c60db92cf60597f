// Where toolbar items go. On iOS a view's `toolbar` items sit in the bars of the navigation
// container around it, not in the view: each `toolbar` is a site that hands its items, with
// the environment they see, to the container's bar model; the container lays them out in its
// bars (`NavigationBarLayout`). A site outside any navigation container (where iOS shows no
// bar) keeps them in a row over its top, so that they can still be found and tapped.

/// The toolbar items the views inside one navigation container give its bars, by site, in the
/// order the sites first gave them.
@MainActor
final class ToolbarBarModel {
  /// The items of one `toolbar` modifier and the environment where it was applied.
  struct Entry {
    let site: ObjectIdentifier
    var items: AnyView
    var environment: EnvironmentValues
  }

  private var entries: [Entry] = []
  /// Counts the changes; the bar notes the count it showed.
  private var version = 0
  private var shownVersion = 0
  /// Evaluates the bar again (set by the bar).
  private var onChange: (@MainActor () -> Void)?

  /// The entries, for the bar to show now; `onChange` evaluates the bar again when they
  /// change after this.
  func shownEntries(onChange: @escaping @MainActor () -> Void) -> [Entry] {
    shownVersion = version
    self.onChange = onChange
    return entries
  }

  /// Takes the items of `site`, replacing those it gave before.
  func set(_ items: AnyView, environment: EnvironmentValues, for site: ObjectIdentifier) {
    if let index = entries.firstIndex(where: { $0.site == site }) {
      entries[index].items = items
      entries[index].environment = environment
    } else {
      entries.append(Entry(site: site, items: items, environment: environment))
    }
    version &+= 1
  }

  /// Drops the items of a site that left the screen.
  func remove(_ site: ObjectIdentifier) {
    guard let index = entries.firstIndex(where: { $0.site == site }) else { return }
    entries.remove(at: index)
    version &+= 1
    notify()
  }

  /// Evaluates the bar again when it has not shown the latest items.
  func notify() {
    if shownVersion != version { onChange?() }
  }
}

/// A token whose identity stands for one `toolbar` modifier on screen.
@MainActor
final class ToolbarSiteToken {}

extension EnvironmentValues {
  /// The bar model of the navigation container around these views (nil outside one, and in
  /// a presentation, whose content is outside the presenter's bars).
  @Entry var toolbarBar: ToolbarBarModel? = nil
}

/// The view of a `toolbar` modifier: inside a navigation container it gives its items to the
/// container's bars; outside one it lays them in a row over the top of its content.
struct _ToolbarSite<Content: View>: View {
  let content: Content
  let items: AnyView
  @Environment(\.self) private var environment
  @State private var token = ToolbarSiteToken()

  /// The site of `items` on `content`; an item that names no placement is marked `automatic`.
  init(content: Content, items: AnyView) {
    self.content = content
    self.items = AnyView(items.modifier(_StyleEffect(name: "toolbar", value: "automatic")))
  }

  var body: some View {
    if let model = environment.toolbarBar {
      let site = ObjectIdentifier(token)
      let _ = model.set(items, environment: environment, for: site)
      let _ = UpdateContext.current?.enqueueAction { model.notify() }
      content.onDisappear { model.remove(site) }
    } else {
      content.overlay(alignment: .top) { HStack { items } }
    }
  }
}

/// Gives a navigation container its bar: a model its content's toolbars fill, and the bar's
/// items laid over the container where iOS shows its bars.
struct _NavigationBarHost: ViewModifier {
  @State private var model = ToolbarBarModel()

  func body(content: Content) -> some View {
    content
      .environment(\.toolbarBar, model)
      .overlay(alignment: .top) { _NavigationBarItems(model: model) }
  }
}
