#!/usr/bin/env python3
"""Decides, for each mismatch of a replay log, whether kiwi or our solver is wrong, with an LP solver
(HiGHS through scipy) as the referee.

    KIWI_DIFFERENTIAL_LOG=/tmp/mismatches.log swift test --filter KiwiDifferentialTests
    adjudicate.py /tmp/mismatches.log [--fixtures DIR] [--errata FILE] [--quiet]

Up to a mismatch both solvers gave the same answers (the replay stops comparing after the first
different one), so the LP's state follows kiwi's recorded answers (read from the fixtures, default the
committed ones; `--fixtures` for a `generate.py --long --keep` directory); where kiwi recorded none
(systems it could not solve) it follows the LP's own feasibility. Then, per mismatch line:

- a different accept/reject answer: are the required constraints with the new one feasible? Whoever
  rejects a clearly feasible constraint (a point breaks none by more than 1e-9 of its magnitude), or
  accepts one that is infeasible even within the replay's tolerance (1e-6 of each required
  constraint's magnitude), is wrong; in between, or feasible only with a value beyond 1e9, is a tie;
- a worse objective: ours is wrong if it exceeds the LP optimum by more than 1e-6 (relative above 1);
  else kiwi's is wrong if it is beyond that tolerance of the LP optimum (above it: kiwi's point is no
  optimum; below it: kiwi's point breaks a required constraint); else a tie;
- different "unique" values: the same objective test; then a tie, noting whether the LP's optimum is
  unique (and whose listed values its point has);
- a violated required constraint: always ours (a system kiwi could not solve has no other mismatch).

`--errata` writes the comparison mismatches that are not ours (kiwi's errors and ties, not the unclear
ones) for the Swift replay to count instead of fail.

Every line gets a verdict (kiwi, ours, tie) and a kind; the summary counts lines and systems (a
system is "ours" if any of its lines is ours, else "kiwi" if any is kiwi's, else a tie).

The systems kiwi could not solve are compared with nothing but the required constraints. `--trace
FILE` (written by the replay with `KIWI_DIFFERENTIAL_TRACE=FILE`: our answer to every operation and our
objective at every update) judges them against the LP alone, following our answers: a rejected clearly
feasible constraint, an accepted infeasible one, an objective above the LP optimum.
"""

import argparse
import collections
import os
import re
import sys

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import add_relation, build_lp, feasible, rows, solve, unique  # noqa: E402
from systems import REQUIRED, generate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'Tests', 'CassowaryTests', 'Differential',
                        '.fixtures')
LINE = re.compile(r'seed (\d+) \((\w+), kiwi (\w+)\) op (\d+) \[([^\]:]*):?\d*\]: (.*)')
TOLERANCE = 1e-6
# A constraint is feasible beyond doubt if a point breaks no required constraint by more than this share
# of its magnitude (rounding in these systems stays far below it; kiwi's epsilon is 1e-8 absolute).
CLEARLY_FEASIBLE = 1e-9
# Feasible only with a value beyond this is a tie: doubles there are too coarse for the constants.
HUGE = 1e9


def kiwi_outcomes(directory, seeds):
    """kiwi's recorded answer per operation ('+', 'U', 'N', 'D', '?'; 'u' for an update), per seed."""
    outcomes = {}
    for name in sorted(os.listdir(directory)):
        if not (name.startswith('systems') and name.endswith('.txt')):
            continue
        current = None
        for line in open(os.path.join(directory, name)):
            tokens = line.split()
            if not tokens or tokens[0] == '#':
                continue
            if tokens[0] == 'S':
                seed = int(tokens[1])
                current = outcomes.setdefault(seed, []) if seed in seeds else None
            elif current is not None:
                current.append('u' if tokens[0] == 'u' else tokens[1])
    return outcomes


# HiGHS's feasibility tolerances for the judgements that need more than its default 1e-7.
TIGHT = {'primal_feasibility_tolerance': 1e-10, 'dual_feasibility_tolerance': 1e-10}


def required_of(active):
    return {k: s for k, s in active.items() if s[1] >= REQUIRED}


def measured_violation(specs, x):
    """The worst violation at x, relative to each constraint's magnitude |constant| + sum
    |coefficient * value| (at least 1), as the replay measures it."""
    worst = 0.0
    for rel, _, constant, a in specs:
        value = float(a @ x) + constant
        error = abs(value) if rel == '=' else max(0.0, value) if rel == '<' else max(0.0, -value)
        worst = max(worst, error / max(1.0, abs(constant) + float(np.abs(a * x).sum())))
    return worst


def least_violation(n, active, spec):
    """About the smallest worst relative violation of the required constraints with spec, and the
    largest |value| of a point that reaches it. Candidates: HiGHS's feasible point (if it finds one),
    the point of least largest |value| among the feasible ones, and the point that minimises t with
    every violation at most t * max(1, |constant|); each measured as the replay does. HiGHS's own
    feasibility tolerance (1e-7 on its scaled rows) cannot tell "feasible" from "within 1e-8", hence
    tight tolerances and the measurement. Among the clearly feasible candidates the one with the
    smallest values counts (a relative violation is small at huge values whatever the constraint)."""
    required = list(required_of(active).values()) + [spec]
    specs = [rows(s, n) for s in required]
    points = []
    direct = solve(n, required_of(active), {}, [spec])
    if direct.status == 0:
        points.append(direct.x[:n])
    # min s with -s <= x_j <= s: columns x (free), s (>= 0).
    aub, bub, aeq, beq = [], [], [], []
    for rel, _, constant, a in specs:
        add_relation(rel, np.append(a, 0.0), constant, aub, bub, aeq, beq)
    for j in range(n):
        for sign in (1.0, -1.0):
            row = np.zeros(n + 1)
            row[j], row[n] = sign, -1.0
            aub.append(row)
            bub.append(0.0)
    c = np.zeros(n + 1)
    c[n] = 1.0
    r = linprog(c, A_ub=np.array(aub), b_ub=np.array(bub), A_eq=np.array(aeq) if aeq else None,
                b_eq=np.array(beq) if beq else None, bounds=[(None, None)] * n + [(0, None)],
                method='highs', options=TIGHT)
    if r.status == 0:
        points.append(r.x[:n])
    aub, bub = [], []
    for rel, _, constant, a in specs:
        scale = max(1.0, abs(constant))
        if rel in '=<':
            aub.append(np.append(a, -scale))
            bub.append(-constant)
        if rel in '=>':
            aub.append(np.append(-a, -scale))
            bub.append(constant)
    r = linprog(c, A_ub=np.array(aub), b_ub=np.array(bub), bounds=[(None, None)] * n + [(0, None)],
                method='highs', options=TIGHT)
    if r.status == 0:
        points.append(r.x[:n])
    candidates = [(measured_violation(specs, x), float(np.abs(x).max(initial=0.0))) for x in points]
    clear = [(largest, violation) for violation, largest in candidates if violation <= CLEARLY_FEASIBLE]
    if clear:
        largest, violation = min(clear)
    else:
        violation, largest = min(candidates, default=(float('inf'), 0.0))
    return violation, largest, direct.status == 0


def state_before(system, op_index, outcomes):
    """Accepted constraints and edits right before operation op_index: kiwi's answers where recorded
    (ours were the same up to the first mismatch), else the LP's."""
    active, edits = {}, {}
    n = system.nvars
    for i, op in enumerate(system.ops[:op_index]):
        recorded = outcomes[i] if outcomes and outcomes[i] in '+UND' else None
        kind = op[0]
        if kind == 'a':
            ok = recorded == '+' if recorded else op[3] < REQUIRED or feasible(n, active, op[2:])
            if ok:
                active[op[1]] = op[2:]
        elif kind == 'r':
            active.pop(op[1], None)
        elif kind == 'k' and op[1] in active:
            old = active[op[1]]
            new = (old[0], old[1], op[2], old[3])
            rest = {k: s for k, s in active.items() if k != op[1]}
            ok = recorded == '+' if recorded else new[1] < REQUIRED or feasible(n, rest, new)
            if ok:
                active[op[1]] = new
        elif kind == 'e':
            edits[op[1]] = (op[2], 0.0)
        elif kind == 'x':
            edits.pop(op[1], None)
        elif kind == 's' and op[1] in edits:
            edits[op[1]] = (edits[op[1]][0], op[2])
    return active, edits


def answer_verdict(system, op, active, message):
    if op[0] == 'a':
        spec, rest = op[2:], active
    elif op[0] == 'k' and op[1] in active:
        old = active[op[1]]
        spec, rest = (old[0], old[1], op[2], old[3]), {k: s for k, s in active.items() if k != op[1]}
    else:
        return 'tie', 'unclear: not an add or setConstant', ''
    kiwi_accepted = message.startswith('kiwi answered +')
    if spec[1] < REQUIRED:
        return 'tie', 'unclear: a non-required constraint', ''
    violation, largest, highs = least_violation(system.nvars, rest, spec)
    notes = (f"LP: {'feasible' if highs else 'infeasible'} for HiGHS; least relative violation {violation:.3g}"
             f" (largest |value| there {largest:.3g})")
    if violation <= CLEARLY_FEASIBLE and largest <= HUGE:
        return ('ours' if kiwi_accepted else 'kiwi'), 'rejects a feasible constraint', notes
    if violation <= CLEARLY_FEASIBLE:
        return 'tie', 'feasible only with values beyond 1e9', notes
    if violation <= TOLERANCE:
        return 'tie', 'feasible only within the tolerance', notes
    return ('kiwi' if kiwi_accepted else 'ours'), 'accepts an infeasible constraint', notes


def optimum(n, active, edits):
    """The LP's optimum with tight tolerances: HiGHS's default 1e-7 on its scaled rows lets a strong
    constraint's error move a large objective by about the 1e-6 being judged."""
    c, aub, bub, aeq, beq, bounds = build_lp(n, active, edits)
    result = linprog(c, A_ub=aub, b_ub=bub, A_eq=aeq, b_eq=beq, bounds=bounds, method='highs',
                     options=TIGHT)
    # Numerical difficulties at tight tolerances (status 4): the default ones then.
    return result if result.status != 4 else solve(n, active, edits)


def objective_verdict(system, active, edits, message):
    n = system.nvars
    result = optimum(n, active, edits)
    if result.status != 0:
        return 'tie', f'unclear: LP status {result.status}', ''
    best = result.fun
    tolerance = TOLERANCE * max(1.0, abs(best))
    numbers = re.findall(r'objective (?:ours )?([-\d.e+]+)[^\d-]+?(?:kiwi\'s |kiwi )([-\d.e+]+)', message)
    if not numbers:
        return 'tie', 'unclear: no objectives in the message', f"LP optimum {best:.10g}"
    ours, kiwi = float(numbers[0][0]), float(numbers[0][1])
    notes = f"LP optimum {best:.10g}, ours {ours:.10g}, kiwi {kiwi:.10g}"
    if ours > best + tolerance:
        return 'ours', 'objective above the LP optimum', notes + ('; kiwi\'s too' if kiwi > best + tolerance else '')
    if kiwi > best + tolerance:
        return 'kiwi', 'objective above the LP optimum', notes
    if kiwi < best - tolerance:
        return 'kiwi', 'objective below the LP optimum (its point breaks a required constraint)', notes
    if 'values differ' not in message:
        return 'tie', 'both objectives within the tolerance of the LP optimum', notes
    # Within 1e-6 of a huge objective a lot can move: uniqueness is judged 1e-9 from the optimum.
    spread = unique(n, active, edits, result, tolerance=1e-9)
    if spread:
        return 'tie', 'values differ, the optimum is not unique', notes + f"; LP: {len(spread)} variables free"
    pairs = re.findall(r'x(\d+) = ([-\d.e+]+), kiwi ([-\d.e+]+)', message)

    def close(a, b):
        return abs(a - b) <= TOLERANCE * max(1.0, abs(b))

    lp_ours = all(close(float(o), result.x[int(j)]) for j, o, _ in pairs)
    lp_kiwi = all(close(float(k), result.x[int(j)]) for j, _, k in pairs)
    side = 'ours' if lp_ours and not lp_kiwi else 'kiwi\'s' if lp_kiwi and not lp_ours else 'neither'
    return 'tie', f"values differ, unique optimum, both objectives optimal (LP's point has {side} values)", notes


def verdict(system, op_index, message, outcomes):
    if 'required constraint violated' in message:
        return 'ours', 'required constraint violated', ''
    if 'unexpected error' in message or 'before adding' in message:
        return 'tie', 'unclear: ' + message.split(':')[0], ''
    active, edits = state_before(system, op_index, outcomes)
    if message.startswith('kiwi answered'):
        return answer_verdict(system, system.ops[op_index], active, message)
    return objective_verdict(system, active, edits, message)


def trace_errors(seed, answers, objectives):
    """Our errors on one system kiwi could not solve, judged by the LP alone: the replay's trace gives
    our answer to every operation and our objective (value:noise) at every update; the LP follows
    our answers."""
    system = generate(seed)
    n = system.nvars
    active, edits = {}, {}
    errors, ties = [], []
    checkpoint = 0
    state_feasible = True
    for i, op in enumerate(system.ops):
        ours = answers[i] if i < len(answers) else '!'
        if ours == '!':
            errors.append((i, 'unexpected error'))
            break
        kind = op[0]
        spec, rest = None, active
        if kind == 'a':
            spec = op[2:]
        elif kind == 'k' and op[1] in active:
            old = active[op[1]]
            spec, rest = (old[0], old[1], op[2], old[3]), {k: s for k, s in active.items() if k != op[1]}
        if spec is not None and spec[1] >= REQUIRED and state_feasible:
            if feasible(n, rest, spec) != (ours == '+'):
                violation, largest, _ = least_violation(n, rest, spec)
                if ours != '+' and violation <= CLEARLY_FEASIBLE and largest <= HUGE:
                    errors.append((i, 'rejects a feasible constraint'))
                elif ours == '+' and violation > TOLERANCE:
                    errors.append((i, 'accepts an infeasible constraint'))
                    state_feasible = False
                else:
                    ties.append((i, 'feasibility within the tolerance or beyond 1e9'))
        if spec is not None and ours == '+':
            active[op[1]] = spec
        elif kind == 'r':
            active.pop(op[1], None)
        elif kind == 'e' and ours == '+':
            edits[op[1]] = (op[2], 0.0)
        elif kind == 'x':
            edits.pop(op[1], None)
        elif kind == 's' and op[1] in edits:
            edits[op[1]] = (edits[op[1]][0], op[2])
        elif kind == 'u':
            value, noise = objectives[checkpoint]
            checkpoint += 1
            if not state_feasible:
                continue
            result = optimum(n, active, edits)
            if result.status != 0:
                ties.append((i, f'LP status {result.status}'))
                continue
            # The replay's allowance: 1e-6 (relative above 1) plus the rounding noise of our sum.
            if value > result.fun + TOLERANCE * max(1.0, abs(result.fun)) + 1e-12 * noise:
                errors.append((i, 'objective above the LP optimum'))
    return errors, ties


def judge_trace(path, violated, listing=None):
    """Summary of --trace: our errors per system kiwi could not solve, with the required-constraint
    violations of the log (violated: seed -> first operation); every such system with its first
    error is appended to the open file `listing` if given."""
    first = collections.Counter()
    listed = []
    ties = 0
    for line in open(path):
        tokens = line.split()
        if len(tokens) < 2:
            continue
        seed, answers = int(tokens[0]), tokens[1]
        objectives = [tuple(float(x) for x in t.split(':')) for t in tokens[2:]]
        generated = generate(seed)
        errors, tied = trace_errors(seed, answers, objectives)
        if seed in violated:
            errors.append((violated[seed], 'required constraint violated'))
        ties += bool(tied) and not errors
        if errors:
            op, kind = min(errors)
            first[(generated.regime, kind)] += 1
            listed.append(f"{seed} (op {op}: {kind})")
    print(f"systems kiwi could not solve (--trace): {sum(first.values())} with an error of ours, "
          f"{ties} others with a tie only; by the kind of our first error:")
    for (regime, kind), count in sorted(first.items()):
        print(f"  {count:6}  {regime:9} {kind}")
    listed.sort(key=lambda t: int(t.split()[0]))
    print("smallest such seeds: " + ', '.join(listed[:10]))
    if listing:
        listing.writelines(f"kiwi-unsolved {entry}\n" for entry in listed)


def erratum_kind(message):
    if message.startswith('kiwi answered'):
        return 'answer'
    if 'is worse than' in message:
        return 'objective'
    if 'values differ' in message:
        return 'values'
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('log', help='the mismatch log (KIWI_DIFFERENTIAL_LOG)')
    parser.add_argument('--fixtures', default=FIXTURES, metavar='DIR',
                        help="the replayed fixture directory, for kiwi's answers (default: the committed one)")
    parser.add_argument('--errata', metavar='FILE',
                        help="write the mismatches not attributed to us (kiwi's errors, ties) as an errata file")
    parser.add_argument('--quiet', action='store_true', help='print only the summary')
    parser.add_argument('--list', metavar='FILE',
                        help="write every system where ours is wrong, with its first error, one per line "
                             "(with --trace, those of the trace too): to compare two engines seed by seed")
    parser.add_argument('--trace', metavar='FILE',
                        help="also judge our answers and objectives on the systems kiwi could not solve "
                             "(the replay's KIWI_DIFFERENTIAL_TRACE file) against the LP")
    args = parser.parse_args()
    entries = []
    for line in open(args.log):
        match = LINE.match(line.strip())
        if match:
            entries.append(match.groups())
    outcomes = kiwi_outcomes(args.fixtures, {int(e[0]) for e in entries})
    lines = collections.Counter()
    systems = {}
    errata = []
    for seed, regime, status, op_index, _, message in entries:
        system = generate(int(seed))
        recorded = outcomes.get(int(seed)) if status == 'ok' else None
        wrong, kind, notes = verdict(system, int(op_index), message, recorded)
        solved = 'kiwi-solved' if status == 'ok' else 'kiwi-unsolved'
        lines[(regime, solved, wrong, kind)] += 1
        systems.setdefault((int(seed), regime, solved), []).append((wrong, kind))
        if notes.endswith("kiwi's too"):
            systems[(int(seed), regime, solved)].append(('kiwi', kind))
        if wrong != 'ours' and not kind.startswith('unclear') and erratum_kind(message):
            errata.append(f"{seed} {op_index} {erratum_kind(message)} # {kind}; {notes}")
        if not args.quiet:
            print(f"seed {seed} op {op_index} ({regime}, kiwi {status}): {wrong}: {kind}; {notes} | {message[:160]}")
    print("\nmismatch lines: regime, kiwi's status, who is wrong, kind")
    for (regime, solved, wrong, kind), count in sorted(lines.items()):
        print(f"  {count:6}  {regime:9} {solved:13} {wrong:5} {kind}")
    per_system = collections.Counter()
    for (seed, regime, solved), verdicts in systems.items():
        parties = {w for w, _ in verdicts}
        party = 'ours' if 'ours' in parties else 'kiwi' if 'kiwi' in parties else 'tie'
        also = ' (kiwi wrong too)' if party == 'ours' and 'kiwi' in parties else ''
        per_system[(regime, solved, party + also)] += 1
    print("systems: regime, kiwi's status, who is wrong")
    for (regime, solved, party), count in sorted(per_system.items()):
        print(f"  {count:6}  {regime:9} {solved:13} {party}")
    first_kind = collections.Counter()
    ours = []
    for (seed, regime, solved), verdicts in sorted(systems.items()):
        for party in ('ours', 'kiwi'):
            kinds = [k for w, k in verdicts if w == party]
            if kinds:
                first_kind[(party, regime, solved, kinds[0])] += 1
        kinds = [k for w, k in verdicts if w == 'ours']
        if kinds:
            ours.append(f"{seed} ({solved}: {kinds[0]})")
    print("systems where ours / kiwi is wrong, by the kind of the first error")
    for (party, regime, solved, kind), count in sorted(first_kind.items()):
        print(f"  {count:6}  {party:4} {regime:9} {solved:13} {kind}")
    print("smallest seeds where ours is wrong: " + ', '.join(ours[:10]))
    listing = open(args.list, 'w') if args.list else None
    if listing:
        listing.writelines(f"log {entry}\n" for entry in ours)
    if args.trace:
        violated = {}
        for seed, _, status, op_index, _, message in entries:
            if status != 'ok' and 'required constraint violated' in message:
                violated.setdefault(int(seed), int(op_index))
        judge_trace(args.trace, violated, listing)
    if listing:
        listing.close()
    if args.errata:
        with open(args.errata, 'w') as f:
            f.write("# Mismatches the LP referee (Scripts/kiwi-differential/adjudicate.py) found kiwi wrong in, or a tie:\n"
                    "# seed, operation index, kind (answer | objective | values), then the evidence.\n")
            f.writelines(e + '\n' for e in sorted(set(errata), key=lambda e: (int(e.split()[0]), int(e.split()[1]))))
        print(f"wrote {len(set(errata))} errata to {args.errata}")


if __name__ == '__main__':
    main()
