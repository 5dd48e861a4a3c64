import Dispatch
import Foundation

/// Keeps a value observable so the optimizer cannot drop the work that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Runs `body` and returns its result with the elapsed time in milliseconds, on Dispatch's monotonic
/// clock (`ContinuousClock` needs macOS 13 / iOS 16, and the package supports macOS 10.13 / iOS 12).
@inline(__always)
func measure<T>(_ body: () throws -> T) rethrows -> (result: T, milliseconds: Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = try body()
  let end = DispatchTime.now().uptimeNanoseconds
  return (result, Double(end - start) * 1e-6)
}

/// The median; the mean of the two middle values for an even count.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let n = sorted.count
  guard n > 0 else { return .nan }
  return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
}

/// `%.6f`, the checksum format of every output line.
/// Whether a frame is another's within the tests' tolerance, 1e-6, in origin and size: how every
/// layout benchmark checks a frame against its specification.
func framesAgree(_ a: CGRect, _ b: CGRect) -> Bool {
  let tolerance: CGFloat = 1e-6
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func formatChecksum(_ value: Double) -> String { String(format: "%.6f", value) }

/// A ratio with two decimals.
func formatRatio(_ value: Double) -> String { String(format: "%.2f", value) }

/// Whether two checksums agree within `tolerance` once printed: compared in whole millionths, so the
/// last printed digit is not at the mercy of binary rounding.
func printedValuesAgree(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
  guard a.isFinite, b.isFinite else { return false }
  let x = (a * 1e6).rounded()
  let y = (b * 1e6).rounded()
  return abs(x - y) <= (tolerance * 1e6).rounded()
}

/// Prints result lines and collects failures; the process exits non-zero when there are any.
final class Report {
  private(set) var failures: [String] = []

  /// Writes one line to standard output at once (unbuffered, so long runs show progress).
  func write(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes a comment line (`# ...`), which the comparison script ignores.
  func note(_ text: String) { write("# " + text) }

  /// Records and prints a failure as a `MISMATCH` line.
  func fail(_ text: String) {
    failures.append(text)
    write("MISMATCH " + text)
  }

  /// Prints `<workload> <phase> <median_ms> <checksum>` and checks the checksum: repetitions must agree
  /// and, where kiwi has a checksum for the phase, match it on the printed value.
  func phase(_ workload: String, _ phase: String, times: [Double], checksums: [Double]) {
    guard let last = checksums.last else { return }
    let expected = ExpectedChecksum.lookup(workload: workload, phase: phase)
    let tolerance = expected?.tolerance ?? 1e-6
    let printed = formatChecksum(last)
    write("\(workload) \(phase) \(String(format: "%.3f", median(times))) \(printed)")
    if let other = checksums.first(where: { !printedValuesAgree($0, last, tolerance: tolerance) }) {
      fail("\(workload) \(phase): repetitions disagree (\(formatChecksum(other)) vs \(printed))")
    }
    if let expected,
      !printedValuesAgree(Double(printed) ?? .nan, expected.checksum, tolerance: tolerance)
    {
      fail(
        "\(workload) \(phase): checksum \(printed), expected \(formatChecksum(expected.checksum)) "
          + "(tolerance \(tolerance))")
    }
  }

  /// Fails with `message` unless `condition` holds.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }
}
