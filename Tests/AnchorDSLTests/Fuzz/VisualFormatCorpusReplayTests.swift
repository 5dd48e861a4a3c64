import Foundation
import Testing

/// Replays the committed libFuzzer corpus of the visual-format target (`Fuzz/Corpus/vfl`: the Auto
/// Layout Guide's examples and malformed formats, inputs that reached new code, and the inputs of
/// crashes found and fixed) through the fuzzer's own checks, ``VisualFormatProgram``.
@Suite struct VisualFormatCorpusReplayTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/vfl")

  @Test func `every committed visual-format fuzz input runs without an invariant violation`() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
    #expect(names.count >= 20, "the corpus at \(Self.directory.path) is missing")
    for name in names.sorted() {
      guard let data = FileManager.default.contents(atPath: Self.directory.appendingPathComponent(name).path) else {
        Issue.record("Fuzz/Corpus/vfl/\(name) cannot be read")
        continue
      }
      let violations = VisualFormatProgram.run([UInt8](data))
      #expect(violations.isEmpty, "Fuzz/Corpus/vfl/\(name): \(violations.first ?? "")")
    }
  }
}
