import Foundation

// The length rules as optionals, over the plain values and the mask that store them in the chain's
// buffer (see ``PinRuleValues``): the rules and their resolution read `top`, `width`… as PinLayout's
// optional properties. Clearing a rule also zeroes its value, so an unset margin reads as zero.
extension PinLayout {
  /// One bit of ``setRules`` per length rule.
  @usableFromInline enum RuleBit {
    @inlinable static var top: UInt32 { 1 << 0 }
    @inlinable static var left: UInt32 { 1 << 1 }
    @inlinable static var bottom: UInt32 { 1 << 2 }
    @inlinable static var right: UInt32 { 1 << 3 }
    @inlinable static var hCenter: UInt32 { 1 << 4 }
    @inlinable static var vCenter: UInt32 { 1 << 5 }
    @inlinable static var width: UInt32 { 1 << 6 }
    @inlinable static var minWidth: UInt32 { 1 << 7 }
    @inlinable static var maxWidth: UInt32 { 1 << 8 }
    @inlinable static var height: UInt32 { 1 << 9 }
    @inlinable static var minHeight: UInt32 { 1 << 10 }
    @inlinable static var maxHeight: UInt32 { 1 << 11 }
    @inlinable static var marginTop: UInt32 { 1 << 12 }
    @inlinable static var marginLeft: UInt32 { 1 << 13 }
    @inlinable static var marginBottom: UInt32 { 1 << 14 }
    @inlinable static var marginRight: UInt32 { 1 << 15 }
  }

  @inlinable var topValue: CGFloat {
    get { values.pointee.topValue }
    set { values.pointee.topValue = newValue }
  }

  @inlinable var leftValue: CGFloat {
    get { values.pointee.leftValue }
    set { values.pointee.leftValue = newValue }
  }

  @inlinable var bottomValue: CGFloat {
    get { values.pointee.bottomValue }
    set { values.pointee.bottomValue = newValue }
  }

  @inlinable var rightValue: CGFloat {
    get { values.pointee.rightValue }
    set { values.pointee.rightValue = newValue }
  }

  @inlinable var hCenterValue: CGFloat {
    get { values.pointee.hCenterValue }
    set { values.pointee.hCenterValue = newValue }
  }

  @inlinable var vCenterValue: CGFloat {
    get { values.pointee.vCenterValue }
    set { values.pointee.vCenterValue = newValue }
  }

  @inlinable var widthValue: CGFloat {
    get { values.pointee.widthValue }
    set { values.pointee.widthValue = newValue }
  }

  @inlinable var minWidthValue: CGFloat {
    get { values.pointee.minWidthValue }
    set { values.pointee.minWidthValue = newValue }
  }

  @inlinable var maxWidthValue: CGFloat {
    get { values.pointee.maxWidthValue }
    set { values.pointee.maxWidthValue = newValue }
  }

  @inlinable var heightValue: CGFloat {
    get { values.pointee.heightValue }
    set { values.pointee.heightValue = newValue }
  }

  @inlinable var minHeightValue: CGFloat {
    get { values.pointee.minHeightValue }
    set { values.pointee.minHeightValue = newValue }
  }

  @inlinable var maxHeightValue: CGFloat {
    get { values.pointee.maxHeightValue }
    set { values.pointee.maxHeightValue = newValue }
  }

  @inlinable var marginTopValue: CGFloat {
    get { values.pointee.marginTopValue }
    set { values.pointee.marginTopValue = newValue }
  }

  @inlinable var marginLeftValue: CGFloat {
    get { values.pointee.marginLeftValue }
    set { values.pointee.marginLeftValue = newValue }
  }

  @inlinable var marginBottomValue: CGFloat {
    get { values.pointee.marginBottomValue }
    set { values.pointee.marginBottomValue = newValue }
  }

  @inlinable var marginRightValue: CGFloat {
    get { values.pointee.marginRightValue }
    set { values.pointee.marginRightValue = newValue }
  }

  @inlinable var setRules: UInt32 {
    get { values.pointee.setRules }
    set { values.pointee.setRules = newValue }
  }

  @inlinable var adjustSize: AdjustSize? {
    get { values.pointee.adjustSize }
    set { values.pointee.adjustSize = newValue }
  }

  @inlinable func rule(_ bit: UInt32, _ value: CGFloat) -> CGFloat? {
    setRules & bit == 0 ? nil : value
  }

  @inlinable func markRule(_ bit: UInt32, _ isSet: Bool) {
    if isSet { setRules |= bit } else { setRules &= ~bit }
  }

  @inlinable var top: CGFloat? {
    get { rule(RuleBit.top, topValue) }
    set {
      topValue = newValue ?? 0
      markRule(RuleBit.top, newValue != nil)
    }
  }

  @inlinable var left: CGFloat? {
    get { rule(RuleBit.left, leftValue) }
    set {
      leftValue = newValue ?? 0
      markRule(RuleBit.left, newValue != nil)
    }
  }

  @inlinable var bottom: CGFloat? {
    get { rule(RuleBit.bottom, bottomValue) }
    set {
      bottomValue = newValue ?? 0
      markRule(RuleBit.bottom, newValue != nil)
    }
  }

  @inlinable var right: CGFloat? {
    get { rule(RuleBit.right, rightValue) }
    set {
      rightValue = newValue ?? 0
      markRule(RuleBit.right, newValue != nil)
    }
  }

  @inlinable var hCenter: CGFloat? {
    get { rule(RuleBit.hCenter, hCenterValue) }
    set {
      hCenterValue = newValue ?? 0
      markRule(RuleBit.hCenter, newValue != nil)
    }
  }

  @inlinable var vCenter: CGFloat? {
    get { rule(RuleBit.vCenter, vCenterValue) }
    set {
      vCenterValue = newValue ?? 0
      markRule(RuleBit.vCenter, newValue != nil)
    }
  }

  @inlinable var width: CGFloat? {
    get { rule(RuleBit.width, widthValue) }
    set {
      widthValue = newValue ?? 0
      markRule(RuleBit.width, newValue != nil)
    }
  }

  @inlinable var minWidth: CGFloat? {
    get { rule(RuleBit.minWidth, minWidthValue) }
    set {
      minWidthValue = newValue ?? 0
      markRule(RuleBit.minWidth, newValue != nil)
    }
  }

  @inlinable var maxWidth: CGFloat? {
    get { rule(RuleBit.maxWidth, maxWidthValue) }
    set {
      maxWidthValue = newValue ?? 0
      markRule(RuleBit.maxWidth, newValue != nil)
    }
  }

  @inlinable var height: CGFloat? {
    get { rule(RuleBit.height, heightValue) }
    set {
      heightValue = newValue ?? 0
      markRule(RuleBit.height, newValue != nil)
    }
  }

  @inlinable var minHeight: CGFloat? {
    get { rule(RuleBit.minHeight, minHeightValue) }
    set {
      minHeightValue = newValue ?? 0
      markRule(RuleBit.minHeight, newValue != nil)
    }
  }

  @inlinable var maxHeight: CGFloat? {
    get { rule(RuleBit.maxHeight, maxHeightValue) }
    set {
      maxHeightValue = newValue ?? 0
      markRule(RuleBit.maxHeight, newValue != nil)
    }
  }

  @inlinable var marginTop: CGFloat? {
    get { rule(RuleBit.marginTop, marginTopValue) }
    set {
      marginTopValue = newValue ?? 0
      markRule(RuleBit.marginTop, newValue != nil)
    }
  }

  @inlinable var marginLeft: CGFloat? {
    get { rule(RuleBit.marginLeft, marginLeftValue) }
    set {
      marginLeftValue = newValue ?? 0
      markRule(RuleBit.marginLeft, newValue != nil)
    }
  }

  @inlinable var marginBottom: CGFloat? {
    get { rule(RuleBit.marginBottom, marginBottomValue) }
    set {
      marginBottomValue = newValue ?? 0
      markRule(RuleBit.marginBottom, newValue != nil)
    }
  }

  @inlinable var marginRight: CGFloat? {
    get { rule(RuleBit.marginRight, marginRightValue) }
    set {
      marginRightValue = newValue ?? 0
      markRule(RuleBit.marginRight, newValue != nil)
    }
  }
}
