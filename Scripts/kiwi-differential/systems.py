"""Seeded random constraint systems: the operations only, independent of any solver's answers.

A system is a pure function of its seed (SplitMix64, the PRNG of /work/shared/bench/WORKLOADS.md), so
the Swift side could regenerate it; the fixtures list the operations explicitly anyway, so it does not
have to. Operations never depend on a solver's outcome: a removal or constant change may name a
constraint that was rejected, and then every correct solver answers "unknown constraint".

Every constraint is `sum(coef * x[var]) + constant  OP  0`.
"""

from dataclasses import dataclass, field

MASK64 = (1 << 64) - 1

# Strengths exactly as kiwi's strength::create(a, b, c, w) computes them.
REQUIRED = 1001001000.0
STRONG = 1e6
MEDIUM = 1e3
WEAK = 1.0


def create_strength(a, b, c, w=1.0):
    """kiwi's `strength::create`: each tier clamped to [0, 1000], then combined."""
    def clamp(x):
        return max(0.0, min(1000.0, x))
    return clamp(a * w) * 1000000.0 + clamp(b * w) * 1000.0 + clamp(c * w)


class SplitMix64:
    """SplitMix64 with all arithmetic mod 2^64; the seed is the initial state."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def u(self):
        """A double in [0, 1)."""
        return (self.next() >> 11) * (2.0 ** -53)

    def below(self, k):
        return self.next() % k


# Operation tuples (the fixture format in README.md mirrors them):
#   ('a', cid, rel, strength, constant, [(var, coef), ...])   add constraint number cid
#   ('r', cid)                  remove constraint cid
#   ('k', cid, constant)        set constant of constraint cid (kiwi: remove + add with the new constant)
#   ('e', var, strength)        add edit variable
#   ('x', var)                  remove edit variable
#   ('s', var, value)           suggest value
#   ('u',)                      updateVariables() and a checkpoint
RELATIONS = ('=', '<', '>')   # ==, <=, >=

REGIMES = ('plain', 'integer', 'numerics')


@dataclass
class System:
    seed: int
    regime: str
    nvars: int
    ops: list = field(default_factory=list)


def _sig(x, digits):
    """x rounded to `digits` significant digits (keeps fixtures short; the value is then exact)."""
    return float(f"{x:.{digits}g}")


class _Draws:
    """The regime-specific distributions of coefficients, constants and suggested values."""

    def __init__(self, rng, regime):
        self.rng = rng
        self.regime = regime

    def coefficient(self):
        r = self.rng
        if self.regime == 'integer':
            return float((-3, -2, -1, 1, 2, 3)[r.below(6)])
        if self.regime == 'numerics':
            sign = -1.0 if r.below(2) else 1.0
            return sign * _sig(10.0 ** (8.0 * r.u() - 4.0), 3)
        while True:
            c = (r.below(401) - 200) / 100.0
            if c != 0.0:
                return c

    def constant(self):
        r = self.rng
        if self.regime == 'integer':
            return float(r.below(41) - 20)
        if self.regime == 'numerics':
            if r.below(8) == 0:
                return 0.0
            sign = -1.0 if r.below(2) else 1.0
            return sign * _sig(10.0 ** (6.0 * r.u()), 4)
        return (r.below(20001) - 10000) / 100.0

    def suggestion(self):
        r = self.rng
        if self.regime == 'integer':
            return float(r.below(81) - 40)
        if self.regime == 'numerics':
            sign = -1.0 if r.below(2) else 1.0
            return sign * _sig(10.0 ** (6.0 * r.u()), 4)
        return (r.below(40001) - 20000) / 100.0

    def custom_strength(self, allow_required):
        r = self.rng
        if allow_required and r.below(25) == 0:
            return create_strength(1000, 1000, 1000)   # == required, spelled as a custom strength
        f = _sig(0.05 + 3.0 * r.u(), 3)
        w = 1.0 if r.below(2) else _sig(0.5 + r.u(), 3)
        tier = r.below(3)
        if tier == 0:
            return create_strength(f, 0, 0, w)
        if tier == 1:
            return create_strength(0, f, 0, w)
        return create_strength(0, 0, f, w)

    def constraint_strength(self, required_share):
        r = self.rng
        if r.u() < required_share:
            return REQUIRED
        kind = r.below(8)
        if kind < 2:
            return STRONG
        if kind < 4:
            return MEDIUM
        if kind < 6:
            return WEAK
        return self.custom_strength(allow_required=True)

    def edit_strength(self):
        kind = self.rng.below(4)
        if kind == 0:
            return STRONG
        if kind == 1:
            return MEDIUM
        if kind == 2:
            return WEAK
        return self.custom_strength(allow_required=False)


def _terms(rng, draws, nvars):
    k = min(1 + rng.below(4), nvars)
    chosen = []
    while len(chosen) < k:
        v = rng.below(nvars)
        if v not in chosen:
            chosen.append(v)
    terms = [(v, draws.coefficient()) for v in chosen]
    # Now and then a repeated variable (kiwi and ours must merge the terms), sometimes cancelling out.
    if rng.below(30) == 0:
        v, c = terms[rng.below(len(terms))]
        terms.append((v, -c if rng.below(2) else draws.coefficient()))
    return terms


def generate(seed):
    """The system of one seed."""
    rng = SplitMix64(seed)
    regime_draw = rng.below(10)
    regime = 'plain' if regime_draw < 5 else ('integer' if regime_draw < 7 else 'numerics')
    draws = _Draws(rng, regime)
    nvars = 2 + int(39 * rng.u() ** 2.0)          # 2...40, more small systems than large
    target = 1 + int(60 * rng.u() ** 1.6)         # 1...60 random constraints
    required_share = (0.15, 0.3, 0.5)[rng.below(3)]
    system = System(seed, regime, nvars)
    ops = system.ops
    live = []      # issued constraint ids not removed (whether or not a solver accepted them)
    edits = []     # current edit variables
    next_cid = 0

    # Weak stays with distinct weights make most optima unique, so values can be compared too.
    if rng.below(10) < 5:
        for j in range(nvars):
            weight = _sig(0.5 + rng.u(), 3)
            ops.append(('a', next_cid, '=', weight, -draws.suggestion(), [(j, 1.0)]))
            live.append(next_cid)
            next_cid += 1

    added = 0
    checkpoints = 0
    tail = 1 + rng.below(12)
    while added < target or tail > 0:
        if added >= target:
            tail -= 1
        choice = rng.below(100)
        if choice < 55 and added < target:
            terms = _terms(rng, draws, nvars)
            rel = RELATIONS[rng.below(3)]
            strength = draws.constraint_strength(required_share)
            ops.append(('a', next_cid, rel, strength, draws.constant(), terms))
            live.append(next_cid)
            next_cid += 1
            added += 1
        elif choice < 62 and len(edits) < 4:
            candidates = [v for v in range(nvars) if v not in edits]
            if candidates:
                v = candidates[rng.below(len(candidates))]
                ops.append(('e', v, draws.edit_strength()))
                edits.append(v)
        elif choice < 75 and edits:
            ops.append(('s', edits[rng.below(len(edits))], draws.suggestion()))
        elif choice < 82 and live:
            ops.append(('r', live.pop(rng.below(len(live)))))
        elif choice < 89 and live:
            ops.append(('k', live[rng.below(len(live))], draws.constant()))
        elif choice < 91 and edits:
            ops.append(('x', edits.pop(rng.below(len(edits)))))
        elif choice >= 94 and checkpoints < 4:
            ops.append(('u',))
            checkpoints += 1
    ops.append(('u',))
    return system
