/// The lengths of a grid's columns (or rows) for a length proposed, from what their cells
/// measure. Pure: cells are measured through the closures given.
struct GridTrackSizing {
  var starts: [CGFloat] = []
  var lengths: [CGFloat] = []

  /// The length of the tracks and the spacing between them.
  var total: CGFloat {
    guard let last = starts.indices.last else { return 0 }
    return starts[last] + lengths[last]
  }

  /// The length across `tracks`, with the spacing between them.
  func length(of tracks: Range<Int>, spacing: CGFloat) -> CGFloat {
    guard let first = tracks.first, let last = tracks.last, last < lengths.count else { return 0 }
    return starts[last] + lengths[last] - starts[first]
  }

  /// Sizes `count` tracks `spacing` apart in `available` length (nil: each its ideal).
  /// `cells` are the cells that size tracks: the tracks they span, and their length for a
  /// length proposed (nil: ideal; 0: smallest; infinity: largest). Tracks that one cell spans
  /// share the space as a stack's children do, the least flexible first; a cell spanning
  /// several then widens its tracks equally when it needs more than they have.
  static func solve(
    count: Int, available: CGFloat?, spacing: CGFloat,
    cells: [(tracks: Range<Int>, measure: (CGFloat?) -> CGFloat)]
  ) -> GridTrackSizing {
    guard count > 0 else { return GridTrackSizing() }
    var lengths = Array(repeating: CGFloat(0), count: count)
    let single = cells.filter { $0.tracks.count == 1 }
    let spanning = cells.filter { $0.tracks.count > 1 }
    let room = available.map { $0 - spacing * CGFloat(count - 1) }
    if let room, room.isFinite {
      var smallest = lengths
      var largest = lengths
      for cell in single {
        let track = cell.tracks.lowerBound
        smallest[track] = max(smallest[track], cell.measure(0))
        largest[track] = max(largest[track], cell.measure(.infinity))
      }
      let order = (0..<count).sorted {
        (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1)
      }
      var remaining = max(room, 0)
      for (position, track) in order.enumerated() {
        let share = remaining / CGFloat(count - position)
        let length = single.filter { $0.tracks.lowerBound == track }.reduce(CGFloat(0)) {
          max($0, $1.measure(share))
        }
        lengths[track] = length
        remaining = max(remaining - length, 0)
      }
    } else {
      for cell in single {
        let track = cell.tracks.lowerBound
        lengths[track] = max(lengths[track], cell.measure(available))
      }
    }
    for cell in spanning {
      let inner = spacing * CGFloat(cell.tracks.count - 1)
      let have = cell.tracks.reduce(CGFloat(0)) { $0 + lengths[$1] } + inner
      // Offered what the other tracks leave of the length proposed.
      let others = lengths.reduce(0, +) + spacing * CGFloat(count - 1) - have
      let need = cell.measure(available.map { max($0 - others, have) })
      if need > have {
        let extra = (need - have) / CGFloat(cell.tracks.count)
        for track in cell.tracks { lengths[track] += extra }
      }
    }
    var sizing = GridTrackSizing()
    var position: CGFloat = 0
    for length in lengths {
      let clean = length.isFinite && length > 0 ? length : 0
      sizing.starts.append(position)
      sizing.lengths.append(clean)
      position += clean + spacing
    }
    return sizing
  }
}
