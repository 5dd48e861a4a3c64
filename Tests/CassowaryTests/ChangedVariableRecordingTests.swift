import Testing

@testable import Cassowary

/// A solver that records the variables its updates change (`_recordsChangedVariables`, what the
/// layout engine uses) reads only the rows touched since the last update; its values must be those
/// of a solver that reads every variable, and its list exactly the variables whose values changed.
@Suite struct ChangedVariableRecordingTests {
  @Test func `an update after a suggested value lists the variables it moved and no other`() throws {
    let (x0, x1, x2, y) = (Variable("x0"), Variable("x1"), Variable("x2"), Variable("y"))
    let solver = Solver()
    solver._recordsChangedVariables = true
    try solver.addConstraints([x1 == x0 + 10, x2 == x1 + 10, y == 5])
    try solver.addEditVariable(x0, strength: .strong)
    try solver.suggestValue(x0, 1)
    solver.updateVariables()
    _ = solver._takeChangedVariables()

    try solver.suggestValue(x0, 3)
    solver.updateVariables()
    let changed = solver._takeChangedVariables()
    #expect(Set(changed.map(ObjectIdentifier.init)) == Set([x0, x1, x2].map(ObjectIdentifier.init)))
    #expect(changed.count == 3)
    #expect(x0.value == 3)
    #expect(x1.value == 13)
    #expect(x2.value == 23)
    #expect(y.value == 5)

    // Nothing changed: nothing listed.
    solver.updateVariables()
    #expect(solver._takeChangedVariables().isEmpty)
  }

  @Test func `a new constant moves the variables of the rows that hold the constraint`() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let solver = Solver()
    solver._recordsChangedVariables = true
    let gap = b == a + 8
    try solver.addConstraints([a == 10, gap, c == 100])
    solver.updateVariables()
    _ = solver._takeChangedVariables()

    try solver.setConstant(-20, of: gap)  // b - a - 20 == 0
    solver.updateVariables()
    #expect(solver._takeChangedVariables().map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    #expect(a.value == 10)
    #expect(b.value == 30)
    #expect(c.value == 100)
  }

  @Test func `a new variable outside the touched rows' basic symbols is read when it is registered`() throws {
    // `y` holds 5 (a value from before, as a layout variable that another solver wrote); it joins as a
    // parameter of the new row of `z`, so no touched row has it as its basic symbol, and its value is
    // 0 now.
    let x = Variable("x"), y = Variable("y", value: 5), z = Variable("z")
    let solver = Solver()
    solver._recordsChangedVariables = true
    try solver.addConstraint(x == 10)
    solver.updateVariables()
    _ = solver._takeChangedVariables()
    try solver.addConstraint(z == y + 3)
    let ySymbol = try #require(solver.tableau.variables.symbol(of: y))
    try #require(!solver.tableau.isBasic(ySymbol), "the case needs y to be a parameter")
    solver.updateVariables()
    #expect(y.value == 0)
    #expect(z.value == 3)
    #expect(x.value == 10)
    let changed = Set(solver._takeChangedVariables().map(ObjectIdentifier.init))
    #expect(changed == Set([y, z].map(ObjectIdentifier.init)))
  }

  @Test func `a refactored tableau's next update reads every variable`() throws {
    // Refactoring builds every row anew: the variables basic in rows untouched since the last update
    // may leave the basis, and only a full read gives them their new values.
    let (a, b) = (Variable("a"), Variable("b"))
    let solver = Solver()
    solver._recordsChangedVariables = true
    try solver.addConstraints([a == 10, b == a + 8])
    solver.updateVariables()
    _ = solver._takeChangedVariables()
    #expect(!solver.tableau.touchedRows.coversAll)
    let refactored = try #require(solver.tableau.refactored())
    #expect(refactored.touchedRows.coversAll)
  }

  @Test func `a solver that does not reset released variables leaves their last values`() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let resetting = Solver()
    let keeping = Solver()
    keeping._resetsReleasedVariables = false
    let first = x == 12
    let second = y == 34
    try resetting.addConstraint(first)
    try keeping.addConstraint(second)
    resetting.updateVariables()
    keeping.updateVariables()
    try resetting.removeConstraint(first)
    try keeping.removeConstraint(second)
    resetting.updateVariables()
    keeping.updateVariables()
    #expect(x.value == 0)  // as kiwi's
    #expect(y.value == 34)
  }

  @Test(arguments: Array(0..<32) as [UInt64])
  func `recorded updates give the values of full updates after random operations`(seed: UInt64) throws {
    var system = RandomSystem(seed: seed, variableCount: 6...20)
    // The same system twice, on separate variables: `full` reads every variable at each update.
    let mirrored = system.variables.map { Variable($0.name) }
    let index = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { (ObjectIdentifier($1), $0) })
    func mirror(_ constraint: Constraint) -> Constraint {
      let terms = constraint.expression.terms.map { term in
        Term(mirrored[index[ObjectIdentifier(term.variable)] ?? 0], coefficient: term.coefficient)
      }
      return Constraint(
        LinearExpression(terms, constant: constraint.expression.constant), constraint.relation,
        strength: constraint.strength)
    }
    let recording = Solver()
    recording._recordsChangedVariables = true
    let full = Solver()
    var added: [(Constraint, Constraint)] = []
    for stay in system.stays() {
      try recording.addConstraint(stay)
      try full.addConstraint(mirror(stay))
    }
    try recording.addEditVariable(system.variables[0], strength: .strong)
    try full.addEditVariable(mirrored[0], strength: .strong)

    for step in 0..<80 {
      let context = "seed \(seed), step \(step)"
      let roll = system.rng.double(in: 0...1)
      if roll < 0.35 || added.isEmpty {
        let constraint = system.constraint()
        let copy = mirror(constraint)
        let accepted = (try? recording.addConstraint(constraint)) != nil
        #expect(accepted == ((try? full.addConstraint(copy)) != nil), "\(context)")
        if accepted { added.append((constraint, copy)) }
      } else if roll < 0.45 {
        let (constraint, copy) = added.remove(at: system.rng.int(in: 0...(added.count - 1)))
        try recording.removeConstraint(constraint)
        try full.removeConstraint(copy)
      } else if roll < 0.7 {
        let value = Double(system.rng.int(in: -300...300))
        try recording.suggestValue(system.variables[0], value)
        try full.suggestValue(mirrored[0], value)
      } else if roll < 0.9 {
        let (constraint, copy) = added[system.rng.int(in: 0...(added.count - 1))]
        let value = Double(system.rng.int(in: -150...150))
        let accepted = (try? recording.setConstant(value, of: constraint)) != nil
        #expect(accepted == ((try? full.setConstant(value, of: copy)) != nil), "\(context)")
      } else {
        // A batch whose last constraint contradicts the first: rolled back whole.
        let variable = system.rng.int(in: 0...(mirrored.count - 1))
        let batch = [system.variables[variable] == 1000, system.variables[variable] == -1000]
        #expect(throws: SolverError.self) { try recording.addConstraints(batch) }
        #expect(throws: SolverError.self) { try full.addConstraints(batch.map(mirror)) }
      }
      let before = system.variables.map(\.value)
      recording.updateVariables()
      full.updateVariables()
      for (variable, copy) in zip(system.variables, mirrored) {
        #expect(variable.value == copy.value, "\(variable.name): \(variable.value) vs \(copy.value), \(context)")
      }
      let moved = Set(zip(system.variables, before).filter { $0.value != $1 }.map { ObjectIdentifier($0.0) })
      let listed = recording._takeChangedVariables().map(ObjectIdentifier.init)
      #expect(Set(listed) == moved, "\(context)")
      #expect(listed.count == Set(listed).count, "a variable listed twice, \(context)")
    }
  }

  /// A stack of boxes as a layout gives it to the solver: each box's top is the bottom of the one
  /// above plus a gap, each height between a minimum and a maximum, near a preferred height and
  /// pushed by a suggested width. Suggested widths and new constants leave the rows of the tops
  /// (basic externals) stale, and adds and removals refresh them: a recording solver must read the
  /// values a full read gives.
  private struct Stack {
    let solver = Solver()
    let tops: [Variable]
    let heights: [Variable]
    let width = Variable("w")
    var preferred: [Constraint] = []
    var minimums: [Constraint] = []

    init(count: Int, recording: Bool, rng: inout SplitMix64) throws {
      solver._recordsChangedVariables = recording
      tops = (0..<count).map { Variable("top\($0)") }
      heights = (0..<count).map { Variable("height\($0)") }
      try solver.addConstraint(tops[0] == 0)
      for index in 0..<count {
        if index > 0 { try solver.addConstraint(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        let minimum = heights[index] >= Double(rng.int(in: 10...40))
        minimums.append(minimum)
        try solver.addConstraint(minimum)
        try solver.addConstraint(heights[index] <= 200)
        let wants = Constraint(
          LinearExpression(
            [Term(heights[index]), Term(width, coefficient: 0.25)], constant: -Double(rng.int(in: 60...160))),
          .greaterThanOrEqual, strength: rng.chance(0.5) ? .strong : .medium)
        try solver.addConstraint(wants)
        let prefer = Constraint(
          LinearExpression([Term(heights[index])], constant: -Double(rng.int(in: 20...120))), .equal, strength: .weak)
        preferred.append(prefer)
        try solver.addConstraint(prefer)
      }
      try solver.addEditVariable(width, strength: .strong)
    }

    var values: [Double] { (tops + heights + [width]).map(\.value) }
  }

  @Test(arguments: Array(0..<48) as [UInt64])
  func `recorded updates give the values of full updates on a stack of boxes`(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let count = rng.int(in: 4...14)
    var first = rng, second = rng
    let recording = try Stack(count: count, recording: true, rng: &first)
    let full = try Stack(count: count, recording: false, rng: &second)
    rng = first
    for step in 0..<60 {
      // Up to three changes before a read, as a layout pass applies its queue (constants, removals,
      // additions) before it reads.
      for _ in 0..<rng.int(in: 1...3) {
        let roll = rng.double(in: 0...1)
        let index = rng.int(in: 0...(count - 1))
        if roll < 0.4 {
          let value = Double(rng.int(in: 100...500))
          try recording.solver.suggestValue(recording.width, value)
          try full.solver.suggestValue(full.width, value)
        } else if roll < 0.7 {
          let value = -Double(rng.int(in: 5...150))
          try recording.solver.setConstant(value, of: recording.preferred[index])
          try full.solver.setConstant(value, of: full.preferred[index])
        } else if roll < 0.85 {
          let value = -Double(rng.int(in: 0...60))
          try recording.solver.setConstant(value, of: recording.minimums[index])
          try full.solver.setConstant(value, of: full.minimums[index])
        } else {
          // Removed and added again: the refresh of stale definitions that a change of structure needs.
          for stack in [recording, full] {
            try stack.solver.removeConstraint(stack.preferred[index])
            try stack.solver.addConstraint(stack.preferred[index])
          }
        }
      }
      recording.solver.updateVariables()
      full.solver.updateVariables()
      #expect(recording.values == full.values, "seed \(seed), step \(step)")
      _ = recording.solver._takeChangedVariables()
    }

  }
}
