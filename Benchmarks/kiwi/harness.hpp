// Timing, medians, the expected-checksum table and the output line, shared by every kiwi workload.
// Mirrors Harness.swift / ExpectedChecksums.swift on the Swift side.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace bench {

using Clock = std::chrono::steady_clock;

inline double millisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

inline double median(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    size_t n = xs.size();
    return n % 2 == 1 ? xs[n / 2] : 0.5 * (xs[n / 2 - 1] + xs[n / 2]);
}

struct Expected { const char* workload; const char* phase; double checksum; double tolerance; };

// The expected checksums (Benchmarks/WORKLOADS.md); compared on the printed `%.6f` value.
inline const Expected expectedChecksums[] = {
    {"enaml", "build", 2319.000000, 1e-6},
    {"enaml", "suggest", 9574.000000, 1e-6},
    {"enaml", "suggest-same", 6374.000000, 1e-6},
    {"chain-1000", "build", 998400.000000, 1e-6},
    {"chain-10000", "build", 99984000.000000, 1e-6},
    {"grid-10x10", "build", 64600.000000, 1e-6},
    {"grid-10x10", "suggest", 61731.477611, 1e-6},
    {"grid-100x10", "build", 2980240.000000, 1e-6},
    {"grid-100x10", "suggest", 2951944.648160, 1e-6},
    {"random-sparse-500", "add", 38892.980314, 1e-6},
    {"random-sparse-500", "remove", 43599.827702, 1e-6},
    {"random-sparse-2000", "add", 146136.614441, 1e-3},
    {"random-sparse-2000", "remove", 170499.219644, 1e-6},
    {"grid-squeeze-10x10", "squeeze", 50274.005638, 1e-6},
    {"grid-squeeze-100x10", "squeeze", 1818161.321744, 1e-6},
    {"layout-chain-1000", "build", 23626003.000000, 1e-6},
    {"layout-chain-1000", "suggest", 23650003.000000, 1e-6},
    {"layout-chain-4000", "build", 379047439.000000, 1e-6},
    {"layout-chain-4000", "suggest", 379143439.000000, 1e-6},
    {"layout-chain-5000", "build", 592369178.000000, 1e-6},
    {"layout-chain-5000", "suggest", 592489178.000000, 1e-6},
    {"stack-1000", "build", 35768641.000000, 1e-6},
    {"stack-1000", "resize", 36351223.000000, 1e-6},
    {"stack-4000", "build", 568427787.000000, 1e-6},
    {"stack-4000", "resize", 570756369.000000, 1e-6},
    {"feed-ops-10", "build", 48902.000000, 1e-6},
    {"feed-ops-10", "resize", 52331.000000, 1e-6},
    {"feed-ops-10", "edit", 52331.000000, 1e-6},
    {"feed-ops-40", "build", 193122.000000, 1e-6},
    {"feed-ops-40", "resize", 206321.000000, 1e-6},
    {"feed-ops-40", "edit", 206321.000000, 1e-6},
    {"feed-ops-100", "build", 482032.000000, 1e-6},
    {"feed-ops-100", "resize", 514931.000000, 1e-6},
    {"feed-ops-100", "edit", 514931.000000, 1e-6},
    // W6 (run only with --only): not kiwi's answers but lp_reference.py's (HiGHS), unique optima.
    {"random-dense-200", "add", 200.205916, 1e-6},
    {"random-dense-200", "remove", 1818.683490, 1e-6},
    {"random-dense-500", "add", 7431.340512, 1e-6},
    {"random-dense-500", "remove", 8272.414542, 1e-6},
};

// Whether two printed checksums agree within `tolerance`, compared in whole millionths so that the
// last printed digit is not at the mercy of binary rounding.
inline bool printedValuesAgree(double printed, double expected, double tolerance) {
    long long a = std::llround(printed * 1e6), b = std::llround(expected * 1e6);
    long long allowed = std::llround(tolerance * 1e6);
    return std::llabs(a - b) <= allowed;
}

struct Report {
    int failures = 0;

    // Prints `<workload> <phase> <median_ms> <checksum>` and checks the checksum against the table.
    // Repetitions must agree to the same tolerance (not bitwise: kiwi orders terms by heap address,
    // so the rounding of its sums varies from run to run in the last bits).
    void phase(const std::string& workload, const std::string& phase, const std::vector<double>& ms,
               const std::vector<double>& checksums) {
        const Expected* expected = nullptr;
        for (const Expected& e : expectedChecksums)
            if (workload == e.workload && phase == e.phase) expected = &e;
        double tolerance = expected ? expected->tolerance : 1e-6;
        char text[64];
        std::snprintf(text, sizeof text, "%.6f", checksums.back());
        std::printf("%s %s %.3f %s\n", workload.c_str(), phase.c_str(), median(ms), text);
        for (double c : checksums) {
            if (!printedValuesAgree(c, checksums.back(), tolerance)) {
                std::printf("MISMATCH %s %s: repetitions disagree (%.9f vs %.9f)\n", workload.c_str(),
                            phase.c_str(), c, checksums.back());
                ++failures;
                break;
            }
        }
        if (expected && !printedValuesAgree(std::strtod(text, nullptr), expected->checksum, tolerance)) {
            std::printf("MISMATCH %s %s: checksum %s, expected %.6f (tolerance %g)\n", workload.c_str(),
                        phase.c_str(), text, expected->checksum, tolerance);
            ++failures;
        }
        std::fflush(stdout);
    }

    void check(bool ok, const std::string& what) {
        if (!ok) {
            std::printf("MISMATCH %s\n", what.c_str());
            ++failures;
        }
        std::fflush(stdout);
    }
};

}  // namespace bench
