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

  /// The last component of the path of a node of `kind`, the `index`-th child of its parent:
  /// its kind and position, `Color[2]`, or its kind and explicit identity, `Text[#Alpha]`.
  static func component(kind: String, identity: String?, index: Int) -> String {
    // Written byte by byte: interpolation cost about 550 instructions a rendered node, most
    // of them its machinery (a component is usually short enough to be a small string). The
    // kind and identity are copied from their UTF-8 bytes at once: through their
    // `UTF8View`s a byte took about 25 instructions. Not main-actor code, and nothing
    // captured mutable: the closure would check its executor and its captures' exclusivity
    // at each call.
    let isIdentified = identity != nil
    var kind = kind
    var identity = identity ?? ""
    let digits = isIdentified ? 0 : DecimalFormatting.digits(of: index)
    let count = kind.utf8.count + (isIdentified ? identity.utf8.count + 3 : digits + 2)
    return kind.withUTF8 { kindBytes in
      identity.withUTF8 { identityBytes in
        String(unsafeUninitializedCapacity: count) { buffer in
          var end = 0
          func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + end).update(from: source, count: bytes.count)
            end += bytes.count
          }
          append(kindBytes)
          buffer[end] = UInt8(ascii: "[")
          end += 1
          if isIdentified {
            buffer[end] = UInt8(ascii: "#")
            end += 1
            append(identityBytes)
          } else {
            DecimalFormatting.write(index, digits: digits, into: buffer, at: &end)
          }
          buffer[end] = UInt8(ascii: "]")
          return end + 1
        }
      }
    }
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

/// Where a rendered node is, with its path made only when asked for (D68): a node without
/// children keeps its parent's path and its component's parts, its kind (kept beside it) and
/// its identity or index. Most rendered nodes are leaves, and a path made for each cost an
/// allocation of 40 bytes and the component's text (about 900 instructions a row). A node
/// with children keeps its path made: it is its children's parent.
package struct SnapshotPlace {
  /// The node's own path when `isMade`; otherwise its parent's (nil at a root).
  let reference: SnapshotPath?
  /// The explicit identity that names the node instead of its index.
  let identity: String?
  /// Its index among its siblings.
  let index: Int32
  /// Whether `reference` is the node's own path.
  let isMade: Bool

  /// A node at `path`, made already.
  static func made(_ path: SnapshotPath) -> SnapshotPlace {
    SnapshotPlace(reference: path, identity: nil, index: 0, isMade: true)
  }

  /// A node of `kind`, the `index`-th child of `parent` (nil: a root), named by `identity`
  /// if it has one.
  static func child(
    of parent: SnapshotPath?, kind: String, identity: String?, index: Int
  ) -> SnapshotPlace {
    // An index beyond 32 bits (never met: that many siblings would take terabytes) keeps its
    // path made.
    guard let small = Int32(exactly: index) else {
      return .made(
        SnapshotPath(
          parent: parent,
          component: SnapshotPath.component(kind: kind, identity: identity, index: index)))
    }
    return SnapshotPlace(reference: parent, identity: identity, index: small, isMade: false)
  }

  /// The path of a node of `kind` here.
  func path(kind: String) -> SnapshotPath {
    if isMade, let reference { return reference }
    return SnapshotPath(
      parent: reference,
      component: SnapshotPath.component(kind: kind, identity: identity, index: Int(index)))
  }
}
