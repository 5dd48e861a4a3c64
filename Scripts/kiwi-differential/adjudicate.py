#!/usr/bin/env python3
"""Decides, for each mismatch of a replay log, whether kiwi or our solver is wrong, with an LP solver
(HiGHS through scipy) as the referee.

    KIWI_DIFFERENTIAL_LOG=/tmp/mismatches.log swift test --filter KiwiDifferentialTests
    adjudicate.py /tmp/mismatches.log [--errata Tests/CassowaryTests/Differential/.fixtures/kiwi-errata.txt]

The LP follows kiwi's recorded answers (accepted constraints) up to the mismatching operation, then:
- a different accept/reject answer: is the required set with the new constraint feasible?
- a worse objective, different "unique" values: the LP's optimal objective against both solvers';
- a violated required constraint: always ours (listed with the LP's feasibility of the required set).
"""

import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import feasible, solve  # noqa: E402
from systems import REQUIRED, generate  # noqa: E402

LINE = re.compile(r'seed (\d+) \((\w+), kiwi (\w+)\) op (\d+) \[[^\]]*\]: (.*)')


def state_before(system, op_index):
    """Accepted constraints and edits right before operation op_index, following the LP's answers."""
    active, edits = {}, {}
    n = system.nvars
    for op in system.ops[:op_index]:
        kind = op[0]
        if kind == 'a':
            if op[3] < REQUIRED or feasible(n, active, op[2:]):
                active[op[1]] = op[2:]
        elif kind == 'r':
            active.pop(op[1], None)
        elif kind == 'k' and op[1] in active:
            old = active[op[1]]
            new = (old[0], old[1], op[2], old[3])
            rest = {k: s for k, s in active.items() if k != op[1]}
            if new[1] < REQUIRED or feasible(n, rest, new):
                active[op[1]] = new
        elif kind == 'e':
            edits[op[1]] = (op[2], 0.0)
        elif kind == 'x':
            edits.pop(op[1], None)
        elif kind == 's' and op[1] in edits:
            edits[op[1]] = (edits[op[1]][0], op[2])
    return active, edits


def verdict(system, op_index, message):
    n = system.nvars
    op = system.ops[op_index]
    active, edits = state_before(system, op_index)
    if message.startswith('kiwi answered'):
        if op[0] == 'a':
            spec, rest = op[2:], active
        elif op[0] == 'k' and op[1] in active:
            old = active[op[1]]
            spec, rest = (old[0], old[1], op[2], old[3]), {k: s for k, s in active.items() if k != op[1]}
        else:
            return 'unclear', 'not an add or setConstant'
        ok = feasible(n, rest, spec)
        kiwi_accepted = message.startswith('kiwi answered +')
        wrong = 'kiwi' if ok != kiwi_accepted else 'ours'
        return wrong, f"LP: {'feasible' if ok else 'infeasible'}"
    if 'required constraint violated' in message:
        required = {k: s for k, s in active.items() if s[1] >= REQUIRED}
        ok = solve(n, required, {}).status == 0
        return 'ours', f"LP: required set {'feasible' if ok else 'INFEASIBLE'}"
    result = solve(n, active, edits)
    if result.status != 0:
        return 'unclear', f"LP status {result.status}"
    best = result.fun
    tolerance = 1e-6 * max(1.0, abs(best))
    numbers = re.findall(r'objective (?:ours )?([-\d.e+]+)[^\d-]+?(?:kiwi\'s |kiwi )([-\d.e+]+)', message)
    if not numbers:
        return 'unclear', f"LP optimum {best:.10g}"
    ours, kiwi = float(numbers[0][0]), float(numbers[0][1])
    notes = f"LP optimum {best:.10g}, ours {ours:.10g}, kiwi {kiwi:.10g}"
    if ours > best + tolerance:
        return 'ours', notes
    if kiwi > best + tolerance or kiwi < best - tolerance:
        return 'kiwi', notes
    if 'values differ' in message:
        # Both objectives are optimal within the tolerance: whose differing values are the LP's?
        pairs = re.findall(r'x(\d+) = ([-\d.e+]+), kiwi ([-\d.e+]+)', message)
        def close(a, b):
            return abs(a - b) <= 1e-6 * max(1.0, abs(b))
        lp_ours = all(close(float(o), result.x[int(j)]) for j, o, _ in pairs)
        lp_kiwi = all(close(float(k), result.x[int(j)]) for j, _, k in pairs)
        notes += f"; LP's point has {'our' if lp_ours else 'kiwi' if lp_kiwi else 'neither'} values"
        if lp_ours and not lp_kiwi:
            return 'kiwi', notes
        if lp_kiwi and not lp_ours:
            return 'ours', notes
    return 'neither (optimum not unique, or within tolerance)', notes


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
    parser.add_argument('--errata', metavar='FILE',
                        help="write the mismatches attributed to kiwi as an errata file for the Swift replay")
    args = parser.parse_args()
    counts = collections.Counter()
    errata = []
    for line in open(args.log):
        match = LINE.match(line.strip())
        if not match:
            continue
        seed, regime, status, op_index, message = match.groups()
        system = generate(int(seed))
        wrong, notes = verdict(system, int(op_index), message)
        kind = message.split(':')[0][:40]
        counts[(regime, wrong)] += 1
        if wrong == 'kiwi' and erratum_kind(message):
            errata.append(f"{seed} {op_index} {erratum_kind(message)} # {notes}")
        print(f"seed {seed} op {op_index} ({regime}, kiwi {status}): {wrong} wrong; {notes} | {message[:160]}")
    print()
    for (regime, wrong), count in sorted(counts.items()):
        print(f"{regime:9} {wrong}: {count}")
    if args.errata:
        with open(args.errata, 'w') as f:
            f.write("# Mismatches where the LP referee (Scripts/kiwi-differential/adjudicate.py) found kiwi wrong:\n"
                    "# seed, operation index, kind (answer | objective | values), then the evidence.\n")
            f.writelines(e + '\n' for e in sorted(set(errata), key=lambda e: (int(e.split()[0]), int(e.split()[1]))))
        print(f"wrote {len(set(errata))} errata to {args.errata}")


if __name__ == '__main__':
    main()
