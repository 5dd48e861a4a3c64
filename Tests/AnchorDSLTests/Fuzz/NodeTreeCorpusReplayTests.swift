import Foundation
import Testing

/// Replays the committed libFuzzer corpus of the node-tree target (`Fuzz/Corpus/nodetree`, inputs that
/// reached new code, and the inputs of crashes found and fixed) through the fuzzer's own interpreter,
/// ``NodeTreeProgram``: each must run without an invariant violation.
@Suite struct NodeTreeCorpusReplayTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/nodetree")

  static func corpus() -> [(name: String, bytes: [UInt8])] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
        return nil
      }
      return (name, [UInt8](data))
    }
  }

  @Test func `every committed node-tree fuzz input runs without an invariant violation`() {
    let corpus = Self.corpus()
    #expect(corpus.count >= 20, "the corpus at \(Self.directory.path) is missing")
    for (name, bytes) in corpus {
      let violations = NodeTreeProgram.run(bytes)
      #expect(violations.isEmpty, "Fuzz/Corpus/nodetree/\(name): \(violations.first ?? "")")
    }
  }

  /// An input the fuzzer found on 2026-12-07 (`.ci/run` on 34fd1ad; it fails the same way on f9b66fe
  /// and 08e4f41): after operation 56, the installed required constraint `n5.top == n8.top + 52` reads
  /// 60 against 128. Not fixed yet: kept out of the corpus, which must replay clean, and pinned here as
  /// a known issue, so that this test reports it the day a fix makes the input run clean.
  @Test func `the input that violated a required top constraint is a known issue`() throws {
    let url = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("KnownIssues/nodetree-required-top-violated")
    let bytes = try #require(FileManager.default.contents(atPath: url.path)).map { $0 }
    withKnownIssue("a required constraint is violated after operation 56 (Fuzz/KnownIssues)") {
      let violations = NodeTreeProgram.run(bytes)
      #expect(violations.isEmpty, "\(violations.first ?? "")")
    }
  }
}
