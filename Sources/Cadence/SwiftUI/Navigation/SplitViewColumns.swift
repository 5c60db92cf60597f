import Foundation

/// A column of a `NavigationSplitView`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Role: Hashable, Sendable { case sidebar, content, detail }
  let role: Role

  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(role: .sidebar)
  /// The content column, between the sidebar and the detail.
  public static let content = NavigationSplitViewColumn(role: .content)
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(role: .detail)

  var name: String {
    switch role {
    case .sidebar: return "sidebar"
    case .content: return "content"
    case .detail: return "detail"
    }
  }
}

/// Which columns of a `NavigationSplitView` are shown in a regular size class.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  let name: String

  /// All of them.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// Two: the sidebar and the detail, or with three columns the content and the detail.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// The system's choice: all of them.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")

  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard ["all", "doubleColumn", "detailOnly", "automatic"].contains(name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "not a NavigationSplitViewVisibility: \(name)"))
    }
    self.name = name
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  private init(name: String) {
    self.name = name
  }
}
