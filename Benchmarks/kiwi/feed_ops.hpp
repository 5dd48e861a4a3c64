// feed-ops-N of Benchmarks/WORKLOADS.md on kiwi: replays the solver operations that our layout engine
// performed for the anchored feed of N cells, read from Benchmarks/Workloads/feed-ops-N.ops (written by
// `swift run -c release Benchmarks --export-feed N`; SolverScript.swift reads the same format).
//
// kiwi has no setConstant or setStrength: a kiwi user changes a constraint's constant (a re-measured
// text height) or strength by removing it and adding a new constraint with the same terms and the new
// constant or strength, which is what the replay does for the `c` and `s` lines.
#pragma once
#include <kiwi/kiwi.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness.hpp"
#include "workloads.hpp"

namespace bench {

// Defined in kiwi_bench.hpp, which includes this file before it.
inline kiwi::Constraint makeConstraint(const ConstraintSpec& spec, const std::vector<kiwi::Variable>& vars);

struct ScriptOperation {
    char kind;        // a r c s e x g u z, as in the file
    int index = 0;    // the constraint (a r c s) or the variable (e x g)
    double value = 0; // the new constant (c), strength (s, e) or suggested value (g)
    ConstraintSpec constraint;  // a
};

struct ScriptPhase {
    std::string name;
    std::vector<ScriptOperation> operations;
};

struct SolverScript {
    int variableCount = 0;
    int constraintCount = 0;
    std::vector<ScriptPhase> phases;
};

// The directory of the .ops files: Benchmarks/Workloads, beside this header's directory (as the compiler
// was given its path: compare.sh gives an absolute one, and passes --workloads anyway).
inline std::string workloadsDirectory() {
    std::string here = __FILE__;
    std::string::size_type slash = here.rfind('/');
    std::string kiwiDir = slash == std::string::npos ? "." : here.substr(0, slash);
    return kiwiDir + "/../Workloads";
}

// Parses a .ops file; a line it cannot read throws std::runtime_error naming the line.
inline SolverScript readSolverScript(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    SolverScript script;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string word;
        words >> word;
        auto bad = [&]() { return std::runtime_error(path + ":" + std::to_string(number) + ": cannot read \"" + line + "\""); };
        if (word == "variables") { if (!(words >> script.variableCount)) throw bad(); continue; }
        if (word == "constraints") { if (!(words >> script.constraintCount)) throw bad(); continue; }
        if (word == "phase") { ScriptPhase phase; if (!(words >> phase.name)) throw bad(); script.phases.push_back(phase); continue; }
        if (script.phases.empty() || word.size() != 1) throw bad();
        ScriptOperation op;
        op.kind = word[0];
        bool ok = true;
        switch (op.kind) {
        case 'a': {
            std::string relation;
            int count = 0;
            ok = bool(words >> op.index >> relation >> op.constraint.strength >> op.constraint.constant >> count);
            if (relation == "==") op.constraint.op = Op::eq;
            else if (relation == ">=") op.constraint.op = Op::ge;
            else if (relation == "<=") op.constraint.op = Op::le;
            else ok = false;
            for (int k = 0; ok && k < count; ++k) {
                TermSpec term{};
                ok = bool(words >> term.var >> term.coef) && term.var >= 0 && term.var < script.variableCount;
                op.constraint.terms.push_back(term);
            }
            ok = ok && op.index >= 0 && op.index < script.constraintCount;
            break;
        }
        case 'r': ok = bool(words >> op.index) && op.index >= 0 && op.index < script.constraintCount; break;
        case 'c': case 's':
            ok = bool(words >> op.index >> op.value) && op.index >= 0 && op.index < script.constraintCount;
            break;
        case 'e': case 'g':
            ok = bool(words >> op.index >> op.value) && op.index >= 0 && op.index < script.variableCount;
            break;
        case 'x': ok = bool(words >> op.index) && op.index >= 0 && op.index < script.variableCount; break;
        case 'u': case 'z': break;
        default: ok = false;
        }
        if (!ok || (words >> word)) throw bad();
        script.phases.back().operations.push_back(std::move(op));
    }
    return script;
}

// A kiwi solver driven by a script: the variables (the checksum's order) and the constraints by number.
struct ScriptReplay {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> constraints;

    explicit ScriptReplay(const SolverScript& script) : vars(script.variableCount), constraints(script.constraintCount) {}

    // The same terms and relation with another constant or strength, which replaces the old constraint.
    void replace(int index, double constant, double strength) {
        kiwi::Constraint old = constraints[index];
        solver.removeConstraint(old);
        kiwi::Constraint changed(kiwi::Expression(old.expression().terms(), constant), old.op(), strength);
        solver.addConstraint(changed);
        constraints[index] = changed;
    }

    void run(const std::vector<ScriptOperation>& operations) {
        for (const ScriptOperation& op : operations) {
            switch (op.kind) {
            case 'a':
                constraints[op.index] = makeConstraint(op.constraint, vars);
                solver.addConstraint(constraints[op.index]);
                break;
            case 'r': solver.removeConstraint(constraints[op.index]); break;
            case 'c': replace(op.index, op.value, constraints[op.index].strength()); break;
            case 's': replace(op.index, constraints[op.index].expression().constant(), op.value); break;
            case 'e': solver.addEditVariable(vars[op.index], op.value); break;
            case 'x': solver.removeEditVariable(vars[op.index]); break;
            case 'g': solver.suggestValue(vars[op.index], op.value); break;
            case 'u': solver.updateVariables(); break;
            case 'z': solver.reset(); break;
            }
        }
    }

    double checksum() const {
        double s = 0.0;
        for (const kiwi::Variable& v : vars) s += v.value();
        return s;
    }
};

// Each repetition replays every phase on a new solver; a phase is timed on the state the phases
// before it left, the build phase from the solver's construction.
inline void feedOpsPhases(Report& report, const std::string& name, const SolverScript& script, int reps) {
    std::vector<std::vector<double>> ms(script.phases.size()), sums(script.phases.size());
    for (int rep = 0; rep < reps; ++rep) {
        std::unique_ptr<ScriptReplay> replay;
        for (size_t i = 0; i < script.phases.size(); ++i) {
            auto start = Clock::now();
            if (!replay) replay = std::make_unique<ScriptReplay>(script);
            try {
                replay->run(script.phases[i].operations);
            } catch (const std::exception& error) {
                report.check(false, name + " " + script.phases[i].name + ": kiwi threw: " + error.what());
                return;
            }
            ms[i].push_back(millisecondsSince(start));
            sums[i].push_back(replay->checksum());
        }
    }
    for (size_t i = 0; i < script.phases.size(); ++i) report.phase(name, script.phases[i].name, ms[i], sums[i]);
}

}  // namespace bench
