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
