#!/usr/bin/env python3
"""Differential fixtures: seeded random constraint systems and kiwisolver 1.5.1's answers to them.

    generate.py [--count 2200] [--first 1] [--batch 500] [--out DIR] [-j 1]
    generate.py --long 100000 [--first 1000000] [-j 2]   # generate into a temp dir, run the Swift replay

Every system runs in a worker process with a time limit: kiwisolver 1.5.1 aborts the whole process
("The objective is unbounded.") or never returns on some random systems. Such seeds are recorded as
unsolved (the operations without kiwi's answers), counted, and the worker is replaced.
The fixture format is described in README.md.
"""

import argparse
import multiprocessing as mp
import multiprocessing.connection as mpc
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from systems import MEDIUM, REQUIRED, STRONG, WEAK, generate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, 'Tests', 'CassowaryTests', 'Differential', '.fixtures')


# ---------------------------------------------------------------- worker side

def worker_main(conn, stderr_path):
    # Keep kiwi's abort message ("The objective is unbounded.") where the parent can read it.
    with open(stderr_path, 'ab', buffering=0) as err:
        os.dup2(err.fileno(), 2)
    import kiwi_runner
    while True:
        try:
            seed = conn.recv()
        except EOFError:
            return
        system = generate(seed)
        try:
            outcomes, checkpoints = kiwi_runner.run_main(system)
        except Exception as error:   # kiwi raised where it must not (e.g. a rebuild of accepted constraints)
            conn.send(('error', f"{type(error).__name__}"))
            continue
        conn.send(('main', outcomes, [(values, obj) for values, obj, _, _ in checkpoints]))
        flags = []
        for i, checkpoint in enumerate(checkpoints):
            values, _, active, _ = checkpoint
            if not kiwi_runner.satisfies_required(active, values):
                flags.append('x')
                continue
            try:
                flags.append('1' if kiwi_runner.is_unique(system, i, checkpoint) else '0')
            except Exception:
                flags.append('0')
        conn.send(('unique', flags))


class Worker:
    def __init__(self, ctx, index, scratch):
        self.ctx = ctx
        self.stderr_path = os.path.join(scratch, f"worker{index}.stderr")
        self.start()

    def start(self):
        self.conn, child = self.ctx.Pipe()
        self.process = self.ctx.Process(target=worker_main, args=(child, self.stderr_path), daemon=True)
        self.process.start()
        child.close()
        self.seed = None

    def restart(self):
        self.process.kill()
        self.process.join()
        self.conn.close()
        self.start()

    def submit(self, seed, timeout):
        self.seed = seed
        self.main = None
        self.deadline = time.monotonic() + timeout
        self.stderr_offset = os.path.getsize(self.stderr_path) if os.path.exists(self.stderr_path) else 0
        self.conn.send(seed)

    def death_reason(self):
        self.process.join(1)
        text = ''
        if os.path.exists(self.stderr_path):
            with open(self.stderr_path, 'rb') as f:
                f.seek(self.stderr_offset)
                text = f.read().decode('utf-8', 'replace')
        if 'unbounded' in text:
            return 'unbounded'
        if 'dual optimize failed' in text.lower():
            return 'dualfailed'
        return f"crash{-(self.process.exitcode or 0)}"


def run_all(seeds, jobs, timeout, progress=True):
    """kiwi's results per seed: {seed: (status, outcomes, checkpoints, unique flags)}."""
    ctx = mp.get_context('fork')
    results = {}
    pending = list(reversed(seeds))
    with tempfile.TemporaryDirectory() as scratch:
        workers = [Worker(ctx, i, scratch) for i in range(jobs)]
        for w in workers:
            if pending:
                w.submit(pending.pop(), timeout)
        started = time.monotonic()
        while any(w.seed is not None for w in workers):
            busy = [w for w in workers if w.seed is not None]
            wait = max(0.0, min(w.deadline for w in busy) - time.monotonic())
            ready = mpc.wait([w.conn for w in busy], timeout=wait)
            for w in busy:
                if w.conn in ready:
                    try:
                        message = w.conn.recv()
                    except EOFError:
                        finished = finish_dead(w, results)
                    else:
                        finished = receive(w, message, results, timeout)
                elif time.monotonic() >= w.deadline:
                    finished = finish_timeout(w, results)
                else:
                    continue
                if finished:
                    w.seed = None
                    if pending:
                        w.submit(pending.pop(), timeout)
                    if progress and len(results) % 500 == 0:
                        rate = len(results) / (time.monotonic() - started)
                        print(f"  {len(results)}/{len(seeds)} systems ({rate:.0f}/s)", file=sys.stderr)
        for w in workers:
            w.conn.close()
            w.process.kill()
            w.process.join()
    return results


def receive(w, message, results, timeout):
    if message[0] == 'error':
        results[w.seed] = ('error' + message[1], None, None, None)
        return True
    if message[0] == 'main':
        w.main = message
        w.deadline = time.monotonic() + 4 * timeout   # four fresh solves per checkpoint follow
        return False
    results[w.seed] = ('ok', w.main[1], w.main[2], message[1])
    return True


def finish_dead(w, results):
    if w.main is not None:       # kiwi died in a uniqueness solve: its answer stands, uniqueness unknown
        results[w.seed] = ('ok', w.main[1], w.main[2], ['0'] * len(w.main[2]))
    else:
        results[w.seed] = (w.death_reason(), None, None, None)
    w.restart()
    return True


def finish_timeout(w, results):
    if w.main is not None:
        results[w.seed] = ('ok', w.main[1], w.main[2], ['0'] * len(w.main[2]))
    else:
        results[w.seed] = ('timeout', None, None, None)
    w.restart()
    return True


# ---------------------------------------------------------------- fixture text

def number(x):
    """The shortest text that reads back as exactly x."""
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    text = repr(x)
    for digits in range(17):
        mantissa, exponent = f"{x:.{digits}e}".split('e')
        if float(f"{mantissa}e{exponent}") == x:
            scientific = f"{mantissa}e{int(exponent)}"
            return scientific if len(scientific) < len(text) else text
    return text


def short(x):
    """10 significant digits: far finer than the 1e-6 comparisons."""
    text = f"{x:.10g}"
    return '0' if text == '-0' else text


STRENGTH_NAMES = {REQUIRED: 'R', STRONG: 'S', MEDIUM: 'M', WEAK: 'W'}


def strength_token(s):
    return STRENGTH_NAMES.get(s, number(s))


def system_text(system, result):
    status, outcomes, checkpoints, flags = result
    lines = [f"S {system.seed} {system.regime} {system.nvars} {status}"]
    solved = status == 'ok'
    checkpoint = 0
    for i, op in enumerate(system.ops):
        o = outcomes[i] if solved else '?'
        kind = op[0]
        if kind == 'a':
            terms = ' '.join(str(v) if c == 1 else f"{v}:{number(c)}" for v, c in op[5])
            lines.append(f"a {o} {op[2]} {strength_token(op[3])} {number(op[4])} {terms}".rstrip())
        elif kind == 'r':
            lines.append(f"r {o} {op[1]}")
        elif kind == 'k':
            lines.append(f"k {o} {op[1]} {number(op[2])}")
        elif kind == 'e':
            lines.append(f"e {o} {op[1]} {strength_token(op[2])}")
        elif kind == 'x':
            lines.append(f"x {o} {op[1]}")
        elif kind == 's':
            lines.append(f"s {o} {op[1]} {number(op[2])}")
        elif kind == 'u':
            if not solved:
                lines.append('u ?')
            else:
                values, obj = checkpoints[checkpoint]
                if flags[checkpoint] == '1':
                    lines.append(f"u {short(obj)} 1 " + ' '.join(short(v) for v in values))
                else:
                    lines.append(f"u {short(obj)} {flags[checkpoint]}")
                checkpoint += 1
    return '\n'.join(lines) + '\n'


def write_fixtures(seeds, results, out, batch):
    os.makedirs(out, exist_ok=True)
    header = ("# kiwi-differential fixtures v1: Scripts/kiwi-differential/generate.py, kiwisolver 1.5.1. "
              "Format: Scripts/kiwi-differential/README.md\n")
    paths = []
    for start in range(0, len(seeds), batch):
        chunk = seeds[start:start + batch]
        path = os.path.join(out, f"systems-{chunk[0]:07d}-{chunk[-1]:07d}.txt")
        with open(path, 'w') as f:
            f.write(header)
            for seed in chunk:
                f.write(system_text(generate(seed), results[seed]))
        paths.append(path)
    return paths


def summarize(seeds, results):
    statuses = Counter(results[s][0] for s in seeds)
    regimes = Counter()
    unsolved_by_regime = Counter()
    unique = total = rejected = infeasible = 0
    for s in seeds:
        regime = generate(s).regime
        regimes[regime] += 1
        status, outcomes, checkpoints, flags = results[s]
        if status != 'ok':
            unsolved_by_regime[regime] += 1
            continue
        total += len(flags)
        unique += flags.count('1')
        infeasible += flags.count('x')
        rejected += outcomes.count('U')
    print(f"systems: {len(seeds)}  by regime: {dict(regimes)}")
    print(f"kiwi status: {dict(statuses)}  unsolved by regime: {dict(unsolved_by_regime)}")
    print(f"checkpoints: {total}, unique optimum: {unique}, kiwi's answer violating a required constraint: "
          f"{infeasible}; kiwi rejections: {rejected}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--count', type=int, default=2200, help='systems to generate (default 2200)')
    parser.add_argument('--first', type=int, default=1, help='first seed (seeds are consecutive)')
    parser.add_argument('--batch', type=int, default=500, help='systems per fixture file')
    parser.add_argument('--out', default=FIXTURES, help='fixture directory (default: the committed one)')
    parser.add_argument('-j', '--jobs', type=int, default=1, help='kiwi worker processes')
    parser.add_argument('--timeout', type=float, default=5.0, help='seconds kiwi may take per system')
    parser.add_argument('--long', type=int, metavar='N',
                        help='generate N systems into a temp dir and run the Swift replay on them')
    parser.add_argument('--keep', action='store_true', help='with --long: keep the temp dir')
    args = parser.parse_args()

    if args.long:
        count, first = args.long, (args.first if args.first != 1 else 1_000_000)
        out = tempfile.mkdtemp(prefix='kiwi-differential-')
    else:
        count, first, out = args.count, args.first, args.out
    seeds = list(range(first, first + count))
    started = time.monotonic()
    results = run_all(seeds, args.jobs, args.timeout)
    print(f"kiwi ran {count} systems in {time.monotonic() - started:.0f} s")
    if not args.long and os.path.isdir(out):
        for name in os.listdir(out):
            if name.startswith('systems-') and name.endswith('.txt'):
                os.remove(os.path.join(out, name))
    paths = write_fixtures(seeds, results, out, args.batch if not args.long else 5000)
    size = sum(os.path.getsize(p) for p in paths)
    print(f"wrote {len(paths)} files, {size / 1e6:.2f} MB, to {out}")
    summarize(seeds, results)
    if args.long:
        env = dict(os.environ, KIWI_DIFFERENTIAL_DIR=out)
        # -enable-testing: the showcase tests import their module @testable, which a release build
        # refuses otherwise.
        command = ['swift', 'test', '-c', 'release', '-Xswiftc', '-enable-testing', '--filter', 'KiwiDifferentialTests']
        print('$ KIWI_DIFFERENTIAL_DIR=' + out + ' ' + ' '.join(command), flush=True)
        code = subprocess.call(command, cwd=REPO, env=env)
        if not args.keep:
            import shutil
            shutil.rmtree(out)
        sys.exit(code)


if __name__ == '__main__':
    main()
