// libFuzzer entry of the visual-format target: the bytes are an options selector and a format, run by
// `VisualFormatProgram` (Tests/AnchorDSLTests/Fuzz/VisualFormatProgram.swift, shared by path with the
// corpus replay test). An invariant violation traps, so that libFuzzer saves the input as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let violations = VisualFormatProgram.run(bytes)
  if let first = violations.first {
    fatalError("visual format invariant violated: \(first)")
  }
  return 0
}
