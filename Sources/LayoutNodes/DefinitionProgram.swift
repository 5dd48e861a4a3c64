import Cassowary

/// The kept definitions flattened for evaluation after every solve: one step per
/// definition in dependency order, its terms in one array, as unretained references (the
/// definitions' constraints hold the variables, the engine the boxes). Evaluating a feed's thousand
/// definitions through their constraints' expressions retained and released every term, most of a
/// pass after one cell changed.
///
/// A pass evaluates only the steps whose inputs changed: the steps that read a variable the solver
/// changed (``noteChanged(_:)``), then, in dependency order, the steps that read a coordinate a step
/// changed. One edited cell of a feed thus re-evaluates the tops of the cells below it, not the
/// positions inside every cell (ten times as many). After a change of structure every step is
/// evaluated (``evaluatesAll``).
struct DefinitionProgram {
  struct Step {
    var variable: Unmanaged<Variable>
    /// The box whose coordinate the step defines, for its write-back.
    var box: Unmanaged<LayoutBox>?
    var coefficient: Double
    var constant: Double
    /// The definition's ``CoordinateDefinition/sequence``: the steps are in its order.
    let sequence: Int
    var terms: Range<Int>
    /// The steps that read this step's coordinate, in `readerSteps`.
    var readers: Range<Int> = 0..<0
    /// Whether the definition still stands: a step whose definition went away is skipped (and its
    /// references are not followed: what they referred to may be gone) until a definition takes its
    /// place (``replaceRemovedStep(numbered:with:box:)``).
    var isLive = true
  }
  private(set) var steps: [Step] = []
  private var terms: [(variable: Unmanaged<Variable>, coefficient: Double)] = []
  /// The steps that read each variable (a solver variable or another step's coordinate), grouped by
  /// variable: ``readerRanges`` gives each variable's group.
  private var readerSteps: [Int32] = []
  private var readerRanges = IdentityMap<Range<Int>>()
  /// The steps appended since the program was compiled that read each variable (``append(_:box:)``):
  /// the compiled groups are one flat array, which a new reader cannot join in place.
  private var lateReaders = IdentityMap<[Int32]>()
  /// How many entries ``lateReaders`` holds.
  private var lateReaderCount = 0
  /// How many steps are not live.
  private var removedStepCount = 0
  /// Whether appended readers and removed steps have grown to a quarter of the steps: each appended
  /// reader costs a lookup when the coordinate it reads changes, and each removed step a test.
  var needsCompiling: Bool { lateReaderCount + removedStepCount > steps.count / 4 }
  /// Whether the next evaluation evaluates every step: after compiling, or when so many variables
  /// changed that looking each one up costs more than evaluating everything.
  var evaluatesAll = true
  private var pending = PendingSteps(count: 0)

  /// Flattens definitions given in dependency order; `box(variable)` is the box whose coordinate a
  /// definition defines.
  init(_ definitions: [CoordinateDefinition], box: (Variable) -> LayoutBox?) {
    // Who reads what, as (variable, step) pairs grouped by sorting: one flat array for a feed's
    // thousands of definitions, where a dictionary of arrays allocated one array per variable.
    var reads: [(variable: ObjectIdentifier, step: Int32)] = []
    reads.reserveCapacity(definitions.count * 3)
    steps.reserveCapacity(definitions.count)
    for definition in definitions {
      let start = terms.count
      let constraint = definition.constraint
      let index = Int32(steps.count)
      for term in constraint._terms where term.variable !== definition.variable {
        terms.append((Unmanaged.passUnretained(term.variable), term.coefficient))
        reads.append((ObjectIdentifier(term.variable), index))
      }
      steps.append(
        Step(
          variable: Unmanaged.passUnretained(definition.variable),
          box: box(definition.variable).map(Unmanaged.passUnretained),
          coefficient: definition.coefficient, constant: constraint._constant, sequence: definition.sequence,
          terms: start..<terms.count))
    }
    reads.sort { $0.variable < $1.variable || ($0.variable == $1.variable && $0.step < $1.step) }
    readerSteps = reads.map(\.step)
    readerRanges.reserveCapacity(reads.count)
    var groupStart = 0
    for end in reads.indices.dropFirst() where reads[end].variable != reads[groupStart].variable {
      readerRanges[reads[groupStart].variable] = groupStart..<end
      groupStart = end
    }
    if !reads.isEmpty { readerRanges[reads[groupStart].variable] = groupStart..<reads.count }
    for index in steps.indices {
      let variable = ObjectIdentifier(steps[index].variable.takeUnretainedValue())
      steps[index].readers = readerRanges[variable] ?? 0..<0
    }
    pending = PendingSteps(count: steps.count)
  }

  /// The ``CoordinateDefinition/sequence`` of the last step, `Int.min` for an empty program: a
  /// definition numbered after it is not in the program yet.
  var lastSequence: Int { steps.last?.sequence ?? Int.min }

  /// Appends steps for definitions kept since the program was compiled, numbered after every step
  /// (so in dependency order after them), and queues them for the next evaluation. Their readers of
  /// existing variables are kept apart, in ``lateReaders``.
  mutating func append(_ definitions: [CoordinateDefinition], box: (Variable) -> LayoutBox?) {
    for definition in definitions {
      let index = Int32(steps.count)
      steps.append(
        Step(
          variable: Unmanaged.passUnretained(definition.variable),
          box: box(definition.variable).map(Unmanaged.passUnretained),
          coefficient: definition.coefficient, constant: definition.constraint._constant,
          sequence: definition.sequence, terms: appendTerms(of: definition, readBy: index)))
    }
    pending.grow(to: steps.count)
    guard !evaluatesAll else { return }
    for index in (steps.count - definitions.count)..<steps.count { pending.insert(Int32(index)) }
  }

  /// Appends a definition's terms (all but its own coordinate's) to ``terms``, step `index` a late
  /// reader of each; returns their range.
  private mutating func appendTerms(of definition: CoordinateDefinition, readBy index: Int32) -> Range<Int> {
    let start = terms.count
    for term in definition.constraint._terms where term.variable !== definition.variable {
      terms.append((Unmanaged.passUnretained(term.variable), term.coefficient))
      lateReaders.update(ObjectIdentifier(term.variable), default: []) { $0.append(index) }
      lateReaderCount += 1
    }
    return start..<terms.count
  }

  /// The position of the step numbered `sequence`, if there is one.
  private func index(ofStepNumbered sequence: Int) -> Int? {
    var low = 0, high = steps.count
    while low < high {
      let middle = (low + high) / 2
      if steps[middle].sequence < sequence { low = middle + 1 } else { high = middle }
    }
    return low < steps.count && steps[low].sequence == sequence ? low : nil
  }

  /// Takes out the step of the definition numbered `sequence`, which went away: it is skipped from
  /// now on. Returns whether the program had that step.
  mutating func removeStep(numbered sequence: Int) -> Bool {
    guard let index = index(ofStepNumbered: sequence), steps[index].isLive else { return false }
    steps[index].isLive = false
    removedStepCount += 1
    return true
  }

  /// Puts a definition in the place of the removed step numbered as it is (see
  /// `LayoutEngine.keepAsDefinition`), and queues it for the next evaluation. Returns whether the
  /// program had such a step. The steps that read the definition's coordinate read it from there on.
  mutating func replaceRemovedStep(numbered sequence: Int, with definition: CoordinateDefinition, box: LayoutBox?)
    -> Bool
  {
    guard let index = index(ofStepNumbered: sequence), !steps[index].isLive else { return false }
    steps[index].terms = appendTerms(of: definition, readBy: Int32(index))
    steps[index].variable = Unmanaged.passUnretained(definition.variable)
    steps[index].box = box.map(Unmanaged.passUnretained)
    steps[index].coefficient = definition.coefficient
    steps[index].constant = definition.constraint._constant
    // Readers compiled for a coordinate that has since gone were steps that went with it.
    steps[index].readers = readerRanges[ObjectIdentifier(definition.variable)] ?? 0..<0
    steps[index].isLive = true
    removedStepCount -= 1
    if !evaluatesAll { pending.insert(Int32(index)) }
    return true
  }

  /// Queues the steps that read `variable`, whose value the solver changed.
  mutating func noteChanged(_ variable: Variable) {
    guard !evaluatesAll else { return }
    let key = ObjectIdentifier(variable)
    if let readers = readerRanges[key] {
      readerSteps.withUnsafeBufferPointer { readerSteps in
        for step in readerSteps[readers] { pending.insert(step) }
      }
    }
    guard lateReaderCount > 0, let late = lateReaders[key] else { return }
    for step in late { pending.insert(step) }
  }

  /// Gives the step of the definition numbered `sequence` a new constant, and queues it for the next
  /// evaluation; returns whether the program has that step. (A new constant leaves the order and the
  /// readers as they are: one step and the steps that read it are evaluated again, not every step.)
  mutating func setConstant(_ constant: Double, ofStepNumbered sequence: Int) -> Bool {
    guard let index = index(ofStepNumbered: sequence), steps[index].isLive else { return false }
    steps[index].constant = constant
    if !evaluatesAll { pending.insert(Int32(index)) }
    return true
  }

  /// Evaluates the steps whose inputs changed (every step if ``evaluatesAll``), in dependency order,
  /// and calls `changed` with the box of each coordinate whose value changed.
  mutating func evaluate(_ changed: (LayoutBox) -> Void) {
    if evaluatesAll {
      evaluatesAll = false
      pending.removeAll()
      for index in steps.indices where steps[index].isLive && evaluate(step: index) {
        steps[index].box?._withUnsafeGuaranteedRef(changed)
      }
      return
    }
    // The queue is taken out so that its words are written in place, and the arrays are read through
    // buffers: an edit in a feed runs this loop once for every cell below the edited one, and a
    // uniqueness check per word written or a retained slice per step cost more than the step.
    var pending = self.pending
    self.pending = PendingSteps(count: 0)
    let lateReaders = lateReaderCount > 0 ? self.lateReaders : nil
    steps.withUnsafeBufferPointer { steps in
      terms.withUnsafeBufferPointer { terms in
        readerSteps.withUnsafeBufferPointer { readerSteps in
          pending.drain { index, sweep in
            let step = steps[index]
            guard step.isLive, Self.evaluate(step, terms) else { return }
            step.box?._withUnsafeGuaranteedRef(changed)
            for reader in readerSteps[step.readers] { sweep.insert(reader) }
            guard let late = lateReaders?[step.variable._withUnsafeGuaranteedRef(ObjectIdentifier.init)] else { return }
            for reader in late { sweep.insert(reader) }
          }
        }
      }
    }
    self.pending = pending
  }

  /// Computes one step's coordinate; returns whether its value changed.
  private func evaluate(step index: Int) -> Bool {
    terms.withUnsafeBufferPointer { Self.evaluate(steps[index], $0) }
  }

  /// Computes a step's coordinate from its terms in `terms`; returns whether its value changed.
  private static func evaluate(
    _ step: Step, _ terms: UnsafeBufferPointer<(variable: Unmanaged<Variable>, coefficient: Double)>
  ) -> Bool {
    var rest = step.constant
    for term in terms[step.terms] {
      rest += term.coefficient * term.variable._withUnsafeGuaranteedRef { $0._value }
    }
    let value = -rest / step.coefficient
    return step.variable._withUnsafeGuaranteedRef { variable in
      guard value.bitPattern != variable._value.bitPattern else { return false }
      variable._assign(value)
      return true
    }
  }
}

/// The steps waiting for evaluation, as one bit per step: a step's readers come after it, so a sweep
/// from the first pending step evaluates them in dependency order, each once, for a word per 64
/// steps.
private struct PendingSteps {
  private var words: [UInt64] = []
  /// The first word that may hold a pending step.
  private var first = Int.max

  init(count: Int) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  mutating func insert(_ step: Int32) {
    let start = first
    first = words.withUnsafeMutableBufferPointer { words in
      var sweep = Sweep(words: words, first: start)
      sweep.insert(step)
      return sweep.first
    }
  }

  /// Removes the pending steps first to last, calling `body` with each and with the sweep, into which
  /// `body` may insert the steps that read it (they come after it), removed in turn.
  ///
  /// The sweep reads and clears the words through a buffer: one uniqueness check for the whole loop
  /// instead of one per step.
  mutating func drain(_ body: (Int, inout Sweep) -> Void) {
    let start = first
    words.withUnsafeMutableBufferPointer { words in
      var sweep = Sweep(words: words, first: start)
      while let index = sweep.popFirst() { body(index, &sweep) }
    }
    first = Int.max
  }

  /// The pending steps' words in place, while ``drain(_:)`` runs.
  struct Sweep {
    let words: UnsafeMutableBufferPointer<UInt64>
    var first: Int

    mutating func insert(_ step: Int32) {
      let index = Int(step)
      words[index >> 6] |= 1 << UInt64(index & 63)
      first = Swift.min(first, index >> 6)
    }

    mutating func popFirst() -> Int? {
      while first < words.count {
        let word = words[first]
        if word != 0 {
          words[first] = word & (word - 1)
          return first << 6 | word.trailingZeroBitCount
        }
        first += 1
      }
      return nil
    }
  }

  mutating func removeAll() {
    drain { _, _ in }
  }

  /// Makes room for `count` steps, none of the new ones pending.
  mutating func grow(to count: Int) {
    let needed = (count + 63) / 64
    if words.count < needed { words += repeatElement(0, count: needed - words.count) }
  }
}
