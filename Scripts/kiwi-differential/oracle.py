#!/usr/bin/env python3
"""An independent referee for mismatches: replays one seed's operations with an LP solver (HiGHS,
through scipy) instead of a Cassowary solver.

    oracle.py SEED [--values] [--unique]

A required constraint is accepted when the required constraints stay feasible (HiGHS's own
tolerances); at every updateVariables() it prints the optimal objective (the strength-weighted error
of the non-required and edit constraints), optionally the values of one optimal point, and with
--unique whether the optimum is a single point (minimum and maximum of every variable over the optimal
face). Compare its lines with kiwi's fixture lines and our replay's mismatch message to see who is right.
Needs scipy (not needed by generate.py).
"""

import argparse
import os
import sys

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from systems import REQUIRED, generate  # noqa: E402


def rows(spec, n):
    rel, strength, constant, terms = spec
    a = np.zeros(n)
    for v, c in terms:
        a[v] += c
    return rel, strength, constant, a


def add_relation(rel, row, constant, ub, bub, eq, beq):
    """Appends `row · x + constant rel 0` to an LP's equality rows or its upper-bound rows."""
    if rel == '=':
        eq.append(row)
        beq.append(-constant)
    elif rel == '<':
        ub.append(row)
        bub.append(-constant)
    else:
        ub.append(-row)
        bub.append(constant)


def build_lp(n, active, edits, extra_required=()):
    """min sum(strength * error) over x (free) and errors (>= 0)."""
    specs = [rows(s, n) for s in list(active.values()) + list(extra_required)]
    columns = n
    cost = []
    eq, beq, ub, bub = [], [], [], []

    def new_error(strength):
        nonlocal columns
        columns += 1
        cost.append(strength)
        return columns - 1

    plans = []
    for rel, strength, constant, a in specs:
        if strength >= REQUIRED:
            plans.append((rel, a, constant, ()))
        elif rel == '=':
            plans.append((rel, a, constant, ((new_error(strength), -1.0), (new_error(strength), 1.0))))
        elif rel == '<':
            plans.append((rel, a, constant, ((new_error(strength), -1.0),)))
        else:
            plans.append((rel, a, constant, ((new_error(strength), 1.0),)))
    for v, (strength, suggested) in edits.items():
        a = np.zeros(n)
        a[v] = 1.0
        plans.append(('=', a, -suggested, ((new_error(strength), -1.0), (new_error(strength), 1.0))))
    for rel, a, constant, errors in plans:
        row = np.zeros(columns)
        row[:n] = a
        for column, sign in errors:
            row[column] = sign
        add_relation(rel, row, constant, ub, bub, eq, beq)
    c = np.concatenate([np.zeros(n), np.array(cost)]) if cost else np.zeros(n)
    bounds = [(None, None)] * n + [(0, None)] * (columns - n)
    return c, (np.array(ub) if ub else None), (np.array(bub) if bub else None), \
        (np.array(eq) if eq else None), (np.array(beq) if beq else None), bounds


def solve(n, active, edits, extra_required=()):
    c, aub, bub, aeq, beq, bounds = build_lp(n, active, edits, extra_required)
    return linprog(c, A_ub=aub, b_ub=bub, A_eq=aeq, b_eq=beq, bounds=bounds, method='highs')


def feasible(n, active, spec):
    required = {k: s for k, s in active.items() if s[1] >= REQUIRED}
    result = solve(n, required, {}, [spec])
    return result.status == 0


def unique(n, active, edits, result, tolerance=1e-6):
    c, aub, bub, aeq, beq, bounds = build_lp(n, active, edits)
    limit = result.fun + tolerance * max(1.0, abs(result.fun))
    aub2 = np.vstack([aub, c]) if aub is not None else c.reshape(1, -1)
    bub2 = np.append(bub, limit) if bub is not None else np.array([limit])
    spread = []
    for j in range(n):
        ends = []
        for sign in (1.0, -1.0):
            objective = np.zeros(len(c))
            objective[j] = sign
            r = linprog(objective, A_ub=aub2, b_ub=bub2, A_eq=aeq, b_eq=beq, bounds=bounds, method='highs')
            ends.append(sign * r.fun if r.status == 0 else float('inf') * sign)
        spread.append((j, ends[0], ends[1]))
    return [(j, lo, hi) for j, lo, hi in spread if hi - lo > 1e-6 * max(1.0, abs(lo), abs(hi))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('seed', type=int)
    parser.add_argument('--values', action='store_true', help='print the values of an optimal point')
    parser.add_argument('--unique', action='store_true', help='check whether each optimum is unique')
    args = parser.parse_args()
    system = generate(args.seed)
    n = system.nvars
    active, edits = {}, {}
    print(f"S {system.seed} {system.regime} {n}")
    for index, op in enumerate(system.ops):
        kind = op[0]
        if kind == 'a':
            spec = op[2:]
            ok = spec[1] < REQUIRED or feasible(n, active, spec)
            if ok:
                active[op[1]] = spec
            print(f"{index}: add c{op[1]} {'+' if ok else 'U'}")
        elif kind == 'r':
            print(f"{index}: remove c{op[1]} {'+' if active.pop(op[1], None) else 'N'}")
        elif kind == 'k':
            cid = op[1]
            if cid not in active:
                print(f"{index}: setConstant c{cid} N")
                continue
            old = active.pop(cid)
            new = (old[0], old[1], op[2], old[3])
            ok = new[1] < REQUIRED or feasible(n, active, new)
            active[cid] = new if ok else old
            print(f"{index}: setConstant c{cid} {'+' if ok else 'U'}")
        elif kind == 'e':
            edits[op[1]] = (op[2], 0.0)
        elif kind == 'x':
            edits.pop(op[1], None)
        elif kind == 's':
            if op[1] in edits:
                edits[op[1]] = (edits[op[1]][0], op[2])
        elif kind == 'u':
            result = solve(n, active, edits)
            if result.status != 0:
                print(f"{index}: update: LP status {result.status} {result.message}")
                continue
            line = f"{index}: update objective {result.fun:.10g}"
            if args.unique:
                spread = unique(n, active, edits, result)
                line += ' unique' if not spread else ' NOT unique: ' + ', '.join(
                    f"x{j} in [{lo:.6g}, {hi:.6g}]" for j, lo, hi in spread[:6])
            print(line)
            if args.values:
                print('   values ' + ' '.join(f"{v:.10g}" for v in result.x[:n]))


if __name__ == '__main__':
    main()
