#!/usr/bin/env python3
"""Times kiwisolver (the reference solver) on the workloads of Benchmarks/main.swift.

    python3 Benchmarks/kiwi_bench.py [--enaml FILE] [--quick] > kiwi.json

Prints {"rows": [{"name": ..., "median_s": ..., "runs": n}, ...]} on stdout; progress goes to
stderr.  Each row is the median of `runs` timings (time.perf_counter, garbage collector off
while timing).  `swift run -c release Benchmarks` runs this script itself for its ratios.

Workloads, each timed the way main.swift times ours:
  enaml build      addEditVariable x 2 and addConstraint x 111 (enaml_like.txt) on a new
                   Solver; the Solver, Variable and Constraint objects are made before the clock
                   starts, as main.swift makes them outside its timed part.
  enaml suggest    on a built solver: suggestValue(width), suggestValue(height),
                   updateVariables, cycling through the file's six suggest pairs.
  chain N build    (N = 100, 1000) everything timed: a new Solver, edit variable cw (strong,
                   suggested 130 N), containerLeft == 0, then view by view left_i ==
                   right_{i-1} + 8 (containerLeft + 8 for the first), right_i == left_i +
                   width_i, width_i >= 20, width_i == 100 | weak, height_i == 44 | strong,
                   top_i == 10, and last right_{N-1} <= cw - 8; then updateVariables.
  chain N resize   suggestValue(cw, 60 N or 130 N, alternately) and updateVariables.
  chain 1000 updateConstant wide / narrow
                   kiwisolver has no updateConstant, so: remove left_500 == right_499 + 8, add
                   left_500 == right_499 + 12 (+ 8 again the next run), updateVariables; with cw
                   at 130 N (wide) or 60 N (narrow).
Every N = 1000 operation takes many seconds in kiwisolver, so those rows run 1-3 times (once
with --quick) and share one solver: the last one built serves `updateConstant wide`, then
`resize` (which leaves it narrow), then `updateConstant narrow`.  N = 10000 is not run.
"""

import argparse
import gc
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi

HERE = os.path.dirname(os.path.abspath(__file__))
ENAML_CANDIDATES = [
    os.path.join(HERE, "..", "Tests", "CassowaryTests", "Fixtures", "enaml_like.txt"),
    os.path.join(HERE, "..", "..", "shared", "bench", "enaml_like.txt"),
]


def log(message):
    print(message, file=sys.stderr, flush=True)


def timed(body):
    """Seconds taken by body(), with the cyclic garbage collector off."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        body()
        return time.perf_counter() - start
    finally:
        gc.enable()


# ---------------------------------------------------------------------------
# enaml_like.txt


def parse_enaml(path):
    """(strengths, edits, constraints, suggest pairs) as plain data."""
    strengths = {
        "required": kiwi.strength.required, "strong": kiwi.strength.strong,
        "medium": kiwi.strength.medium, "weak": kiwi.strength.weak,
    }
    edits, constraints, suggests = [], [], []
    with open(path) as f:
        for lineno, raw in enumerate(f, start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            words = line.split()
            if words[0] == "strength":
                strengths[words[1]] = kiwi.strength.create(*(float(w) for w in words[2:]))
            elif words[0] == "edit":
                edits.append((words[1], strengths[words[2]]))
            elif words[0] == "constraint":
                body, strength = line[len("constraint"):].rsplit("|", 1)
                expr, op, zero = body.strip().rsplit(" ", 2)
                if zero != "0" or op not in ("==", ">=", "<="):
                    raise ValueError(f"{path}:{lineno}: expected 'EXPR OP 0 | STRENGTH'")
                terms, constant = [], 0.0
                for part in expr.split(" + "):
                    if " * " in part:
                        coef, name = part.split(" * ")
                        terms.append((float(coef), name.strip()))
                    elif part[0].isalpha() or part[0] == "_":
                        terms.append((1.0, part))
                    elif part[0] == "-" and (part[1:2].isalpha() or part[1:2] == "_"):
                        terms.append((-1.0, part[1:]))
                    else:
                        constant += float(part)
                constraints.append((terms, constant, op, strengths[strength.strip()]))
            elif words[0] == "suggest":
                suggests.append(tuple(float(w) for w in words[1:]))
            else:
                raise ValueError(f"{path}:{lineno}: unknown statement {words[0]!r}")
    return edits, constraints, suggests


def enaml_objects(spec):
    """Fresh Variable and Constraint objects for one build."""
    edits, constraints, _ = spec
    variables = {}

    def var(name):
        v = variables.get(name)
        if v is None:
            v = variables[name] = kiwi.Variable(name)
        return v

    edit_pairs = [(var(name), strength) for name, strength in edits]
    cns = [
        kiwi.Constraint(kiwi.Expression([kiwi.Term(var(n), c) for c, n in terms], constant), op, s)
        for terms, constant, op, s in constraints
    ]
    return edit_pairs, cns


def add_all(solver, edit_pairs, cns):
    for v, strength in edit_pairs:
        solver.addEditVariable(v, strength)
    for c in cns:
        solver.addConstraint(c)


# ---------------------------------------------------------------------------
# The chain of views


class Chain:
    """N views in a row inside a container of width cw (see the module docstring)."""

    def __init__(self, n, width):
        solver = self.solver = kiwi.Solver()
        self.cw = kiwi.Variable("cw")
        solver.addEditVariable(self.cw, kiwi.strength.strong)
        solver.suggestValue(self.cw, width)
        container_left = kiwi.Variable("containerLeft")
        solver.addConstraint(container_left == 0)
        self.lefts, self.rights, self.gaps = [], [], []
        previous = container_left
        for i in range(n):
            left = kiwi.Variable(f"left{i}")
            right = kiwi.Variable(f"right{i}")
            w = kiwi.Variable(f"width{i}")
            height = kiwi.Variable(f"height{i}")
            top = kiwi.Variable(f"top{i}")
            gap = left == previous + 8
            solver.addConstraint(gap)
            solver.addConstraint(right == left + w)
            solver.addConstraint(w >= 20)
            solver.addConstraint((w == 100) | "weak")
            solver.addConstraint((height == 44) | "strong")
            solver.addConstraint(top == 10)
            self.lefts.append(left)
            self.rights.append(right)
            self.gaps.append(gap)
            previous = right
        solver.addConstraint(previous <= self.cw - 8)
        solver.updateVariables()
        self.gap_sizes = [8.0] * n

    def resize(self, width):
        self.solver.suggestValue(self.cw, width)
        self.solver.updateVariables()

    def toggle_gap(self, i):
        """left_i == right_{i-1} + 8 becomes + 12, or + 12 becomes + 8."""
        size = 12.0 if self.gap_sizes[i] == 8.0 else 8.0
        self.solver.removeConstraint(self.gaps[i])
        self.gaps[i] = self.lefts[i] == self.rights[i - 1] + size
        self.solver.addConstraint(self.gaps[i])
        self.solver.updateVariables()
        self.gap_sizes[i] = size


# ---------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description="Time kiwisolver on our benchmark workloads.")
    parser.add_argument("--enaml", help="path to enaml_like.txt (default: the test fixture, "
                        "else ../shared/bench/enaml_like.txt)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--filter", help="only the rows whose name contains TEXT (TEXT$: the row named TEXT), "
                        "as the Swift benchmarks' --filter")
    args = parser.parse_args()

    def wanted(name):
        if args.filter is None:
            return True
        if args.filter.endswith("$"):
            return name == args.filter[:-1]
        return args.filter in name

    def any_wanted(*names):
        return any(wanted(name) for name in names)

    enaml = args.enaml or next((p for p in ENAML_CANDIDATES if os.path.exists(p)), None)
    if enaml is None or not os.path.exists(enaml):
        sys.exit(f"error: enaml_like.txt not found ({enaml or ', '.join(ENAML_CANDIDATES)})")

    reps = 5 if args.quick else 31
    big_build = 1 if args.quick else 2
    big_other = 1 if args.quick else 3
    rows = []

    def record(name, samples):
        if not wanted(name):
            return
        median = statistics.median(samples)
        rows.append({"name": name, "median_s": median, "runs": len(samples)})
        log(f"  {name:34} {median * 1e6:14.1f} us  ({len(samples)} runs)")

    log(f"kiwisolver {kiwi.__version__}, {'quick' if args.quick else 'full'} run")

    if any_wanted("enaml build", "enaml suggest"):
        run_enaml_workloads(parse_enaml(enaml), reps, record)

    for n in (100, 1000):
        names = [f"chain {n} build", f"chain {n} resize"]
        if n == 1000:
            names += ["chain 1000 updateConstant wide", "chain 1000 updateConstant narrow"]
        if any_wanted(*names):
            run_chain_workloads(n, reps, big_build, big_other, record)

    json.dump({"rows": rows}, sys.stdout, indent=2)
    sys.stdout.write("\n")


def run_enaml_workloads(spec, reps, record):
    """The enaml-like system: building it, then suggesting window sizes."""
    if len(spec[0]) != 2:
        sys.exit("error: enaml_like.txt should declare two edit variables")
    samples = []
    for _ in range(reps * 4):
        solver = kiwi.Solver()
        edit_pairs, cns = enaml_objects(spec)
        samples.append(timed(lambda: add_all(solver, edit_pairs, cns)))
    record("enaml build", samples)

    solver = kiwi.Solver()
    edit_pairs, cns = enaml_objects(spec)
    add_all(solver, edit_pairs, cns)
    (width, _), (height, _) = edit_pairs
    sizes = spec[2]
    samples = []
    for k in range(reps * 100):
        w, h = sizes[k % len(sizes)]

        def suggest():
            solver.suggestValue(width, w)
            solver.suggestValue(height, h)
            solver.updateVariables()

        samples.append(timed(suggest))
    record("enaml suggest", samples)


def run_chain_workloads(n, reps, big_build, big_other, record):
    """A chain of n views: building it, resizing it, changing one gap."""
    chains = []
    samples = []
    for _ in range(reps if n < 1000 else big_build):
        samples.append(timed(lambda: chains.append(Chain(n, n * 130.0))))
        del chains[:-1]  # keep the last one alive: tearing down is not building
    record(f"chain {n} build", samples)
    chain = chains[-1]  # at 130 N

    if n == 1000:
        samples = [timed(lambda: chain.toggle_gap(500)) for _ in range(big_other)]
        record_later = ("chain 1000 updateConstant wide", samples)

    widths = [n * 60.0, n * 130.0]
    samples = [timed(lambda k=k: chain.resize(widths[k % 2]))
               for k in range(reps if n < 1000 else big_other)]
    record(f"chain {n} resize", samples)

    if n == 1000:
        record(*record_later)
        if big_other % 2 == 0:  # the resizes left it wide
            chain.resize(n * 60.0)
        samples = [timed(lambda: chain.toggle_gap(500)) for _ in range(big_other)]
        record("chain 1000 updateConstant narrow", samples)


if __name__ == "__main__":
    main()
