/// The shape of a bordered button's border (recorded as `buttonBorderShape`).
public struct ButtonBorderShape: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle of the system's corner radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")

  /// A rounded rectangle of corner radius `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(\(DecimalFormatting.format(Double(radius))))")
  }
}

extension View {
  /// Sets the shape of the borders of the bordered buttons in this view (recorded as
  /// `buttonBorderShape`).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(_StyleEffect(name: "buttonBorderShape", value: shape.name))
  }
}
