#!/usr/bin/env bash
# Runs the workloads of Benchmarks/WORKLOADS.md on kiwi 1.5.1 (C++) and on our solver in the same run,
# workload by workload (kiwi, then ours, so both see the same machine load), and prints a table:
# workload, phase, kiwi ms, ours ms, ratio ours/kiwi, checksum equal.
#
# usage: Benchmarks/compare.sh [--quick] [--reps N] [--only NAME] [--with-slow] [--slow-reps N] [--timeout S]
#   --quick        one repetition of the small sizes
#   --reps N       repetitions per phase on both sides (default 9)
#   --only NAME    one workload (repeatable)
#   --with-slow    also run grid-squeeze-100x10 on kiwi (about 36 s per repetition)
#   --slow-reps N  kiwi's repetitions of grid-squeeze-100x10 (default 1)
#   --timeout S    stop either program after S seconds on one workload (reported as a timeout)
#
# kiwi's sdist is downloaded and the C++ program built in $KIWI_CACHE (default .build/kiwi, outside git).
# Needs: python3 with pip, a C++17 compiler ($CXX, default g++), the Swift toolchain.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${KIWI_CACHE:-$root/.build/kiwi}
kiwi_version=1.5.1
sdist=$cache/kiwisolver-$kiwi_version

reps=9; quick=0; only=(); with_slow=0; slow_reps=1; limit=0
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --reps) reps=$2; shift ;;
    --only) only+=("$2"); shift ;;
    --with-slow) with_slow=1 ;;
    --slow-reps) slow_reps=$2; shift ;;
    --timeout) limit=$2; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done

# 1. kiwi's headers, from the PyPI source distribution.
mkdir -p "$cache"
if [ ! -f "$sdist/kiwi/kiwi.h" ]; then
  echo "== downloading kiwisolver $kiwi_version (sdist) into $cache" >&2
  python3 -m pip download --no-binary :all: --no-deps "kiwisolver==$kiwi_version" -d "$cache" >&2
  tar -xzf "$cache/kiwisolver-$kiwi_version.tar.gz" -C "$cache"
fi

# 2. Our C++ program against them (kiwi is header-only; the code is in Benchmarks/kiwi/*.hpp).
kiwi_bin=$cache/kiwi_bench
if [ ! -x "$kiwi_bin" ] || [ -n "$(find "$root/Benchmarks/kiwi" -newer "$kiwi_bin" -name '*.hpp')" ]; then
  echo "== building $kiwi_bin" >&2
  printf '#include "kiwi_bench.hpp"\nint main(int argc, char** argv) { return bench::runKiwiBenchmarks(argc, argv); }\n' \
    > "$cache/kiwi_bench_main.cpp"
  # -ffp-contract=off: the workloads' doubles are one multiply then one add, never fused (WORKLOADS.md).
  # -Wno-use-after-free: GCC 12 misreads the reference counting of kiwi's SharedDataPtr once inlined.
  "${CXX:-g++}" -std=c++17 -O2 -ffp-contract=off -Wall -Wextra -Wno-use-after-free -isystem "$sdist" -I "$root/Benchmarks/kiwi" \
    "$cache/kiwi_bench_main.cpp" -o "$kiwi_bin"
fi

# 3. Our benchmarks, in release mode.
echo "== building Benchmarks (release)" >&2
(cd "$root" && swift build -c release --product Benchmarks >&2)
ours_bin=$(cd "$root" && swift build -c release --show-bin-path)/Benchmarks

# 4. Both, workload by workload.
kiwi_out=$cache/kiwi.out; ours_out=$cache/ours.out
: > "$kiwi_out"; : > "$ours_out"
small=(enaml chain-1000 grid-10x10 random-sparse-500 grid-squeeze-10x10 layout-chain-1000 stack-1000 feed-ops-10)
# feed-ops-100 only with --only: kiwi takes about 32 s per repetition of it.
large=(chain-10000 grid-100x10 random-sparse-2000 grid-squeeze-100x10 random-dense-500 layout-chain-4000
  layout-chain-5000 stack-4000 feed-ops-40)
if [ ${#only[@]} -gt 0 ]; then names=("${only[@]}")
elif [ $quick = 1 ]; then names=("${small[@]}")
else names=("${small[@]}" "${large[@]}"); fi
[ $quick = 1 ] && reps=1

# Runs one program on one workload, appending its lines to a file; a timeout becomes a TIMEOUT line.
run_one() {
  local out=$1; shift
  local code=0
  if [ "$limit" -gt 0 ]; then
    timeout "$limit" "$@" > "$cache/run.out" || code=$?
  else
    "$@" > "$cache/run.out" || code=$?
  fi
  cat "$cache/run.out" >&2
  cat "$cache/run.out" >> "$out"
  if [ $code = 124 ]; then echo "TIMEOUT $name after ${limit}s" | tee -a "$out" >&2; fi
  [ $code = 0 ]
}

status=0
for name in "${names[@]}"; do
  echo "== $name" >&2
  kiwi_args=(--only "$name" --reps "$reps" --workloads "$root/Benchmarks/Workloads")
  skip_kiwi=0
  case "$name" in
    random-dense-*) skip_kiwi=1 ;;   # kiwi does not finish W6 (WORKLOADS.md)
    grid-squeeze-100x10) [ $with_slow = 1 ] && kiwi_args+=(--slow-reps "$slow_reps") || skip_kiwi=1 ;;
  esac
  if [ $skip_kiwi = 0 ]; then
    run_one "$kiwi_out" "$kiwi_bin" "${kiwi_args[@]}" || status=1
  fi
  run_one "$ours_out" "$ours_bin" --only "$name" --reps "$reps" || status=1
done

# 5. The table.
python3 - "$kiwi_out" "$ours_out" <<'PY'
import sys

def read(path):
    phases, order, notes = {}, [], []
    for line in open(path):
        fields = line.split()
        if line.startswith(("MISMATCH", "FAILED", "TIMEOUT")):
            notes.append(line.rstrip())
            continue
        if len(fields) != 4:
            continue
        try:
            ms, checksum = float(fields[2]), fields[3]
            float(checksum)
        except ValueError:
            continue
        key = (fields[0], fields[1])
        phases[key] = (ms, checksum)
        order.append(key)
    return phases, order, notes

kiwi, _, kiwi_notes = read(sys.argv[1])
ours, order, our_notes = read(sys.argv[2])
loose = {("random-sparse-2000", "add"): 1e-3}

print()
print("| workload | phase | kiwi ms | ours ms | ours/kiwi | checksum equal |")
print("|---|---|---:|---:|---:|---|")
for key in order:
    ms, checksum = ours[key]
    # feed-ops-N's "-remove-add" phases replay setConstant as kiwi does: compared with kiwi's phase.
    kiwi_key = (key[0], key[1].removesuffix("-remove-add"))
    if kiwi_key in kiwi:
        kms, kchecksum = kiwi[kiwi_key]
        tolerance = loose.get(key, 1e-6)
        equal = abs(round(float(checksum) * 1e6) - round(float(kchecksum) * 1e6)) <= round(tolerance * 1e6)
        ratio = f"{ms / kms:.2f}" if kms > 0 else "-"
        mark = ("yes" if equal else f"NO (kiwi {kchecksum})") + (" (±1e-3)" if tolerance > 1e-6 else "")
        print(f"| {key[0]} | {key[1]} | {kms:.3f} | {ms:.3f} | {ratio} | {mark} |")
    else:
        print(f"| {key[0]} | {key[1]} | - | {ms:.3f} | - | (no kiwi run; {checksum}) |")
for note in kiwi_notes:
    print("kiwi: " + note)
for note in our_notes:
    print("ours: " + note)
PY
exit $status
