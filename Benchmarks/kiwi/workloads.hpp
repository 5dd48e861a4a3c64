// The workload generators of Benchmarks/WORKLOADS.md as plain data: variables are indices, constraints
// are `sum(coef * var) + constant OP 0`. Nothing here touches a solver, so everything in this file is
// untimed generation; kiwi_bench.hpp turns the data into kiwi objects inside the timed region.
#pragma once
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "enaml_table.hpp"
#include "splitmix64.hpp"

namespace bench {

enum class Op { eq, ge, le };

// kiwi's strength::create(a, b, c, w), restated so the generators need no kiwi header.
inline double createStrength(double a, double b, double c, double w = 1.0) {
    auto tier = [w](double x) { double y = x * w; return y < 0.0 ? 0.0 : (y > 1000.0 ? 1000.0 : y); };
    double result = 0.0;
    result += tier(a) * 1000000.0;
    result += tier(b) * 1000.0;
    result += tier(c);
    return result;
}

const double kRequired = createStrength(1000.0, 1000.0, 1000.0);
const double kStrong = createStrength(1.0, 0.0, 0.0);
const double kMedium = createStrength(0.0, 1.0, 0.0);
const double kWeak = createStrength(0.0, 0.0, 1.0);

struct TermSpec { int var; double coef; };

struct ConstraintSpec {
    std::vector<TermSpec> terms;
    double constant;
    Op op;
    double strength;
};

// Everything a "build" phase does, in order: create `varCount` variables, add the edit variables,
// suggest the initial values, add the constraints, update.
struct SystemSpec {
    int varCount = 0;
    std::vector<std::pair<int, double>> edits;        // (variable, strength)
    std::vector<std::pair<int, double>> suggestions;  // (variable, value)
    std::vector<ConstraintSpec> constraints;
};

// A suggest loop: for each size, suggest width then height, then update.
struct SizeLoop {
    int widthVar = 0;
    int heightVar = 0;
    std::vector<std::pair<double, double>> sizes;
};

// MARK: W1 enaml

inline SystemSpec enamlSystem() {
    std::unordered_map<std::string, int> index;
    for (int i = 0; i < 37; ++i) index[enamlVariableNames[i]] = i;
    const std::unordered_map<std::string, double> strengths = {
        {"required", kRequired}, {"strong", kStrong}, {"medium", kMedium}, {"weak", kWeak},
        {"mmedium", createStrength(0.0, 1.0, 0.0, 1.25)}, {"smedium", createStrength(0.0, 100.0, 0.0)},
    };
    SystemSpec spec;
    spec.varCount = 37;
    spec.edits = {{index.at("width"), kStrong}, {index.at("height"), kStrong}};
    std::istringstream lines(enamlTable);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.empty()) continue;
        std::istringstream words(line);
        std::string strength, op, word;
        ConstraintSpec c;
        words >> strength >> op >> c.constant;
        c.strength = strengths.at(strength);
        c.op = op == "==" ? Op::eq : (op == ">=" ? Op::ge : Op::le);
        while (words >> word) {
            auto star = word.find('*');
            c.terms.push_back({index.at(word.substr(star + 1)), std::stod(word.substr(0, star))});
        }
        spec.constraints.push_back(std::move(c));
    }
    if (spec.constraints.size() != 120) throw std::runtime_error("enaml table must have 120 rows");
    return spec;
}

inline SizeLoop enamlSizes(bool sameSizeRuns) {
    const std::pair<double, double> sizes[6] = {
        {400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    SizeLoop loop{0, 1, {}};
    if (sameSizeRuns) {
        for (int s = 0; s < 6; ++s)
            for (int k = 0; k < 100; ++k) loop.sizes.push_back(sizes[s]);
    } else {
        for (int i = 0; i < 1000; ++i) loop.sizes.push_back(sizes[i % 6]);
    }
    return loop;
}

// MARK: W2 chain-N

inline SystemSpec chainSystem(int n) {
    SystemSpec spec;
    spec.varCount = n;
    spec.constraints.push_back({{{0, 1.0}}, 0.0, Op::eq, kRequired});
    for (int i = 1; i < n; ++i) {
        spec.constraints.push_back({{{i, 1.0}, {i - 1, -1.0}}, -1.0, Op::ge, kRequired});
        bool pulledBack = i % 10 == 5;
        double target = pulledBack ? 2.0 * i - 15.0 : 2.0 * i;
        double strength = pulledBack ? createStrength(0.0, 0.0, 2.5) : kWeak;
        spec.constraints.push_back({{{i, 1.0}}, -target, Op::eq, strength});
    }
    return spec;
}

// MARK: W3 grid-RxC (and W5, which builds the same grid)

struct Grid {
    int rows, columns;
    static constexpr int cl = 0, ct = 1, cw = 2, ch = 3;
    int cell(int r, int c) const { return 4 + 4 * (r * columns + c); }
    int L(int r, int c) const { return cell(r, c); }
    int T(int r, int c) const { return cell(r, c) + 1; }
    int W(int r, int c) const { return cell(r, c) + 2; }
    int H(int r, int c) const { return cell(r, c) + 3; }
};

inline SystemSpec gridSystem(int rows, int columns) {
    Grid g{rows, columns};
    SystemSpec spec;
    spec.varCount = 4 + 4 * rows * columns;
    spec.edits = {{Grid::cw, kStrong}, {Grid::ch, kStrong}};
    spec.suggestions = {{Grid::cw, 640.0}, {Grid::ch, 60.0 * rows}};
    auto& cs = spec.constraints;
    cs.push_back({{{Grid::cl, 1.0}}, 0.0, Op::eq, kRequired});
    cs.push_back({{{Grid::ct, 1.0}}, 0.0, Op::eq, kRequired});
    for (int r = 0; r < rows; ++r) {
        double rowPreference = createStrength(0.0, 1.0 + (0.5 * r) / rows, 0.0);
        for (int c = 0; c < columns; ++c) {
            cs.push_back({{{g.W(r, c), 1.0}}, -10.0, Op::ge, kRequired});
            cs.push_back({{{g.H(r, c), 1.0}}, -20.0, Op::ge, kRequired});
            cs.push_back({{{g.H(r, c), 1.0}}, -44.0, Op::eq, rowPreference});
            if (c == 0) {
                cs.push_back({{{g.L(r, 0), 1.0}, {Grid::cl, -1.0}}, -8.0, Op::eq, kRequired});
            } else {
                cs.push_back({{{g.L(r, c), 1.0}, {g.L(r, c - 1), -1.0}, {g.W(r, c - 1), -1.0}}, -8.0,
                              Op::eq, kRequired});
            }
            if (c >= 1) {
                cs.push_back({{{g.W(r, c), 1.0}, {g.W(r, 0), -1.0}}, 0.0, Op::eq, kRequired});
                cs.push_back({{{g.H(r, c), 1.0}, {g.H(r, 0), -1.0}}, 0.0, Op::eq, kRequired});
                cs.push_back({{{g.T(r, c), 1.0}, {g.T(r, 0), -1.0}}, 0.0, Op::eq, kRequired});
            } else if (r == 0) {
                cs.push_back({{{g.T(0, 0), 1.0}, {Grid::ct, -1.0}}, -8.0, Op::eq, kRequired});
            } else {
                cs.push_back({{{g.T(r, 0), 1.0}, {g.T(r - 1, 0), -1.0}, {g.H(r - 1, 0), -1.0}}, -8.0,
                              Op::eq, kRequired});
            }
            if (c == columns - 1) {
                cs.push_back({{{g.L(r, c), 1.0}, {g.W(r, c), 1.0}, {Grid::cl, -1.0}, {Grid::cw, -1.0}},
                              8.0, Op::eq, kRequired});
            }
        }
    }
    cs.push_back({{{Grid::ct, 1.0}, {Grid::ch, 1.0}, {g.T(rows - 1, 0), -1.0}, {g.H(rows - 1, 0), -1.0}},
                  -8.0, Op::ge, kRequired});
    return spec;
}

// W3 `suggest` (seed 3, 1000 sizes, heights above the content) and W5 `squeeze` (seed 5, 100 sizes,
// heights that can be below the content).
inline SizeLoop gridSizes(int rows, bool squeeze) {
    SplitMix64 rng(squeeze ? 5 : 3);
    SizeLoop loop{Grid::cw, Grid::ch, {}};
    int count = squeeze ? 100 : 1000;
    double base = squeeze ? 28.0 * rows + 8.0 : 52.0 * rows + 8.0;
    double span = squeeze ? 24.0 * rows : 20.0 * rows;
    for (int i = 0; i < count; ++i) {
        double w = 320.0 + 704.0 * rng.unit();
        double h = base + span * rng.unit();
        loop.sizes.push_back({w, h});
    }
    return loop;
}

// MARK: layout-chain-N and stack-N (the layout-shaped systems of issue 25)

// A loop of suggestions to one variable; with addEdit, the variable first becomes an edit variable of
// strength editStrength (inside the timed loop).
struct EditLoop {
    int var = 0;
    bool addEdit = false;
    double editStrength = 0.0;
    std::vector<double> values;
};

// layout-chain-N: variables left_i = 2i, width_i = 2i + 1.
inline SystemSpec layoutChainSystem(int boxes) {
    SystemSpec spec;
    spec.varCount = 2 * boxes;
    auto& cs = spec.constraints;
    cs.push_back({{{0, 1.0}}, 0.0, Op::eq, kWeak});
    for (int i = 0; i < boxes; ++i) {
        int left = 2 * i, width = 2 * i + 1;
        double minimum = 10.0 + 2.0 * (i % 7);
        double maximum = 40.0 + 3.0 * (i % 11);
        double preferred = 5.0 + 5.0 * (i % 17);
        cs.push_back({{{width, 1.0}}, -minimum, Op::ge, kRequired});
        cs.push_back({{{width, 1.0}}, -maximum, Op::le, kRequired});
        cs.push_back({{{width, 1.0}}, -preferred, Op::eq, kStrong});
        if (i + 1 < boxes)
            cs.push_back({{{left + 2, 1.0}, {left, -1.0}, {width, -1.0}}, -8.0, Op::eq, kRequired});
    }
    return spec;
}

inline EditLoop layoutChainSuggestions() {
    EditLoop loop{0, true, kStrong, {}};
    for (int k = 0; k < 100; ++k) loop.values.push_back(3.0 * (k % 13));
    return loop;
}

// stack-N: variables cw = 0, ch = 1, then top_i = 2 + 3i, height_i = 3 + 3i, width_i = 4 + 3i.
inline SystemSpec stackSystem(int boxes) {
    SystemSpec spec;
    spec.varCount = 2 + 3 * boxes;
    spec.edits = {{0, kStrong}};
    spec.suggestions = {{0, 375.0}};
    auto& cs = spec.constraints;
    for (int i = 0; i < boxes; ++i) {
        int top = 2 + 3 * i, height = 3 + 3 * i, width = 4 + 3 * i;
        double minimum = 20.0 + 4.0 * (i % 5);
        double maximum = 60.0 + 10.0 * (i % 7);
        double preferred = 10.0 + 10.0 * (i % 13);
        double content = 30.0 + 5.0 * (i % 11);
        cs.push_back({{{height, 1.0}}, -minimum, Op::ge, kRequired});
        cs.push_back({{{height, 1.0}}, -maximum, Op::le, kRequired});
        cs.push_back({{{height, 1.0}}, -preferred, Op::eq, kStrong});
        cs.push_back({{{height, 1.0}}, -content, Op::eq, kMedium});
        cs.push_back({{{width, 1.0}, {0, -1.0}}, 16.0, Op::eq, kRequired});
        if (i == 0)
            cs.push_back({{{top, 1.0}}, -8.0, Op::eq, kRequired});
        else
            cs.push_back({{{top, 1.0}, {top - 3, -1.0}, {height - 3, -1.0}}, -8.0, Op::eq, kRequired});
    }
    int last = boxes - 1;
    cs.push_back({{{1, 1.0}, {2 + 3 * last, -1.0}, {3 + 3 * last, -1.0}}, -8.0, Op::eq, kRequired});
    return spec;
}

inline EditLoop stackWidths() {
    EditLoop loop{0, false, 0.0, {}};
    for (int k = 0; k < 200; ++k) loop.values.push_back(320.0 + 7.0 * ((37 * k) % 101));
    return loop;
}

// MARK: W4 random-sparse-N / W6 random-dense-N

struct RandomSystem {
    SystemSpec system;            // the M stays, then the N random constraints
    int stayCount = 0;
    double staySum = 0.0;         // sum of t_j in j order: the state once every random one is removed
    SplitMix64 rng{0};            // the generator after generation, continued by the removal shuffle
};

inline RandomSystem randomSystem(int n, int m) {
    RandomSystem out;
    SplitMix64 rng(static_cast<uint64_t>(n));
    out.system.varCount = m;
    out.stayCount = m;
    for (int j = 0; j < m; ++j) {
        double t = 100.0 * rng.unit();
        double w = 0.5 + rng.unit();
        out.system.constraints.push_back({{{j, 1.0}}, -t, Op::eq, createStrength(0.0, 0.0, w)});
        out.staySum += t;
    }
    for (int i = 0; i < n; ++i) {
        uint64_t k = 2 + rng.next() % 3;
        std::vector<int> chosen;
        while (chosen.size() < k) {
            int v = static_cast<int>(rng.next() % static_cast<uint64_t>(m));
            bool seen = false;
            for (int x : chosen) seen = seen || x == v;
            if (!seen) chosen.push_back(v);
        }
        ConstraintSpec c;
        for (int v : chosen) {
            double coef = 0.0;
            while (coef == 0.0) coef = static_cast<double>(static_cast<int64_t>(rng.next() % 401) - 200) / 100.0;
            c.terms.push_back({v, coef});
        }
        c.constant = static_cast<double>(static_cast<int64_t>(rng.next() % 20001) - 10000) / 100.0;
        uint64_t kind = rng.next() % 10;
        if (kind <= 2) {
            c.strength = kRequired;
            c.op = rng.next() % 2 == 0 ? Op::ge : Op::le;
        } else {
            uint64_t o = rng.next() % 3;
            c.op = o == 0 ? Op::eq : (o == 1 ? Op::ge : Op::le);
            double f = 0.5 + rng.unit();
            c.strength = kind <= 4 ? createStrength(f, 0, 0) : (kind <= 6 ? createStrength(0, f, 0) : createStrength(0, 0, f));
        }
        out.system.constraints.push_back(std::move(c));
    }
    out.rng = rng;
    return out;
}

// The removal order of W4: Fisher-Yates over the accepted random constraints with the continued generator.
inline std::vector<int> removalOrder(std::vector<int> accepted, SplitMix64 rng) {
    for (size_t i = accepted.size(); i >= 2; --i) {
        size_t j = static_cast<size_t>(rng.next() % static_cast<uint64_t>(i));
        std::swap(accepted[i - 1], accepted[j]);
    }
    return accepted;
}

}  // namespace bench
