// iOS 26's `@Animatable`: the `animatableData` of a shape, a view or a modifier written for
// you from its stored properties.

/// Makes the type `Animatable`, its `animatableData` made of its stored `var` properties in
/// declaration order (each property's own animatable data, as nested `AnimatablePair`s);
/// constants, static, computed and wrapped properties, and those marked
/// `@AnimatableIgnored`, are left out. A property's type must be written and be
/// `Animatable` (`Double`, `CGFloat`, `CGPoint`, `Angle`, …).
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "CadenceMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` `@Animatable` makes.
@attached(peer)
public macro AnimatableIgnored() =
  #externalMacro(module: "CadenceMacros", type: "AnimatableIgnoredMacro")
