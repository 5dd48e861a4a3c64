#!/usr/bin/env python3
"""Reference answers for the random workloads (W4 random-sparse-N, W6 random-dense-N) without any
Cassowary solver: the same generator (WORKLOADS.md), the same objective written as a linear program,
solved by HiGHS (scipy.optimize.linprog), and a uniqueness test by perturbation.

A Cassowary solver minimises sum(strength * error) over the non-required constraints subject to the
required ones, where an equality's error is |expr| and an inequality's is its violation. As an LP:
one non-negative error variable per violated side, the required constraints as hard rows.

usage: python3 Benchmarks/lp_reference.py N M      (W4: M = 2N, W6: M = N/2)
prints the `add` and `remove` checksums and the largest change under +-1e6 pulls of weight eps*w_j.
Needs scipy >= 1.6 (HiGHS); it is a checking tool, not part of the benchmark run.
"""
import sys

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import lil_matrix

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return float(self.next() >> 11) * 2.0**-53


def create(a, b, c, w=1.0):
    tier = lambda x: max(0.0, min(1000.0, x * w))
    return tier(a) * 1e6 + tier(b) * 1e3 + tier(c)


REQUIRED = create(1000, 1000, 1000)


def generate(n, m):
    """The M stays then the N random constraints, as (terms, constant, op, strength), and the generator."""
    rng = SplitMix64(n)
    constraints = []
    for j in range(m):
        target = 100.0 * rng.unit()
        weight = 0.5 + rng.unit()
        constraints.append(([(j, 1.0)], -target, "==", create(0, 0, weight)))
    for _ in range(n):
        k = 2 + rng.next() % 3
        chosen = []
        while len(chosen) < k:
            v = rng.next() % m
            if v not in chosen:
                chosen.append(v)
        terms = []
        for v in chosen:
            coefficient = 0.0
            while coefficient == 0.0:
                coefficient = float(rng.next() % 401 - 200) / 100.0
            terms.append((v, coefficient))
        constant = float(rng.next() % 20001 - 10000) / 100.0
        kind = rng.next() % 10
        if kind <= 2:
            strength = REQUIRED
            op = ">=" if rng.next() % 2 == 0 else "<="
        else:
            op = ["==", ">=", "<="][rng.next() % 3]
            f = 0.5 + rng.unit()
            strength = create(f, 0, 0) if kind <= 4 else (create(0, f, 0) if kind <= 6 else create(0, 0, f))
        constraints.append((terms, constant, op, strength))
    return constraints, rng


def solve(constraints, m):
    """The optimal values of x0..x(M-1)."""
    soft = sum(2 if op == "==" else 1 for _, _, op, s in constraints if s < REQUIRED)
    width = m + soft
    cost = np.zeros(width)
    equalities, eq_rhs, inequalities, ub_rhs = [], [], [], []
    k = m
    for terms, constant, op, strength in constraints:
        row = dict(terms)
        negated = {v: -a for v, a in terms}
        if strength >= REQUIRED:
            if op == "==":
                equalities.append(row); eq_rhs.append(-constant)
            elif op == ">=":
                inequalities.append(negated); ub_rhs.append(constant)
            else:
                inequalities.append(row); ub_rhs.append(-constant)
        elif op == "==":  # expr = e+ - e-
            row[k], row[k + 1] = -1.0, 1.0
            equalities.append(row); eq_rhs.append(-constant)
            cost[k] = cost[k + 1] = strength
            k += 2
        elif op == ">=":  # expr + e >= 0
            negated[k] = -1.0
            inequalities.append(negated); ub_rhs.append(constant)
            cost[k] = strength
            k += 1
        else:  # expr - e <= 0
            row[k] = -1.0
            inequalities.append(row); ub_rhs.append(-constant)
            cost[k] = strength
            k += 1

    def matrix(rows):
        a = lil_matrix((len(rows), width))
        for i, row in enumerate(rows):
            for v, coefficient in row.items():
                a[i, v] = coefficient
        return a.tocsr()

    result = linprog(
        cost,
        A_ub=matrix(inequalities) if inequalities else None, b_ub=ub_rhs or None,
        A_eq=matrix(equalities) if equalities else None, b_eq=eq_rhs or None,
        bounds=[(None, None)] * m + [(0, None)] * soft, method="highs",
        options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
    if result.status != 0:
        sys.exit(f"LP failed: {result.message}")
    return result.x[:m]


def checksum(values):
    total = 0.0
    for v in values:
        total += v
    return total


def largest_change_under_pulls(constraints, m, base):
    """Pull every variable to +-1e6 with weight eps*w_j, then the other way: a non-unique optimum
    would slide to opposite ends of its face."""
    rng = SplitMix64(12345)
    signs = [1 if rng.next() % 2 else -1 for _ in range(m)]
    weights = [0.5 + rng.unit() for _ in range(m)]
    worst = 0.0
    for eps in (1e-5, 1e-6):
        for flip in (1, -1):
            pulls = [([(j, 1.0)], -flip * signs[j] * 1e6, "==", eps * weights[j]) for j in range(m)]
            values = solve(constraints + pulls, m)
            worst = max(worst, max(abs(a - b) for a, b in zip(values, base)))
    return worst


def main():
    n, m = int(sys.argv[1]), int(sys.argv[2])
    constraints, rng = generate(n, m)
    added = solve(constraints, m)
    print(f"add {checksum(added):.6f} (largest change under pulls {largest_change_under_pulls(constraints, m, added):.2g})")
    # Every required constraint is accepted when the whole system is feasible, which the LP shows.
    order = list(range(m, len(constraints)))
    for i in range(len(order), 1, -1):
        j = rng.next() % i
        order[i - 1], order[j] = order[j], order[i - 1]
    removed = set(order[: len(order) // 2])
    rest = [c for index, c in enumerate(constraints) if index not in removed]
    remaining = solve(rest, m)
    print(f"remove {checksum(remaining):.6f} (largest change under pulls {largest_change_under_pulls(rest, m, remaining):.2g})")


if __name__ == "__main__":
    main()
