import Cadence
import CadenceTesting
import Foundation
import Testing

/// Drag and drop as a person does it (Apple's documentation of `View.draggable(_:)`: the
/// payload is made when the drag begins; `View.dropDestination(for:action:isTargeted:)`: the
/// action receives the dropped items of the payload type and the drop's location in the
/// view's coordinate space and returns whether it took them, `isTargeted` is true while a
/// drag is over the view and false when it leaves or drops; Core Transferable: a receiver
/// takes the first representation whose content type it imports).
@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
  struct Card: Codable, Equatable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .cadenceTestCard)
      ProxyRepresentation(exporting: \.title)
    }
  }

  /// Every call of the destinations, in order.
  @MainActor final class Calls {
    var log: [String] = []
  }

  struct Board: View {
    let calls: Calls
    @State var cards = [Card(title: "Plan"), Card(title: "Build")]
    @State var done: [Card] = []
    @State var notes: [String] = []

    var body: some View {
      VStack(spacing: 0) {
        ForEach(cards, id: \.title) { card in
          Text(card.title).frame(width: 200, height: 40).draggable(card)
        }
        Color.green.frame(width: 200, height: 100)
          .accessibilityIdentifier("Done")
          .dropDestination(for: Card.self) { items, location in
            calls.log.append("Done got \(items.map(\.title)) at \(location.x),\(location.y)")
            done += items
            cards.removeAll { card in items.contains(card) }
            return true
          } isTargeted: {
            calls.log.append("Done targeted \($0)")
          }
        Color.yellow.frame(width: 200, height: 60)
          .accessibilityIdentifier("Notes")
          .dropDestination(for: String.self) { items, _ in
            notes += items
            return !items.isEmpty
          }
        Color.red.frame(width: 200, height: 60)
          .accessibilityIdentifier("Pictures")
          .dropDestination(for: Data.self) { _, _ in true }
        Text("done: \(done.map(\.title).joined(separator: ",")); notes: \(notes.joined())")
      }
    }
  }

  @Test("a drop loads the payload as the destination's type and runs its action once")
  func dropRunsActionWithItemsAndLocation() async throws {
    let calls = Calls()
    let host = ViewHost(Board(calls: calls))
    let taken = try await host.drag("Plan", onto: "Done")
    #expect(taken)
    // Targeted as the drag enters, untargeted at the drop, then the action, at the centre.
    #expect(
      calls.log == [
        "Done targeted true", "Done targeted false", "Done got [\"Plan\"] at 100.0,50.0",
      ])
    #expect(host.snapshot().first("done: Plan; notes: ") != nil)
    #expect(host.snapshot().first("Plan") == nil)
  }

  @Test("the location is the point given, in the destination's own coordinates")
  func dropLocationIsLocal() async throws {
    let calls = Calls()
    let host = ViewHost(Board(calls: calls))
    try await host.drag("Build", onto: "Done", at: CGPoint(x: 10, y: 90))
    #expect(calls.log.last == "Done got [\"Build\"] at 10.0,90.0")
    await #expect(throws: ViewHostError.self) {
      try await host.drag("Plan", onto: "Done", at: CGPoint(x: 10, y: 101))
    }
  }

  @Test("a destination of another type takes the payload through a proxy representation")
  func proxyRepresentationReachesStringDestination() async throws {
    let host = ViewHost(Board(calls: Calls()))
    #expect(try await host.drag("Build", onto: "Notes"))
    #expect(host.snapshot().first("done: ; notes: Build") != nil)
    // The card stays: only the Done destination removes it.
    #expect(host.snapshot().first("Build") != nil)
  }

  @Test("a payload offering no type the destination takes is refused, naming both")
  func refusedWhenNoTypeConforms() async throws {
    let calls = Calls()
    let host = ViewHost(
      VStack {
        Text("Hello").draggable("Hello")
        Color.green.frame(width: 50, height: 50).accessibilityIdentifier("Cards")
          .dropDestination(for: Card.self) { _, _ in
            calls.log.append("dropped")
            return true
          } isTargeted: {
            calls.log.append("targeted \($0)")
          }
      })
    do {
      try await host.drag("Hello", onto: "Cards")
      Issue.record("a string was dropped on a card destination")
    } catch let error as ViewHostError {
      #expect(
        error.description.contains(
          "takes dev.cadence.tests.card; the payload offers public.utf8-plain-text"))
    }
    // A person's drag of the wrong type never targets the destination.
    #expect(calls.log.isEmpty)
  }

  @Test("data conforming to the destination's type is taken through it")
  func conformingTypeIsTaken() async throws {
    // A card's JSON conforms to public.data, which Data imports.
    let host = ViewHost(Board(calls: Calls()))
    #expect(try await host.drag("Plan", onto: "Pictures"))
  }

  @Test("views without draggable or dropDestination are not found for a drag")
  func unmarkedViewsAreNotFound() async throws {
    let host = ViewHost(Board(calls: Calls()))
    await #expect(throws: ViewHostError.self) { try await host.drag("done: ", onto: "Done") }
    await #expect(throws: ViewHostError.self) { try await host.drag("Plan", onto: "Build") }
  }

  @Test("the snapshot records what a view offers and takes")
  func snapshotRecordsTypes() {
    let host = ViewHost(Board(calls: Calls()))
    #expect(
      host.snapshot().first("Plan")?.style("draggable")
        == "dev.cadence.tests.card, public.utf8-plain-text")
    #expect(
      host.snapshot().first("Notes")?.style("dropDestination")
        == "public.utf8-plain-text, public.plain-text")
  }
}

extension UTType {
  fileprivate static let cadenceTestCard = UTType(
    exportedAs: "dev.cadence.tests.card", conformingTo: .json)
}

/// Drag and drop through item providers (Apple's documentation of `View.onDrag(_:)`,
/// `View.onDrop(of:isTargeted:perform:)`: the action gets the providers of the items
/// conforming to the types given; `DropDelegate`: `validateDrop(info:)` decides whether a
/// drop may happen, then `dropEntered`, `dropUpdated` (a `.cancel` or `.forbidden` proposal
/// keeps the drop from happening), and `performDrop` on release).
@MainActor
@Suite("Drag and drop with item providers")
struct ItemProviderDragAndDropTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Delegate: DropDelegate {
    let log: Log
    var proposal: DropOperation? = nil
    func validateDrop(info: DropInfo) -> Bool {
      log.lines.append("validate \(info.hasItemsConforming(to: [.plainText]))")
      return info.hasItemsConforming(to: [.plainText])
    }
    func dropEntered(info: DropInfo) { log.lines.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? {
      log.lines.append("updated")
      return proposal.map(DropProposal.init(operation:))
    }
    func dropExited(info: DropInfo) { log.lines.append("exited") }
    func performDrop(info: DropInfo) -> Bool {
      log.lines.append("perform at \(info.location.x),\(info.location.y)")
      for provider in info.itemProviders(for: [.plainText]) {
        _ = provider.loadObject(ofClass: String.self) { text, _ in
          Task { @MainActor in log.lines.append("loaded \(text ?? "nil")") }
        }
      }
      return true
    }
  }

  struct Scene: View {
    let log: Log
    var proposal: DropOperation? = nil
    @State var targeted = false
    var body: some View {
      VStack {
        Text("Word").onDrag { NSItemProvider(object: "hello" as NSString) }
        Text("Link").onDrag { NSItemProvider(object: URL(string: "https://example.com")!) }
        Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("Inbox")
          .onDrop(of: [.plainText], isTargeted: $targeted) { providers in
            log.lines.append("inbox got \(providers.count), targeted \(targeted)")
            for provider in providers {
              _ = provider.loadObject(ofClass: String.self) { text, _ in
                Task { @MainActor in log.lines.append("inbox loaded \(text ?? "nil")") }
              }
            }
            return true
          }
        Color.gray.frame(width: 80, height: 40).accessibilityIdentifier("Desk")
          .onDrop(of: [.plainText], delegate: Delegate(log: log, proposal: proposal))
      }
    }
  }

  @Test("onDrop hands the action providers whose data loads as the dragged object")
  func onDropGetsProviders() async throws {
    let log = Log()
    let host = ViewHost(Scene(log: log))
    #expect(try await host.drag("Word", onto: "Inbox"))
    await host.idle()
    // The binding is true while the drag is over the view, false again at the drop.
    #expect(log.lines == ["inbox got 1, targeted false", "inbox loaded hello"])
  }

  @Test("a delegate validates, is told of entering and moving, and performs the drop")
  func delegateStepsInOrder() async throws {
    let log = Log()
    let host = ViewHost(Scene(log: log))
    #expect(try await host.drag("Word", onto: "Desk", at: CGPoint(x: 5, y: 6)))
    await host.idle()
    #expect(
      log.lines == ["validate true", "entered", "updated", "perform at 5.0,6.0", "loaded hello"])
  }

  @Test("a delegate's forbidding proposal keeps the drop from happening")
  func forbiddingProposalRefuses() async throws {
    let log = Log()
    let host = ViewHost(Scene(log: log, proposal: .forbidden))
    await #expect(throws: ViewHostError.self) { try await host.drag("Word", onto: "Desk") }
    #expect(log.lines == ["validate true", "entered", "updated", "exited"])
  }

  @Test("a URL is not plain text: the destinations refuse it")
  func urlIsNotPlainText() async throws {
    let log = Log()
    let host = ViewHost(Scene(log: log))
    await #expect(throws: ViewHostError.self) { try await host.drag("Link", onto: "Desk") }
    #expect(log.lines.isEmpty)
  }

  @Test("a transferable payload reaches a provider destination, and a provider a typed one")
  func formsMeet() async throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Note").draggable("from draggable")
        Text("Word").onDrag { NSItemProvider(object: "from onDrag" as NSString) }
        Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("Inbox")
          .onDrop(of: [.text], isTargeted: nil) { providers in
            _ = providers.first?.loadTransferable(type: String.self) { result in
              Task { @MainActor in log.lines.append("inbox \((try? result.get()) ?? "-")") }
            }
            return true
          }
        Color.red.frame(width: 80, height: 40).accessibilityIdentifier("Typed")
          .dropDestination(for: String.self) { items, _ in
            log.lines.append("typed \(items)")
            return true
          }
      })
    try await host.drag("Note", onto: "Inbox")
    await host.idle()
    try await host.drag("Word", onto: "Typed")
    #expect(log.lines == ["inbox from draggable", "typed [\"from onDrag\"]"])
  }
}

/// The older drag source and the navigation document (Apple's documentation of
/// `itemProvider(_:)`: the view offers the provider its action makes, none without one;
/// `navigationDocument(_:)`: the document the navigation title offers).
@MainActor
@Suite("Item providers and navigation documents")
struct ItemProviderSourceTests {
  @Test("itemProvider offers its provider; without an action there is nothing to drag")
  func itemProviderOffers() async throws {
    @MainActor final class Log {
      var texts: [String] = []
    }
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Offered").itemProvider { NSItemProvider(object: "offered" as NSString) }
        Text("Silent").itemProvider(nil)
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("Target")
          .dropDestination(for: String.self) { items, _ in
            log.texts += items
            return true
          }
      })
    #expect(try await host.drag("Offered", onto: "Target"))
    #expect(log.texts == ["offered"])
    await #expect(throws: ViewHostError.self) { try await host.drag("Silent", onto: "Target") }
  }

  @Test("a navigation document is recorded with the types it exports")
  func navigationDocumentRecorded() {
    let host = ViewHost(
      Text("Doc").navigationDocument(
        URL(string: "https://example.com/a")!, preview: SharePreview("A")))
    let node = host.snapshot().first("Doc")
    #expect(
      node?.style("navigationDocument") == "https://example.com/a as public.file-url, public.url")
    #expect(node?.style("navigationDocument.preview") == "A")
  }
}
