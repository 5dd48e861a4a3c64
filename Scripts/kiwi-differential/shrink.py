#!/usr/bin/env python3
"""Shrinks a seed whose replay on our solver violates a required constraint to a minimal reproducer.

    shrink.py SEED [--match TEXT | --rejects | --suboptimal | --hang | --crash]

Deletes operations (delta debugging, then one at a time until nothing more can go) as long as our
solver, replaying the remaining operations through the Swift test (`swift test --skip-build`; build
the tests first), still reports a mismatch containing TEXT (default: "required constraint violated").
The candidate is written as a system kiwi did not solve, so only the checks that do not need kiwi's
answers run: every required constraint must hold at each updateVariables(). With --rejects, the
candidate is a system in which every add was accepted, and the LP referee must agree (so our
rejection is wrong); with --suboptimal, the LP referee's answers and optimal objectives stand in for
kiwi's. Prints the minimal fixture.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import REPO, strength_token, number  # noqa: E402
from systems import generate  # noqa: E402


def fixture(seed, regime, nvars, ops, accept_all=False):
    """The operations as an unsolved system; constraint ids renumbered after deletions. With
    accept_all, as a solved system in which kiwi accepted everything (and no objective is compared)."""
    lines = [f"S {seed} {regime} {nvars} {'ok' if accept_all else 'shrunk'}"]
    ids = {}
    for op in ops:
        kind = op[0]
        if kind == 'a':
            ids[op[1]] = len(ids)
            terms = ' '.join(str(v) if c == 1 else f"{v}:{number(c)}" for v, c in op[5])
            lines.append(f"a ? {op[2]} {strength_token(op[3])} {number(op[4])} {terms}".rstrip())
        elif kind in ('r', 'k'):
            if op[1] not in ids:
                continue
            lines.append(f"r ? {ids[op[1]]}" if kind == 'r' else f"k ? {ids[op[1]]} {number(op[2])}")
        elif kind == 'e':
            lines.append(f"e ? {op[1]} {strength_token(op[2])}")
        elif kind == 'x':
            lines.append(f"x ? {op[1]}")
        elif kind == 's':
            lines.append(f"s ? {op[1]} {number(op[2])}")
        else:
            lines.append('u 1e300 0' if accept_all else 'u ?')
    text = '\n'.join(lines) + '\n'
    if accept_all:
        text = text.replace(' ? ', ' + ')
    return text


def lp_fixture(seed, regime, nvars, ops):
    """The operations as a system "solved" by the LP referee: its answers and optimal objectives
    stand in for kiwi's, so our replay reports any objective worse than the true optimum."""
    from oracle import feasible, solve
    lines = [f"S {seed} {regime} {nvars} ok"]
    ids, active, edits = {}, {}, {}
    for op in ops:
        kind = op[0]
        if kind == 'a':
            ids[op[1]] = len(ids)
            ok = feasible(nvars, active, op[2:])
            if ok:
                active[op[1]] = op[2:]
            terms = ' '.join(str(v) if c == 1 else f"{v}:{number(c)}" for v, c in op[5])
            lines.append(f"a {'+' if ok else 'U'} {op[2]} {strength_token(op[3])} {number(op[4])} {terms}".rstrip())
        elif kind == 'r':
            if op[1] in ids:
                lines.append(f"r {'+' if active.pop(op[1], None) else 'N'} {ids[op[1]]}")
        elif kind == 'k':
            if op[1] not in ids:
                continue
            outcome = 'N'
            if op[1] in active:
                old = active.pop(op[1])
                new = (old[0], old[1], op[2], old[3])
                outcome = '+' if feasible(nvars, active, new) else 'U'
                active[op[1]] = new if outcome == '+' else old
            lines.append(f"k {outcome} {ids[op[1]]} {number(op[2])}")
        elif kind == 'e':
            outcome = 'D' if op[1] in edits else '+'
            edits.setdefault(op[1], (op[2], 0.0))
            lines.append(f"e {outcome} {op[1]} {strength_token(op[2])}")
        elif kind == 'x':
            lines.append(f"x {'+' if edits.pop(op[1], None) else 'N'} {op[1]}")
        elif kind == 's':
            if op[1] in edits:
                edits[op[1]] = (edits[op[1]][0], op[2])
            lines.append(f"s {'+' if op[1] in edits else 'N'} {op[1]} {number(op[2])}")
        else:
            result = solve(nvars, active, edits)
            lines.append(f"u {result.fun!r} 0" if result.status == 0 else 'u 1e300 0')
    return '\n'.join(lines) + '\n'


def lp_accepted(nvars, ops):
    """The operations without the adds and constant changes the LP referee rejects."""
    from oracle import feasible
    kept, active = [], {}
    for op in ops:
        if op[0] == 'a':
            if not feasible(nvars, active, op[2:]):
                continue
            active[op[1]] = op[2:]
        elif op[0] == 'r':
            active.pop(op[1], None)
        elif op[0] == 'k' and op[1] in active:
            old = active.pop(op[1])
            new = (old[0], old[1], op[2], old[3])
            if not feasible(nvars, active, new):
                active[op[1]] = old
                continue
            active[op[1]] = new
        kept.append(op)
    return kept


def hangs(text, scratch, seconds=8.0):
    """Whether our replay of the candidate does not finish in time (release test bundle if built)."""
    with open(os.path.join(scratch, 'systems.txt'), 'w') as f:
        f.write(text)
    env = dict(os.environ, KIWI_DIFFERENTIAL_DIR=scratch)
    for configuration in ('release', 'debug'):
        bundle = os.path.join(REPO, '.build', configuration, 'CassowaryPackageTests.xctest')
        if os.path.exists(bundle):
            break
    try:
        subprocess.run([bundle, '--testing-library', 'swift-testing', '--filter', 'KiwiDifferentialTests'],
                       cwd=REPO, env=env, capture_output=True, timeout=seconds)
        return False
    except subprocess.TimeoutExpired:
        return True


def crashes(text, scratch):
    """Whether our replay of the candidate traps (a failed precondition or bounds check)."""
    with open(os.path.join(scratch, 'systems.txt'), 'w') as f:
        f.write(text)
    env = dict(os.environ, KIWI_DIFFERENTIAL_DIR=scratch)
    bundle = os.path.join(REPO, '.build', 'debug', 'CassowaryPackageTests.xctest')
    result = subprocess.run([bundle, '--testing-library', 'swift-testing', '--filter', 'KiwiDifferentialTests'],
                            cwd=REPO, env=env, capture_output=True)
    return result.returncode < 0


def fails(text, match, scratch, min_excess=0.0):
    with open(os.path.join(scratch, 'systems.txt'), 'w') as f:
        f.write(text)
    log = os.path.join(scratch, 'mismatches.log')
    if os.path.exists(log):
        os.remove(log)
    env = dict(os.environ, KIWI_DIFFERENTIAL_DIR=scratch, KIWI_DIFFERENTIAL_LOG=log)
    # The built test bundle directly: much faster than `swift test --skip-build`, and it does not wait
    # for SwiftPM's lock while another build or test runs.
    bundle = os.path.join(REPO, '.build', 'debug', 'CassowaryPackageTests.xctest')
    if os.path.exists(bundle):
        command = [bundle, '--testing-library', 'swift-testing', '--filter', 'KiwiDifferentialTests']
    else:
        command = ['swift', 'test', '--skip-build', '--filter', 'KiwiDifferentialTests']
    subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
    if not os.path.exists(log):
        return False
    for line in open(log):
        if match in line:
            excess = re.search(r'\(by ([-\d.e+]+)\)', line)
            if min_excess <= 0 or (excess and float(excess.group(1)) > min_excess):
                return True
    return False


def complexity(x):
    return {0.0: 0, 1.0: 1, -1.0: 2}.get(x, 3 + len(number(x)))


def simpler_numbers(x):
    """Rounder stand-ins for x, simplest first (strictly simpler, so that simplifying terminates)."""
    candidates = [0.0, 1.0, -1.0, float(round(x)), float(f"{x:.1g}"), float(f"{x:.2g}")]
    return [c for c in dict.fromkeys(candidates) if complexity(c) < complexity(x)]


def simplify(ops, bad):
    """Drops terms and rounds numbers of the remaining operations while the failure stays."""
    changed = True
    while changed:
        changed = False
        for i, op in enumerate(ops):
            variants = []
            if op[0] == 'a':
                _, cid, rel, strength, constant, terms = op
                variants += [('a', cid, rel, strength, constant, terms[:k] + terms[k + 1:])
                             for k in range(len(terms)) if len(terms) > 1]
                variants += [('a', cid, rel, strength, c, terms) for c in simpler_numbers(constant)]
                for k, (v, coef) in enumerate(terms):
                    variants += [('a', cid, rel, strength, constant, terms[:k] + [(v, c)] + terms[k + 1:])
                                 for c in simpler_numbers(coef) if c != 0.0]
                if strength < 1001001000.0:
                    variants += [('a', cid, rel, s, constant, terms) for s in (1.0, 1e3, 1e6) if s < strength]
            elif op[0] in ('k', 's'):
                variants += [(op[0], op[1], c) for c in simpler_numbers(op[2])]
            for variant in variants:
                candidate = ops[:i] + [variant] + ops[i + 1:]
                if bad(candidate):
                    ops, changed = candidate, True
                    print(f"  simplified operation {i}: {variant}", file=sys.stderr)
                    break
            if changed:
                break
    return ops


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('seed', type=int)
    parser.add_argument('--match', default='required constraint violated')
    parser.add_argument('--rejects', action='store_true',
                        help='shrink a wrong rejection: the LP (oracle.py) must accept every add, ours must not')
    parser.add_argument('--hang', action='store_true',
                        help='shrink a replay that does not finish (8 s limit per candidate)')
    parser.add_argument('--crash', action='store_true',
                        help='shrink a replay that traps (debug test bundle)')
    parser.add_argument('--no-simplify', action='store_true',
                        help='only delete operations (faster), do not drop terms or round numbers')
    parser.add_argument('--min-excess', type=float, default=0.0,
                        help='with --suboptimal: only objectives worse by more than this count')
    parser.add_argument('--suboptimal', action='store_true',
                        help="shrink a worse objective than the LP's optimum (oracle.py answers stand in for kiwi's)")
    args = parser.parse_args()
    if args.suboptimal:
        args.match = 'is worse than'
    if args.rejects:
        args.match = 'ours U'
        from oracle import feasible
    system = generate(args.seed)
    ops = list(system.ops)

    with tempfile.TemporaryDirectory() as scratch:
        def lp_accepts_all(candidate):
            active = {}
            for op in candidate:
                if op[0] == 'a':
                    if not feasible(system.nvars, active, op[2:]):
                        return False
                    active[op[1]] = op[2:]
                elif op[0] == 'r':
                    active.pop(op[1], None)
                elif op[0] == 'k' and op[1] in active:
                    old = active.pop(op[1])
                    new = (old[0], old[1], op[2], old[3])
                    if not feasible(system.nvars, active, new):
                        return False
                    active[op[1]] = new
            return True

        def bad(candidate):
            if not candidate or candidate[-1] != ('u',):
                candidate = candidate + [('u',)]
            if args.rejects and not lp_accepts_all(candidate):
                return False
            if args.hang:
                return hangs(fixture(system.seed, system.regime, system.nvars, candidate), scratch)
            if args.crash:
                return crashes(fixture(system.seed, system.regime, system.nvars, candidate), scratch)
            if args.suboptimal:
                text = lp_fixture(system.seed, system.regime, system.nvars, candidate)
            else:
                text = fixture(system.seed, system.regime, system.nvars, candidate, accept_all=args.rejects)
            return fails(text, args.match, scratch, args.min_excess)

        if args.rejects:
            ops = lp_accepted(system.nvars, ops)
        if not bad(ops):
            sys.exit(f"seed {args.seed}: no mismatch containing {args.match!r}")
        chunk = len(ops) // 2
        while chunk >= 1:
            start, progressed = 0, False
            while start < len(ops):
                candidate = ops[:start] + ops[start + chunk:]
                if bad(candidate):
                    ops, progressed = candidate, True
                    print(f"  {len(ops)} operations", file=sys.stderr)
                else:
                    start += chunk
            if not progressed:
                chunk //= 2
        if ops[-1] != ('u',):
            ops.append(('u',))
        if not args.no_simplify:
            ops = simplify(ops, bad)
        if args.suboptimal:
            print(lp_fixture(system.seed, system.regime, system.nvars, ops), end='')
        else:
            print(fixture(system.seed, system.regime, system.nvars, ops, accept_all=args.rejects), end='')


if __name__ == '__main__':
    main()
