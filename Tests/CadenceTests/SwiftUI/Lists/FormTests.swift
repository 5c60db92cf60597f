import Cadence
import CadenceTesting
import Foundation
import TestScenes
import Testing

/// Forms and lists as iOS lays them out in compact form: rows 20 points in from each side,
/// at least 44 points tall, sections with their headers; rows with delete actions.
@MainActor
@Suite("Forms and lists")
struct FormTests {
  @Test("a form's rows are inset and at least 44 points tall; sections add their headers")
  func formLayout() throws {
    let snapshot = ViewHost(Settings()).snapshot()
    let form = try #require(snapshot.first("Form"))
    #expect(form.frame.minY == 96)
    // Section headers show in upper case, as in grouped lists on iOS.
    let header = try #require(snapshot.first("ORDER"))
    #expect(header.style("section") == "header")
    #expect(header.frame.minX == 20)
    let picker = try #require(snapshot.first("Picker"))
    #expect(picker.frame.width == 350)
    #expect(picker.frame.height >= 21)
    #expect(snapshot.first("Vanilla")?.style("selected") == "true")
    #expect(snapshot.first("Settings") == nil)
    #expect(form.style("navigationTitle") == "Settings")
  }

  @Test("rows with a delete action are marked; offsets remove and move elements")
  func editing() {
    let snapshot = ViewHost(Settings()).snapshot()
    #expect(snapshot.first("Apple")?.style("onDelete") == "true")
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c"])
    var moving = ["a", "b", "c", "d"]
    moving.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(moving == ["b", "c", "a", "d"])
    moving.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
    #expect(moving == ["a", "d", "b", "c"])
  }
}
