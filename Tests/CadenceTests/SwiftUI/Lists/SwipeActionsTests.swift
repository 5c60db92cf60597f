import Cadence
import CadenceTesting
import Foundation
import Testing

/// `swipeActions` (SwiftUI's documentation: a swipe from the edge reveals the row's actions;
/// choosing one runs it).
@MainActor
@Suite("Swipe actions")
struct SwipeActionsTests {
  struct Inbox: View {
    @State var mails = ["Hello", "Invoice"]
    @State var flagged: [String] = []
    var body: some View {
      List {
        ForEach(mails, id: \.self) { mail in
          Text(mail)
            .swipeActions {
              Button("Delete", role: .destructive) { mails.removeAll { $0 == mail } }
            }
            .swipeActions(edge: .leading) {
              Button("Flag") { flagged.append(mail) }
            }
        }
        Text("flagged \(flagged.joined(separator: ","))")
      }
    }
  }

  @Test("a trailing swipe reveals Delete; tapping it runs it")
  func trailing() throws {
    let host = ViewHost(Inbox())
    #expect(host.snapshot().first("Delete") == nil)
    try host.swipe("Invoice")
    host.advance(by: 0.3)
    try host.tap("Delete")
    #expect(host.snapshot().first("Invoice") == nil)
    #expect(host.snapshot().first("Hello") != nil)
  }

  @Test("a leading swipe reveals the leading actions; choosing one hides them")
  func leading() throws {
    let host = ViewHost(Inbox())
    try host.swipe("Hello", edge: .leading)
    host.advance(by: 0.3)
    try host.tap("Flag")
    #expect(host.snapshot().first("flagged Hello") != nil)
    #expect(host.snapshot().first("Flag") == nil)
  }
}
