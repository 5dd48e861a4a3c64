// The kiwi side of the side-by-side benchmark: runs W1-W5, W7, W8 and W9 (feed-ops-N) of Benchmarks/WORKLOADS.md on kiwi 1.5.1
// and prints the same `<workload> <phase> <median_ms> <checksum>` lines as `swift run Benchmarks`.
// compare.sh compiles it against the headers of the kiwisolver sdist (kiwi is header-only).
//
// The code lives in headers because SwiftPM would try to compile a .cpp file inside the Swift target's
// folder; compare.sh compiles a one-line translation unit that includes this file.
#pragma once
#include <kiwi/kiwi.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "feed_ops.hpp"
#include "harness.hpp"
#include "workloads.hpp"

namespace bench {

// A built solver with its variables and constraints (index-aligned with the spec's constraints).
struct KiwiModel {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> constraints;
    std::vector<bool> accepted;
    int rejected = 0;

    double checksum() const {
        double s = 0.0;
        for (const kiwi::Variable& v : vars) s += v.value();
        return s;
    }
};

inline kiwi::Constraint makeConstraint(const ConstraintSpec& spec, const std::vector<kiwi::Variable>& vars) {
    std::vector<kiwi::Term> terms;
    terms.reserve(spec.terms.size());
    for (const TermSpec& t : spec.terms) terms.emplace_back(vars[t.var], t.coef);
    kiwi::RelationalOperator op =
        spec.op == Op::eq ? kiwi::OP_EQ : (spec.op == Op::ge ? kiwi::OP_GE : kiwi::OP_LE);
    return kiwi::Constraint(kiwi::Expression(std::move(terms), spec.constant), op, spec.strength);
}

// The timed part of every build/add phase: from solver construction to the final update.
inline std::unique_ptr<KiwiModel> build(const SystemSpec& spec) {
    auto model = std::make_unique<KiwiModel>();
    model->vars.reserve(spec.varCount);
    for (int i = 0; i < spec.varCount; ++i) model->vars.emplace_back();
    for (const auto& e : spec.edits) model->solver.addEditVariable(model->vars[e.first], e.second);
    for (const auto& s : spec.suggestions) model->solver.suggestValue(model->vars[s.first], s.second);
    model->constraints.reserve(spec.constraints.size());
    model->accepted.reserve(spec.constraints.size());
    for (const ConstraintSpec& c : spec.constraints) {
        kiwi::Constraint constraint = makeConstraint(c, model->vars);
        try {
            model->solver.addConstraint(constraint);
            model->accepted.push_back(true);
        } catch (const kiwi::UnsatisfiableConstraint&) {
            model->accepted.push_back(false);
            ++model->rejected;
        } catch (const kiwi::InternalSolverError& error) {
            // kiwi's own numerical failure (seen on random-dense-200): report it and treat the
            // constraint as not added, so the run can go on.
            std::printf("# kiwi InternalSolverError on constraint %zu: %s\n", model->constraints.size(),
                        error.what());
            model->accepted.push_back(false);
            ++model->rejected;
        }
        model->constraints.push_back(std::move(constraint));
    }
    model->solver.updateVariables();
    return model;
}

inline void buildPhase(Report& report, const std::string& name, const SystemSpec& spec, int reps) {
    std::vector<double> ms, sums;
    for (int rep = 0; rep < reps; ++rep) {
        auto start = Clock::now();
        auto model = build(spec);
        ms.push_back(millisecondsSince(start));
        sums.push_back(model->checksum());
    }  // destruction is outside the timed region
    report.phase(name, "build", ms, sums);
}

inline void sizeLoopPhase(Report& report, const std::string& name, const std::string& phase,
                          const SystemSpec& spec, const SizeLoop& loop, int reps) {
    std::vector<double> ms, sums;
    for (int rep = 0; rep < reps; ++rep) {
        auto model = build(spec);
        const kiwi::Variable& width = model->vars[loop.widthVar];
        const kiwi::Variable& height = model->vars[loop.heightVar];
        auto start = Clock::now();
        for (const auto& size : loop.sizes) {
            model->solver.suggestValue(width, size.first);
            model->solver.suggestValue(height, size.second);
            model->solver.updateVariables();
        }
        ms.push_back(millisecondsSince(start));
        sums.push_back(model->checksum());
    }
    report.phase(name, phase, ms, sums);
}

inline void editLoopPhase(Report& report, const std::string& name, const std::string& phase,
                          const SystemSpec& spec, const EditLoop& loop, int reps) {
    std::vector<double> ms, sums;
    for (int rep = 0; rep < reps; ++rep) {
        auto model = build(spec);
        const kiwi::Variable& edited = model->vars[loop.var];
        auto start = Clock::now();
        if (loop.addEdit) model->solver.addEditVariable(edited, loop.editStrength);
        for (double value : loop.values) {
            model->solver.suggestValue(edited, value);
            model->solver.updateVariables();
        }
        ms.push_back(millisecondsSince(start));
        sums.push_back(model->checksum());
    }
    report.phase(name, phase, ms, sums);
}

inline void randomPhases(Report& report, const std::string& name, const RandomSystem& random, int reps) {
    std::vector<double> addMs, addSums, removeMs, removeSums;
    for (int rep = 0; rep < reps; ++rep) {
        auto start = Clock::now();
        auto model = build(random.system);
        addMs.push_back(millisecondsSince(start));
        addSums.push_back(model->checksum());
        if (model->rejected > 0)
            std::printf("# %s add: %d required constraint(s) rejected as unsatisfiable\n", name.c_str(), model->rejected);

        std::vector<int> accepted;
        for (size_t i = random.stayCount; i < model->constraints.size(); ++i)
            if (model->accepted[i]) accepted.push_back(static_cast<int>(i));
        std::vector<int> order = removalOrder(accepted, random.rng);
        size_t half = order.size() / 2;

        try {
            start = Clock::now();
            for (size_t i = 0; i < half; ++i) model->solver.removeConstraint(model->constraints[order[i]]);
            model->solver.updateVariables();
            double firstHalf = millisecondsSince(start);
            removeSums.push_back(model->checksum());
            start = Clock::now();
            for (size_t i = half; i < order.size(); ++i)
                model->solver.removeConstraint(model->constraints[order[i]]);
            model->solver.updateVariables();
            removeMs.push_back(firstHalf + millisecondsSince(start));
        } catch (const kiwi::InternalSolverError& error) {
            report.check(false, name + " remove: kiwi InternalSolverError: " + error.what());
            report.phase(name, "add", addMs, addSums);
            return;
        }
        report.check(printedValuesAgree(model->checksum(), random.staySum, 1e-6),
                     name + " remove: end state " + std::to_string(model->checksum()) + " is not the stays' " +
                         std::to_string(random.staySum));
    }
    report.phase(name, "add", addMs, addSums);
    report.phase(name, "remove", removeMs, removeSums);
}

struct Options {
    int reps = 9;
    bool quick = false;
    bool skipSlow = false;  // grid-squeeze-100x10: kiwi needs about 36 s per repetition
    int slowReps = 1;
    std::string only;
    std::string workloads = workloadsDirectory();  // where feed-ops-N.ops are
};

inline int runKiwiBenchmarks(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        auto value = [&](const char* flag) -> std::string {
            if (i + 1 >= argc) { std::fprintf(stderr, "%s needs a value\n", flag); std::exit(2); }
            return argv[++i];
        };
        if (arg == "--reps") options.reps = std::atoi(value("--reps").c_str());
        else if (arg == "--slow-reps") options.slowReps = std::atoi(value("--slow-reps").c_str());
        else if (arg == "--only") options.only = value("--only");
        else if (arg == "--workloads") options.workloads = value("--workloads");
        else if (arg == "--quick") options.quick = true;
        else if (arg == "--skip-slow") options.skipSlow = true;
        else if (arg == "--help" || arg == "-h") {
            std::printf(
                "kiwi_bench: W1-W5, layout-chain-N, stack-N and feed-ops-N of Benchmarks/WORKLOADS.md on kiwi 1.5.1\n"
                "  --reps N       repetitions per phase (default 9; the median is printed)\n"
                "  --quick        one repetition, small sizes only\n"
                "  --only NAME    run one workload (e.g. grid-10x10; random-dense-200/500 only this way)\n"
                "  --skip-slow    skip grid-squeeze-100x10 (about 36 s per repetition)\n"
                "  --slow-reps N  repetitions for grid-squeeze-100x10 (default 1)\n"
                "  --workloads D  the directory of feed-ops-N.ops (N = 10, 40, 100; default Benchmarks/Workloads)\n");
            return 0;
        } else {
            std::fprintf(stderr, "unknown argument %s (try --help)\n", arg.c_str());
            return 2;
        }
    }
    if (options.quick) options.reps = 1;
    if (options.reps < 1 || options.slowReps < 1) { std::fprintf(stderr, "repetitions must be >= 1\n"); return 2; }

    Report report;
    auto wanted = [&](const std::string& name, bool small) {
        if (!options.only.empty()) return options.only == name;
        return small || !options.quick;
    };
    if (wanted("enaml", true)) {
        SystemSpec spec = enamlSystem();
        buildPhase(report, "enaml", spec, options.reps);
        sizeLoopPhase(report, "enaml", "suggest", spec, enamlSizes(false), options.reps);
        sizeLoopPhase(report, "enaml", "suggest-same", spec, enamlSizes(true), options.reps);
    }
    for (int n : {1000, 10000}) {
        std::string name = "chain-" + std::to_string(n);
        if (wanted(name, n == 1000)) buildPhase(report, name, chainSystem(n), options.reps);
    }
    for (int rows : {10, 100}) {
        std::string name = "grid-" + std::to_string(rows) + "x10";
        if (!wanted(name, rows == 10)) continue;
        SystemSpec spec = gridSystem(rows, 10);
        buildPhase(report, name, spec, options.reps);
        sizeLoopPhase(report, name, "suggest", spec, gridSizes(rows, false), options.reps);
    }
    for (int n : {500, 2000}) {
        std::string name = "random-sparse-" + std::to_string(n);
        if (wanted(name, n == 500)) randomPhases(report, name, randomSystem(n, 2 * n), options.reps);
    }
    // W6 random-dense-N only on request: kiwi stalls on N = 500, N = 200 gives a reference answer.
    for (int n : {200, 500}) {
        std::string name = "random-dense-" + std::to_string(n);
        if (options.only == name) randomPhases(report, name, randomSystem(n, n / 2), options.reps);
    }
    for (int rows : {10, 100}) {
        std::string name = "grid-squeeze-" + std::to_string(rows) + "x10";
        if (!wanted(name, rows == 10)) continue;
        if (rows == 100 && options.skipSlow && options.only != name) continue;
        int reps = rows == 100 ? std::min(options.reps, options.slowReps) : options.reps;
        sizeLoopPhase(report, name, "squeeze", gridSystem(rows, 10), gridSizes(rows, true), reps);
    }
    for (int n : {1000, 4000, 5000}) {
        std::string name = "layout-chain-" + std::to_string(n);
        if (!wanted(name, n == 1000)) continue;
        SystemSpec spec = layoutChainSystem(n);
        buildPhase(report, name, spec, options.reps);
        editLoopPhase(report, name, "suggest", spec, layoutChainSuggestions(), options.reps);
    }
    for (int n : {1000, 4000}) {
        std::string name = "stack-" + std::to_string(n);
        if (!wanted(name, n == 1000)) continue;
        SystemSpec spec = stackSystem(n);
        buildPhase(report, name, spec, options.reps);
        editLoopPhase(report, name, "resize", spec, stackWidths(), options.reps);
    }
    for (int n : {10, 40, 100}) {
        std::string name = "feed-ops-" + std::to_string(n);
        if (!wanted(name, n == 10)) continue;
        std::string path = options.workloads + "/" + name + ".ops";
        try {
            feedOpsPhases(report, name, readSolverScript(path), options.reps);
        } catch (const std::exception& error) {
            report.check(false, name + ": " + error.what());
        }
    }
    if (report.failures > 0) {
        std::printf("FAILED: %d checksum mismatch(es)\n", report.failures);
        return 1;
    }
    return 0;
}

}  // namespace bench
