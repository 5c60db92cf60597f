import Foundation

struct ListStyleKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  var listStyleName: String? {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of lists in this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyleName, style._styleName)
  }

  /// Sets the background of this row of a list (recorded as `listRowBackground`).
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(
      _StyleEffect(name: "listRowBackground", value: view.map { Self.describe($0) } ?? "none"))
  }

  /// Sets the insets of this row of a list: its content is proposed the row's width less its
  /// leading and trailing insets and placed within them, and the row is at least its content
  /// and its top and bottom insets long (recorded as `listRowInsets`, top leading bottom
  /// trailing; nil: the list's).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    layoutValue(
      key: ListRowInsetsKey.self,
      value: insets.map {
        ListRowInsetValues(
          top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
      }
    )
    .modifier(
      _StyleEffect(
        name: "listRowInsets",
        value: insets.map {
          [$0.top, $0.leading, $0.bottom, $0.trailing]
            .map { DecimalFormatting.format(Double($0)) }.joined(separator: " ")
        } ?? "default"))
  }

  /// Hides or shows this row's separator (recorded).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(
      _StyleEffect(name: "listRowSeparator", value: visibility.rawValue + edges.recordedSuffix))
  }

  /// A short description of a view value, for recorded attributes: a colour's name, else
  /// its type.
  fileprivate static func describe<V: View>(_ view: V) -> String {
    if let color = view as? Color { return color.name }
    let name = "\(V.self)"
    return name.split(separator: "<").first.map(String.init) ?? name
  }
}

/// Whether something is shown.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]

    /// The set of the one edge `e`.
    public init(_ e: VerticalEdge) { self = e == .top ? .top : .bottom }

    /// How the edges read after a recorded value: nothing for both, else ` top` or ` bottom`
    /// (` none` for neither).
    var recordedSuffix: String {
      switch self {
      case .all: ""
      case .top: " top"
      case .bottom: " bottom"
      default: " none"
      }
    }
  }
}

// MARK: - Editing rows

/// Views made of a collection's elements (`ForEach`): they can take delete and move actions.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The collection.
  associatedtype Data: Collection
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Sets the action that deletes rows: in a list, a row swiped away (`host.deleteRow`) calls
  /// it with the row's offset among the rows; each row carries `onDelete` = `true`.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(_RowActionModifier(name: "onDelete", action: action.map { .delete($0) }))
  }

  /// Sets the action that moves rows: in a list, a row dragged elsewhere (`host.moveRow`)
  /// calls it with the row's offset and the offset it goes before, counted before the move;
  /// each row carries `onMove` = `true`.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(_RowActionModifier(name: "onMove", action: action.map { .move($0) }))
  }
}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: _DynamicViewContentModifier {
  public typealias Data = Content.Data
}
