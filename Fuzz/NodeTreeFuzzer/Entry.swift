// libFuzzer entry of the node-tree target: the bytes are a program of tree and anchor-constraint
// operations, run by `NodeTreeProgram` (Tests/AnchorDSLTests/Fuzz/NodeTreeProgram.swift, shared by
// path with the corpus replay test). An invariant violation traps, so that libFuzzer saves the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNodeTreeProgram(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let violations = NodeTreeProgram.run(bytes)
  if let first = violations.first {
    fatalError("node tree invariant violated: \(first)")
  }
  return 0
}
