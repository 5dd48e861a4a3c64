/// The checksum any correct solver prints for each phase: kiwi 1.5.1's (`WORKLOADS.md`, from
/// `kiwi-checksums.txt`), each a verified unique optimum. kiwi does not finish W6 (and gets
/// random-dense-200 `add` wrong), so the W6 rows come from `lp_reference.py`: the same optimisation
/// solved as a linear program by HiGHS, unique under ±1e6 pulls of weight 1e-5 and 1e-6.
struct ExpectedChecksum {
  let workload: String
  let phase: String
  let checksum: Double
  /// How far the printed value may be off: 1e-6 (the last printed digit), except random-sparse-2000
  /// `add`, whose 4,000 values each agree to about 1e-6 only.
  let tolerance: Double

  static let table: [ExpectedChecksum] = [
    .init(workload: "enaml", phase: "build", checksum: 2319.000000, tolerance: 1e-6),
    .init(workload: "enaml", phase: "suggest", checksum: 9574.000000, tolerance: 1e-6),
    .init(workload: "enaml", phase: "suggest-same", checksum: 6374.000000, tolerance: 1e-6),
    .init(workload: "chain-1000", phase: "build", checksum: 998400.000000, tolerance: 1e-6),
    .init(workload: "chain-10000", phase: "build", checksum: 99984000.000000, tolerance: 1e-6),
    .init(workload: "grid-10x10", phase: "build", checksum: 64600.000000, tolerance: 1e-6),
    .init(workload: "grid-10x10", phase: "suggest", checksum: 61731.477611, tolerance: 1e-6),
    .init(workload: "grid-100x10", phase: "build", checksum: 2980240.000000, tolerance: 1e-6),
    .init(workload: "grid-100x10", phase: "suggest", checksum: 2951944.648160, tolerance: 1e-6),
    .init(workload: "random-sparse-500", phase: "add", checksum: 38892.980314, tolerance: 1e-6),
    .init(workload: "random-sparse-500", phase: "remove", checksum: 43599.827702, tolerance: 1e-6),
    .init(workload: "random-sparse-2000", phase: "add", checksum: 146136.614441, tolerance: 1e-3),
    .init(
      workload: "random-sparse-2000", phase: "remove", checksum: 170499.219644, tolerance: 1e-6),
    .init(
      workload: "grid-squeeze-10x10", phase: "squeeze", checksum: 50274.005638, tolerance: 1e-6),
    .init(
      workload: "grid-squeeze-100x10", phase: "squeeze", checksum: 1818161.321744, tolerance: 1e-6),
    .init(
      workload: "layout-chain-1000", phase: "build", checksum: 23626003.000000, tolerance: 1e-6),
    .init(
      workload: "layout-chain-1000", phase: "suggest", checksum: 23650003.000000, tolerance: 1e-6),
    .init(
      workload: "layout-chain-4000", phase: "build", checksum: 379047439.000000, tolerance: 1e-6),
    .init(
      workload: "layout-chain-4000", phase: "suggest", checksum: 379143439.000000, tolerance: 1e-6),
    .init(
      workload: "layout-chain-5000", phase: "build", checksum: 592369178.000000, tolerance: 1e-6),
    .init(
      workload: "layout-chain-5000", phase: "suggest", checksum: 592489178.000000, tolerance: 1e-6),
    .init(workload: "stack-1000", phase: "build", checksum: 35768641.000000, tolerance: 1e-6),
    .init(workload: "stack-1000", phase: "resize", checksum: 36351223.000000, tolerance: 1e-6),
    .init(workload: "stack-4000", phase: "build", checksum: 568427787.000000, tolerance: 1e-6),
    .init(workload: "stack-4000", phase: "resize", checksum: 570756369.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-10", phase: "build", checksum: 48902.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-10", phase: "resize", checksum: 52331.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-10", phase: "edit", checksum: 52331.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-40", phase: "build", checksum: 193122.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-40", phase: "resize", checksum: 206321.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-40", phase: "edit", checksum: 206321.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-100", phase: "build", checksum: 482032.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-100", phase: "resize", checksum: 514931.000000, tolerance: 1e-6),
    .init(workload: "feed-ops-100", phase: "edit", checksum: 514931.000000, tolerance: 1e-6),
    .init(workload: "random-dense-200", phase: "add", checksum: 200.205916, tolerance: 1e-6),
    .init(workload: "random-dense-200", phase: "remove", checksum: 1818.683490, tolerance: 1e-6),
    .init(workload: "random-dense-500", phase: "add", checksum: 7431.340512, tolerance: 1e-6),
    .init(workload: "random-dense-500", phase: "remove", checksum: 8272.414542, tolerance: 1e-6),
  ]

  static func lookup(workload: String, phase: String) -> ExpectedChecksum? {
    table.first { $0.workload == workload && $0.phase == phase }
  }
}
