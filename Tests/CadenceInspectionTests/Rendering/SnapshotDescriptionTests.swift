import Cadence
import CadenceTesting
import Testing

/// `print(host.snapshot())` and a node's description read as the text rendering (issue #37's
/// testing contract), not as the structures' fields.
@MainActor
@Suite("Snapshot descriptions")
struct SnapshotDescriptionTests {
  @Test("a snapshot and a node describe themselves as SnapshotRenderer renders them")
  func descriptions() throws {
    // The stack, 42.5 × 35 (the title 42.5 × 21, 4 of spacing, the square 10), centred on
    // the 390 × 844 screen.
    let host = ViewHost(
      VStack(spacing: 4) {
        Text("Title")
        Rectangle().offset(x: 3).frame(width: 10, height: 10)
      })
    let snapshot = host.snapshot()
    #expect(String(describing: snapshot) == SnapshotRenderer().render(snapshot))
    #expect(
      "\(snapshot)" == """
        VStack frame.x=174 frame.y=404.5 frame.width=42.5 frame.height=35 spacing=4
          Text "Title" frame.x=174 frame.y=404.5 frame.width=42.5 frame.height=21
          Rectangle frame.x=190 frame.y=429.5 frame.width=10 frame.height=10 offset.x=3 offset.y=0 \
        path="M 0 0 L 10 0 L 10 10 L 0 10 Z"

        """)
    let rectangle = try #require(snapshot.first("Rectangle"))
    #expect(rectangle.description == SnapshotRenderer().render(rectangle))
    #expect(!rectangle.description.contains("storage"))
  }
}
