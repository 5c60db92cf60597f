import Cadence

/// Alternating stacks `depth` deep, two texts at each level, the innermost a text: the shape
/// whose layout cost grew 2.2 times a level (shared by the layout tests and benchmarks).
public struct AlternatingStacks: View {
  let depth: Int

  public init(depth: Int) { self.depth = depth }

  public var body: some View {
    if depth == 0 {
      Text("leaf")
    } else if depth % 2 == 0 {
      HStack {
        Text("a\(depth)")
        AlternatingStacks(depth: depth - 1)
        Text("b\(depth)")
      }
    } else {
      VStack {
        Text("a\(depth)")
        AlternatingStacks(depth: depth - 1)
        Text("b\(depth)")
      }
    }
  }
}

/// Views framed to the full width, `depth` deep: the shape whose guides cost 3ᵈ.
public struct FlexibleFrames: View {
  let depth: Int

  public init(depth: Int) { self.depth = depth }

  public var body: some View {
    if depth == 0 {
      Text("x")
    } else {
      FlexibleFrames(depth: depth - 1).frame(maxWidth: .infinity)
    }
  }
}

/// Stacks inside each other, `depth` deep, a red swatch at the bottom.
public struct NestedStacks: View {
  let depth: Int

  public init(depth: Int) { self.depth = depth }

  public var body: some View {
    if depth == 0 {
      Color.red.frame(width: 10, height: 10)
    } else {
      VStack { NestedStacks(depth: depth - 1) }
    }
  }
}
