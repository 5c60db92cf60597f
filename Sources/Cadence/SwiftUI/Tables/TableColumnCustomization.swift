import Foundation

/// What the user changed of a table's columns: which are shown, by their customization IDs.
/// Codable, so an app can keep it (`@SceneStorage`, `@AppStorage` as data).
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: String] = [:]

  /// No changes.
  public init() {}

  /// The visibility of the column with customization ID `id` (`.automatic`: its default).
  public subscript(visibility id: String) -> Visibility {
    get { visibilities[id].flatMap(Visibility.init(rawValue:)) ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue.rawValue }
  }

  /// Puts the columns back in their declared order (Cadence keeps no other order).
  public mutating func resetOrder() {}

  public init(from decoder: any Decoder) throws {
    visibilities = try decoder.singleValueContainer().decode([String: String].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(visibilities)
  }
}
