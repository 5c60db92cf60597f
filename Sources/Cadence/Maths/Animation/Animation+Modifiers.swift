extension Animation {
  /// Delays the start of the animation by `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay))
  }

  /// Changes the duration of the animation by a speed factor.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed))
  }

  /// Repeats the animation `repeatCount` times; with `autoreverses`, every other cycle plays
  /// backwards.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
  }

  /// Repeats the animation for as long as the view is in the tree.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }

  /// Reports logical completion after `duration` seconds, unless the animation already did.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicallyCompleteAnimation(base: self, duration: duration))
  }
}
