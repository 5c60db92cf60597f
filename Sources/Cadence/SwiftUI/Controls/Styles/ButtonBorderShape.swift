/// The shape of a bordered button's border (recorded as `buttonBorderShape`). As a shape, it
/// draws that border: `automatic` and `roundedRectangle` are rounded rectangles of the
/// system's corner radius (Cadence's number: 6 points, continuous corners), `capsule` a
/// capsule, `circle` a circle, `roundedRectangle(radius:)` the given radius.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
  private enum Form: Equatable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(CGFloat?)
  }

  private let form: Form
  private var insetAmount: CGFloat = 0

  private init(_ form: Form) { self.form = form }

  /// The system's corner radius of a rounded button border (Cadence's number).
  static let systemCornerRadius: CGFloat = 6

  /// The system's choice.
  public static let automatic = ButtonBorderShape(.automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(.capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(.circle)
  /// A rounded rectangle of the system's corner radius.
  public static let roundedRectangle = ButtonBorderShape(.roundedRectangle(nil))

  /// A rounded rectangle of corner radius `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(.roundedRectangle(radius))
  }

  /// The name the snapshot records.
  var name: String {
    switch form {
    case .automatic: "automatic"
    case .capsule: "capsule"
    case .circle: "circle"
    case .roundedRectangle(nil): "roundedRectangle"
    case .roundedRectangle(let radius?):
      "roundedRectangle(\(DecimalFormatting.format(Double(radius))))"
    }
  }

  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The border's outline in `rect` (inset by the amount of `inset(by:)`).
  public func path(in rect: CGRect) -> Path {
    let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
    switch form {
    case .automatic, .roundedRectangle(nil):
      return RoundedRectangle(cornerRadius: Self.systemCornerRadius, style: .continuous)
        .path(in: rect)
    case .roundedRectangle(let radius?):
      return RoundedRectangle(cornerRadius: radius).path(in: rect)
    case .capsule:
      return Capsule().path(in: rect)
    case .circle:
      return Circle().path(in: rect)
    }
  }

  /// The same shape, inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> ButtonBorderShape {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of the bordered buttons around it (`buttonBorderShape`'s default, automatic).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
  /// Sets the shape of the borders of the bordered buttons in this view (recorded as
  /// `buttonBorderShape`).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(_StyleEffect(name: "buttonBorderShape", value: shape.name))
  }
}
