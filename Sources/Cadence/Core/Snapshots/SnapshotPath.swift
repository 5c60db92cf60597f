/// Where a rendered node is, kept as its last component and its parent's path: a tree n levels
/// deep stores n components, not n paths of up to n components each (1,000 nested stacks made
/// 5 MB of path strings). The text, `VStack[0]/Color[1]`, is built when asked for.
package final class SnapshotPath: Hashable, Sendable {
  /// The parent's path; nil at a root.
  package let parent: SnapshotPath?
  /// The last component: the node's kind and index among its siblings, as `Color[1]` (or a
  /// whole path given as text).
  package let component: String

  init(parent: SnapshotPath?, component: String) {
    self.parent = parent
    self.component = component
  }

  /// The path as text, components joined by `/`.
  package var string: String {
    guard parent != nil else { return component }
    var components: [String] = []
    var length = 0
    var path: SnapshotPath? = self
    while let current = path {
      components.append(current.component)
      length += current.component.utf8.count + 1
      path = current.parent
    }
    // Joined from the last by index: `reversed().joined(separator:)` looked its generic
    // iterator's type up at each call (about 330 instructions; a tap reads paths 3 times).
    var text = ""
    text.reserveCapacity(length)
    var index = components.count - 1
    text += components[index]
    while index > 0 {
      index -= 1
      text += "/"
      text += components[index]
    }
    return text
  }

  package static func == (lhs: SnapshotPath, rhs: SnapshotPath) -> Bool {
    lhs === rhs || lhs.string == rhs.string
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}
