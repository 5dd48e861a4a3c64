"""Runs one generated system on kiwisolver and measures what the fixtures record.

kiwi's state after a failed addConstraint is not trustworthy (the failed row can stay half-installed),
so after every rejection the solver is rebuilt from what was accepted: the edit variables with their
suggested values, then the accepted constraints in kiwi's insertion order.
"""

import math

import kiwisolver as kiwi

from systems import REQUIRED, SplitMix64

KIWI_OPS = {'=': '==', '<': '<=', '>': '>='}


def make_constraint(variables, spec):
    rel, strength, constant, terms = spec
    expression = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
    return kiwi.Constraint(expression, KIWI_OPS[rel], strength)


def violation(rel, value):
    if rel == '=':
        return abs(value)
    if rel == '<':
        return max(0.0, value)
    return max(0.0, -value)


def expression_value(spec, values):
    _, _, constant, terms = spec
    return math.fsum([constant] + [c * values[v] for v, c in terms])


def satisfies_required(active, values, tolerance=1e-6):
    """Whether kiwi's solution holds every required constraint (within 1e-6 of its magnitude)."""
    for spec in active.values():
        if spec[1] >= REQUIRED:
            magnitude = abs(spec[2]) + sum(abs(c * values[v]) for v, c in spec[3])
            if violation(spec[0], expression_value(spec, values)) > tolerance * max(1.0, magnitude):
                return False
    return True


def objective(active, edits, values):
    """Strength-weighted error of the non-required constraints and of the edit constraints."""
    parts = []
    for spec in active.values():
        if spec[1] < REQUIRED:
            parts.append(spec[1] * violation(spec[0], expression_value(spec, values)))
    for v, (strength, suggested) in edits.items():
        parts.append(strength * abs(values[v] - suggested))
    return math.fsum(parts)


def build(variables, active, edits, pulls=()):
    """A fresh kiwi solver with the given state (raises whatever kiwi raises)."""
    solver = kiwi.Solver()
    handles = {}
    for v, (strength, suggested) in edits.items():
        solver.addEditVariable(variables[v], strength)
        solver.suggestValue(variables[v], suggested)
    for cid, spec in active.items():
        handles[cid] = make_constraint(variables, spec)
        solver.addConstraint(handles[cid])
    for spec in pulls:
        solver.addConstraint(make_constraint(variables, spec))
    return solver, handles


def involved(active, edits):
    used = set(edits)
    for spec in active.values():
        used.update(v for v, _ in spec[3])
    return used


def read_values(variables, used):
    """Values after updateVariables(); a variable in no constraint reads 0 (it is not in the problem)."""
    return [variables[i].value() if i in used else 0.0 for i in range(len(variables))]


def run_main(system):
    """Replays the operations. Returns (outcomes, checkpoints); a checkpoint is
    (values, objective, active snapshot, edits snapshot)."""
    variables = [kiwi.Variable(f"x{i}") for i in range(system.nvars)]
    solver = kiwi.Solver()
    specs = {}       # cid -> spec of every issued constraint
    active = {}      # cid -> spec, accepted and not removed, in kiwi's insertion order
    handles = {}     # cid -> kiwi constraint in the solver
    edits = {}       # var -> [strength, suggested value]
    outcomes = []
    checkpoints = []

    def rebuild():
        nonlocal solver, handles
        solver, handles = build(variables, active, edits)

    for op in system.ops:
        kind = op[0]
        if kind == 'a':
            cid, spec = op[1], op[2:]
            specs[cid] = spec
            constraint = make_constraint(variables, spec)
            try:
                solver.addConstraint(constraint)
                active[cid] = spec
                handles[cid] = constraint
                outcomes.append('+')
            except kiwi.UnsatisfiableConstraint:
                outcomes.append('U')
                rebuild()
        elif kind == 'r':
            cid = op[1]
            if cid in active:
                solver.removeConstraint(handles.pop(cid))
                del active[cid]
                outcomes.append('+')
            else:
                outcomes.append('N')
        elif kind == 'k':
            cid, constant = op[1], op[2]
            if cid not in active:
                outcomes.append('N')
                continue
            old = active[cid]
            new = (old[0], old[1], constant, old[3])
            solver.removeConstraint(handles.pop(cid))
            constraint = make_constraint(variables, new)
            try:
                solver.addConstraint(constraint)
                del active[cid]
                active[cid] = new          # kiwi re-added it: it is now the newest constraint
                handles[cid] = constraint
                outcomes.append('+')
            except kiwi.UnsatisfiableConstraint:
                # Our setConstant keeps the old constant when the new one is infeasible.
                outcomes.append('U')
                rebuild()
        elif kind == 'e':
            v, strength = op[1], op[2]
            if v in edits:
                outcomes.append('D')
            else:
                solver.addEditVariable(variables[v], strength)
                edits[v] = [strength, 0.0]
                outcomes.append('+')
        elif kind == 'x':
            v = op[1]
            if v in edits:
                solver.removeEditVariable(variables[v])
                del edits[v]
                outcomes.append('+')
            else:
                outcomes.append('N')
        elif kind == 's':
            v, value = op[1], op[2]
            if v in edits:
                solver.suggestValue(variables[v], value)
                edits[v][1] = value
                outcomes.append('+')
            else:
                outcomes.append('N')
        elif kind == 'u':
            solver.updateVariables()
            snapshot = dict(active)
            edit_snapshot = {v: tuple(e) for v, e in edits.items()}
            values = read_values(variables, involved(snapshot, edit_snapshot))
            checkpoints.append((values, objective(snapshot, edit_snapshot, values),
                                snapshot, edit_snapshot))
            outcomes.append('+')
        else:
            raise ValueError(f"unknown operation {op!r}")
    return outcomes, checkpoints


def agree(a, b, tolerance=1e-6):
    return all(abs(x - y) <= tolerance * max(1.0, abs(x)) for x, y in zip(a, b))


def is_unique(system, index, checkpoint):
    """Whether kiwi's optimum at a checkpoint is a single point: fresh solves with tiny pulls
    `x_j == ±1e6` (strength eps*w_j, random signs, then all flipped; eps 1e-5 and 1e-6) must all land on
    kiwi's incremental answer. If the optimal face had an edge, opposite pulls would reach its two ends."""
    values, _, active, edits = checkpoint
    used = sorted(involved(active, edits))
    if not used:
        return True
    rng = SplitMix64((system.seed * 1000003 + index) & ((1 << 64) - 1))
    signs = [1.0 if rng.below(2) else -1.0 for _ in used]
    weights = [0.5 + rng.u() for _ in used]
    variables = [kiwi.Variable(f"x{i}") for i in range(system.nvars)]
    for eps in (1e-5, 1e-6):
        for flip in (1.0, -1.0):
            pulls = [('=', eps * w, -flip * s * 1e6, [(v, 1.0)])
                     for v, s, w in zip(used, signs, weights)]
            try:
                solver, _ = build(variables, active, edits, pulls)
            except kiwi.UnsatisfiableConstraint:
                return False
            solver.updateVariables()
            if not agree(values, read_values(variables, set(used))):
                return False
    return True
