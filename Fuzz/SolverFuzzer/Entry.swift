// libFuzzer entry of the solver target: the bytes are a program of solver operations, run by
// `SolverProgram` (Tests/CassowaryTests/Fuzz/SolverProgram.swift, shared by path with the corpus
// replay test). An invariant violation traps, so that libFuzzer saves the input as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolverProgram(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let violations = SolverProgram.run(bytes)
  if let first = violations.first {
    fatalError("solver invariant violated: \(first)")
  }
  return 0
}
