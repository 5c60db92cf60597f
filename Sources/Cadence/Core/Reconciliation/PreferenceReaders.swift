/// A node that reads the preferences of its content (`onPreferenceChange`,
/// `overlayPreferenceValue`, …).
@MainActor
protocol PreferenceReading: AnyObject {
  /// Computes the value of its key over its content and acts when it changed.
  func readPreferences()
}

/// The readers of preferences in a tree, and whether a value may have changed: preferences
/// are read after layout in each pass of an update (anchors need frames), when a writer
/// mounted, changed its value or left, or, with anchors written, when layout ran. A reader
/// queues its action; the next pass runs it.
@MainActor
final class PreferenceReaders {
  private var readers: [ObjectIdentifier: any PreferenceReading] = [:]
  /// The order readers were mounted in (reading order).
  private var order: [ObjectIdentifier] = []
  /// Set when a written value may have changed.
  var isDirty = false
  /// How many anchor writers are mounted (their values move with layout).
  var anchorWriters = 0

  func register(_ reader: any PreferenceReading) {
    let id = ObjectIdentifier(reader)
    guard readers[id] == nil else { return }
    readers[id] = reader
    order.append(id)
    isDirty = true
  }

  func unregister(_ reader: any PreferenceReading) {
    let id = ObjectIdentifier(reader)
    guard readers.removeValue(forKey: id) != nil else { return }
    order.removeAll { $0 == id }
  }

  /// Readers that read in every pass, whether or not a writer changed (focused values: the
  /// focus moves with state no writer sees).
  private var everyPass: [any PreferenceReading] = []

  func registerEveryPass(_ reader: any PreferenceReading) {
    guard !everyPass.contains(where: { $0 === reader }) else { return }
    everyPass.append(reader)
  }

  func unregisterEveryPass(_ reader: any PreferenceReading) {
    everyPass.removeAll { $0 === reader }
  }

  /// Reads every reader's value when one may have changed (`layoutRan`: this pass laid out),
  /// then the readers that read in every pass.
  func readIfNeeded(layoutRan: Bool) {
    if !readers.isEmpty, isDirty || (layoutRan && anchorWriters > 0) {
      isDirty = false
      for id in order { readers[id]?.readPreferences() }
    }
    guard !everyPass.isEmpty else { return }
    for reader in everyPass { reader.readPreferences() }
  }
}
