import Cadence
import CadenceTesting
import Foundation
import Testing

// Views in the styles of public SwiftUI animation code, written here, compiled with only the
// import changed.

private struct OnboardingCard: View {
  @State private var appeared = false
  @State private var page = 0
  private let titles = ["Track", "Share", "Relax"]

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
          .fill(
            LinearGradient(
              colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
          )
          .shadow(color: .black.opacity(0.15), radius: 12, x: 0, y: 6)
        Image(systemName: "sparkles")
          .font(.system(size: 48, weight: .bold))
          .foregroundStyle(.white)
          .scaleEffect(appeared ? 1 : 0.5)
          .opacity(appeared ? 1 : 0)
      }
      .frame(width: 240, height: 240)
      Text(titles[page])
        .font(.largeTitle.bold())
        .contentTransition(.opacity)
        .id(page)
        .transition(.push(from: .trailing))
      HStack(spacing: 8) {
        ForEach(0..<titles.count, id: \.self) { index in
          Capsule()
            .fill(index == page ? Color.primary : Color.secondary.opacity(0.3))
            .frame(width: index == page ? 24 : 8, height: 8)
        }
      }
      Button {
        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
          page = (page + 1) % titles.count
        }
      } label: {
        Label("Next", systemImage: "arrow.right")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSizeIfAvailable()
    }
    .padding()
    .onAppear {
      withAnimation(.easeOut(duration: 0.6).delay(0.2)) { appeared = true }
    }
  }
}

extension View {
  /// A helper as real code has them.
  fileprivate func controlSizeIfAvailable() -> some View { self }
}

private struct LikeButton: View {
  @State private var liked = false
  @State private var count = 41

  var body: some View {
    Button {
      withAnimation(.snappy) {
        liked.toggle()
        count += liked ? 1 : -1
      }
    } label: {
      HStack {
        Image(systemName: liked ? "heart.fill" : "heart")
          .foregroundColor(liked ? .red : .gray)
          .symbolEffect(.bounce, value: liked)
        Text("\(count)")
          .monospacedDigit()
          .contentTransition(.numericText(value: Double(count)))
      }
    }
    .accessibilityIdentifier("like")
  }
}

private struct Todo: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var done = false
}

private struct TodoList: View {
  @State private var todos = [Todo(title: "Milk"), Todo(title: "Eggs"), Todo(title: "Bread")]
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      List {
        Section("To do") {
          ForEach($todos) { $todo in
            Toggle(todo.title, isOn: $todo.done)
              .strikethrough(todo.done)
          }
          .onDelete { todos.remove(atOffsets: $0) }
          .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
        }
        Section {
          HStack {
            TextField("New item", text: $draft)
            Button("Add") {
              withAnimation { todos.append(Todo(title: draft)) }
              draft = ""
            }
            .disabled(draft.isEmpty)
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Groceries")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Text("\(todos.filter(\.done).count)/\(todos.count)")
            .font(.caption.monospacedDigit())
        }
      }
    }
  }
}

/// Real-world-shaped views compile and behave: the onboarding card's entrance, a like
/// button's count and symbol effect, a to-do list with bindings into rows.
@MainActor
@Suite("Real-world views")
struct RealWorldViewTests {
  @Test("the onboarding card animates in on appear and pushes the next title")
  func onboarding() throws {
    let host = ViewHost(OnboardingCard())
    host.advance(by: 1)
    let sparkles = try #require(host.snapshot().first("sparkles"))
    #expect(sparkles["scale.x"] == 1)
    #expect(sparkles["font.size"] == 48)
    try host.tap("Next")
    host.advance(by: 0.05)
    let snapshot = host.snapshot()
    #expect(snapshot.first("Share")?.style("transition") == "inserting")
    #expect(snapshot.first("Track")?.style("transition") == "removing")
    #expect(snapshot.first("Share")?["offset.x"].map { $0 > 0 } == true)
  }

  @Test("the like button counts, swaps its symbol and bounces it")
  func like() throws {
    let host = ViewHost(LikeButton())
    try host.tap("like")
    let snapshot = host.snapshot()
    #expect(snapshot.first("42") != nil)
    #expect(snapshot.first("heart.fill")?["symbolEffect.triggers"] == 1)
    let count = snapshot.all("42").first { $0.kind == "Text" }
    #expect(count?.style("contentTransition") == "numericText")
  }

  @Test("the to-do list toggles rows through bindings and adds items")
  func todos() throws {
    let host = ViewHost(TodoList())
    try host.toggle("Milk")
    #expect(host.snapshot().first("1/3") != nil)
    #expect(host.snapshot().first("Add")?.style("disabled") == "true")
    try host.type("Jam", into: "New item")
    try host.tap("Add")
    host.advance(by: 1)
    #expect(host.snapshot().first("Jam") != nil)
    #expect(host.snapshot().first("1/4") != nil)
    #expect(host.snapshot().first("List")?.style("listStyle") == "insetGrouped")
  }
}
