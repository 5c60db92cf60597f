import Combine
import Foundation

/// What was copied, as a paste reads it: the items and their representations. Each host has
/// its own (`ViewHost.copy(_:)`), so that tests running side by side share none; a view reads
/// it from the environment, which changes when something is copied.
package struct Pasteboard: Sendable {
  /// The items copied, in order.
  package var items: [DragItem] = []

  /// A pasteboard holding `items`.
  package init<T: Transferable>(copying items: [T]) {
    self.items = items.map(DragItem.init)
  }

  /// An empty pasteboard.
  package init() {}
}

extension EnvironmentValues {
  private struct PasteboardKey: EnvironmentKey {
    static let defaultValue = Pasteboard()
  }

  /// What was copied, as paste buttons read it.
  package var pasteboard: Pasteboard {
    get { self[PasteboardKey.self] }
    set { self[PasteboardKey.self] = newValue }
  }
}

/// A button that pastes what was copied: enabled when an item is of a type it takes; a tap
/// loads those items and hands them to its action (as payloads of a transferable type, or as
/// item providers).
public struct PasteButton: View {
  @Environment(\.pasteboard) private var pasteboard
  private let contentTypes: [UTType]
  private let paste: @MainActor ([DragItem]) -> Void

  public var body: some View {
    let items = pasteboard.items.filter { $0.conforms(toAnyOf: contentTypes) }
    let paste = paste
    Button {
      paste(items)
    } label: {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    .disabled(items.isEmpty)
  }

  /// A paste button for items of `payloadType`: `onPaste` gets them, loaded through their
  /// representations (after the tap, once loaded: a host's `idle()` waits for them).
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    contentTypes = T.importedContentTypes()
    let action = UncheckedBox(onPaste)
    paste = { items in
      MainQueueMarker.runInBackground {
        var loaded: [T] = []
        for item in items {
          if let payload = try? await item.load(as: T.self) { loaded.append(payload) }
        }
        let payloads = loaded
        await MainActor.run { action.value(payloads) }
      }
    }
  }

  /// A paste button for items of `supportedContentTypes`: `payloadAction` gets their
  /// providers.
  public init(
    supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void
  ) {
    contentTypes = supportedContentTypes
    paste = { items in payloadAction(items.map(\.provider)) }
  }

  /// A paste button for items of the types `supportedTypes` names: `payloadAction` gets their
  /// providers.
  public init(supportedTypes: [String], payloadAction: @escaping ([NSItemProvider]) -> Void) {
    self.init(
      supportedContentTypes: supportedTypes.map(contentType(named:)), payloadAction: payloadAction)
  }

  /// A paste button for items of the types `supportedTypes` names: `validator` makes the
  /// payload from their providers, and `payloadAction` gets it unless it is nil.
  public init<Payload>(
    supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
    payloadAction: @escaping (Payload) -> Void
  ) {
    contentTypes = supportedTypes.map(contentType(named:))
    paste = { items in
      if let payload = validator(items.map(\.provider)) { payloadAction(payload) }
    }
  }
}
