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
}
