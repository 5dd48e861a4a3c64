import Foundation
import LayoutNodes

/// What a showcase run did: the files it wrote, the comparisons it made and the time each layout took.
public struct ShowcaseReport {
  /// The SVG files written, as paths.
  public var files: [String] = []
  /// The frame comparisons, one per pair of layouts that must agree.
  public var checks: [ShowcaseCheck] = []
  /// The time each layout took.
  public var timings: [ShowcaseTiming] = []
  /// The diagnostics the diagnostics screen recorded (on purpose).
  public var diagnostics: [ShowcaseDiagnostic] = []

  /// Whether every comparison found equal frames.
  public var allChecksPassed: Bool { checks.allSatisfy(\.passed) }
}

/// A comparison of two layouts of one screen at one size.
public struct ShowcaseCheck {
  /// The screen.
  public var screen: ShowcaseScreen
  /// The size's label (`portrait`, `landscape`, `WIDTHxHEIGHT`).
  public var sizeLabel: String
  /// What was compared with what, e.g. `neon vs anchors`.
  public var subject: String
  /// The nodes whose frames differ (empty when the layouts agree within 1e-6).
  public var differences: [FrameDifference]

  /// Whether the layouts agree.
  public var passed: Bool { differences.isEmpty }
}

/// The time one layout of one screen took.
public struct ShowcaseTiming {
  /// The screen.
  public var screen: ShowcaseScreen
  /// The size's label.
  public var sizeLabel: String
  /// The layout system (the version's name).
  public var version: String
  /// The wall-clock time of the layout call, in milliseconds.
  public var milliseconds: Double
}

/// A diagnostic recorded by the diagnostics screen at one size.
public struct ShowcaseDiagnostic {
  /// The size's label.
  public var sizeLabel: String
  /// The diagnostic.
  public var diagnostic: LayoutDiagnostic
}
