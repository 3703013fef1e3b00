#!/usr/bin/env python3
"""Differential fixtures for the Cassowary solver, with kiwisolver as the reference.

    python3 Scripts/differential.py generate --seed S --count N --out DIR
    python3 Scripts/differential.py solve FILE [--check]

`generate` writes DIR/system-NNN.txt (a constraint system in the grammar of
shared/bench/enaml_like.txt, plus `remove K`) and DIR/system-NNN.expected.txt (what
kiwisolver 1.5.1 answers after each `suggest`).  `solve` prints the expected-format output
of one system file, and on stderr any reason (below) to distrust it; `--check` also probes
whether the optimum is unique.  Generation is deterministic: candidate k of
`--seed S` is generator seed S * 1000000 + k.

System grammar, one statement a line, '#' starts a comment:

    strength NAME a b c [w]          kiwisolver.strength.create(a, b, c, w); w defaults to 1
    edit VAR STRENGTH                solver.addEditVariable
    constraint EXPR OP 0 | STRENGTH  EXPR: terms joined by ' + ' (`2.5 * x`, `-x`, `x`, `-3`),
                                     OP: == >= <=
    remove K                         solver.removeConstraint(K-th `constraint` line, 0-based,
                                     counting every constraint line, failed ones included)
    suggest V1 V2 ...                suggestValue for each edit variable (in the order of the
                                     `edit` lines), then updateVariables

Expected-file format: for each `suggest` line, `suggest V1 V2: name=value ...` listing every
variable of the file, sorted by name, values as Python repr(float).  A constraint line that
kiwisolver rejects with UnsatisfiableConstraint gives `unsatisfiable LINE` (1-based line
number in the system file) at that point; the system goes on without it.  (kiwisolver gives
0 to a variable that no live constraint mentions; such a snapshot is ambiguous, see below,
so the committed fixtures have none.)

Why candidate systems are discarded (each candidate runs in its own subprocess, with a
timeout, and the next seed is tried instead):
  * crash / timeout: kiwisolver 1.5.1 sometimes aborts the whole process (C++ exceptions
    "Dual optimize failed", "The objective is unbounded") or loops forever.  On these random
    systems every abort seen so far came after an UnsatisfiableConstraint: kiwisolver does
    not roll a rejected constraint back cleanly and its tableau is left corrupt.
  * violation: the answer breaks a live required constraint by more than 1e-6.  Two causes:
    the same corrupt state after an UnsatisfiableConstraint, and kiwisolver's duplicate bug
    (a required constraint added twice as two identical lines, then one of the pair removed:
    kiwisolver can drop the other one's effect too).  The reference is wrong, so drop it.
  * duplicate: a required constraint removed while an identical one stays live, the
    pattern of that duplicate bug, which can make kiwisolver accept a later constraint a
    correct solver refuses before any snapshot shows a violation.
  * dirty-unsat: the system is solved a second time with the rejected constraint lines
    skipped outright; if any snapshot differs by more than 1e-7, the rejected constraint
    left a trace, and the reference is not what a solver that rolls back cleanly gives.
  * ambiguous: the optimum is not unique (a face of the polytope, not a vertex), so
    kiwisolver's answer is one optimum among many.  Which one it picks depends on the order
    of its internal maps, some keyed by object addresses: re-running the same file in
    another process can give another answer.  Such a fixture could fail a correct solver,
    so it is dropped (unless --keep-ambiguous).  The probe: at each snapshot every variable
    in turn is pulled one unit up, then down, by an extra constraint of strength 1e-3 (far
    below weak = 1); if any variable moves by more than 1e-7, the optimum is not unique.
Each written system ends with a comment `# optimum: unique` (or, with --keep-ambiguous,
the variables found free at each snapshot); it comes last so that line numbers stay put.
Values from kiwisolver differ between runs by rounding (~1e-12 relative): compare with a
tolerance, as for enaml_like.expected.txt.
"""

import argparse
import json
import os
import random
import subprocess
import sys

import kiwisolver as kiwi

TIMEOUT_S = 5.0
VIOLATION_TOL = 1e-6
CLEAN_TOL = 1e-7
PROBE_TOL = 1e-7
PROBE_STRENGTH = 1e-3
BUILTIN_STRENGTHS = ("required", "strong", "medium", "weak")


# ---------------------------------------------------------------------------
# Parsing


class FileError(Exception):
    pass


def is_name(tok):
    return bool(tok) and (tok[0].isalpha() or tok[0] == "_") and all(
        ch.isalnum() or ch == "_" for ch in tok
    )


def parse_expression(text, lineno):
    """'2.5 * x + -y + -3' -> ([(coef, name), ...], constant)."""
    terms, constant = [], 0.0
    for part in text.split(" + "):
        part = part.strip()
        if " * " in part:
            coef, name = part.split(" * ", 1)
            coef, name = coef.strip(), name.strip()
            if not is_name(name):
                raise FileError(f"line {lineno}: bad variable {name!r}")
            try:
                terms.append((float(coef), name))
            except ValueError:
                raise FileError(f"line {lineno}: bad coefficient {coef!r}") from None
        elif is_name(part):
            terms.append((1.0, part))
        elif part.startswith("-") and is_name(part[1:]):
            terms.append((-1.0, part[1:]))
        else:
            try:
                constant += float(part)
            except ValueError:
                raise FileError(f"line {lineno}: bad term {part!r}") from None
    return terms, constant


def parse_system(text):
    """Returns a list of statements: (lineno, kind, payload, source_line)."""
    stmts = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        kind = words[0]
        if kind == "strength":
            if len(words) not in (5, 6):
                raise FileError(f"line {lineno}: strength NAME a b c [w]")
            nums = [float(w) for w in words[2:]]
            if len(nums) == 3:
                nums.append(1.0)
            stmts.append((lineno, kind, (words[1], nums)))
        elif kind == "edit":
            if len(words) != 3:
                raise FileError(f"line {lineno}: edit VAR STRENGTH")
            stmts.append((lineno, kind, (words[1], words[2])))
        elif kind == "constraint":
            body = line[len("constraint"):].strip()
            if "|" not in body:
                raise FileError(f"line {lineno}: missing '| STRENGTH'")
            lhs, strength = body.rsplit("|", 1)
            lhs = lhs.strip()
            for op in ("==", ">=", "<="):
                tail = " " + op + " 0"
                if lhs.endswith(tail):
                    expr = lhs[: -len(tail)]
                    break
            else:
                raise FileError(f"line {lineno}: expected 'EXPR OP 0'")
            terms, constant = parse_expression(expr, lineno)
            stmts.append((lineno, kind, (terms, constant, op, strength.strip())))
        elif kind == "remove":
            if len(words) != 2:
                raise FileError(f"line {lineno}: remove K")
            stmts.append((lineno, kind, int(words[1])))
        elif kind == "suggest":
            stmts.append((lineno, kind, (words[1:], [float(w) for w in words[1:]])))
        else:
            raise FileError(f"line {lineno}: unknown statement {kind!r}")
    return stmts


def variable_names(stmts):
    names = set()
    for _, kind, payload in stmts:
        if kind == "edit":
            names.add(payload[0])
        elif kind == "constraint":
            names.update(name for _, name in payload[0])
    return sorted(names)


def fmt_value(x):
    return repr(float(x) + 0.0)  # + 0.0 turns -0.0 into 0.0


# ---------------------------------------------------------------------------
# Running a system with kiwisolver


class Session:
    """Executes statements one by one on a kiwisolver Solver.

    skip: indices of constraint lines not to add at all (the clean replay).
    """

    def __init__(self, names=(), skip=()):
        self.solver = kiwi.Solver()
        self.vars = {}
        for name in names:
            self.var(name)
        self.strengths = {name: getattr(kiwi.strength, name) for name in BUILTIN_STRENGTHS}
        self.edits = []
        # Per constraint line: [kiwi Constraint or None, status, required?, (terms, constant, op)]
        # status: 'live', 'failed', 'removed'
        self.constraints = []
        self.skip = set(skip)
        self.output = []
        self.snapshots = []
        self.violations = []
        # Removals of a required constraint while an identical one stays live: kiwisolver's
        # duplicate bug can drop the other one's effect at once, so that it accepts lines a
        # correct solver refuses before any snapshot shows a violation (seed 99084, system 60).
        self.duplicate_removals = []

    def var(self, name):
        v = self.vars.get(name)
        if v is None:
            v = self.vars[name] = kiwi.Variable(name)
        return v

    def strength(self, name, lineno):
        if name in self.strengths:
            return self.strengths[name]
        try:
            return float(name)
        except ValueError:
            raise FileError(f"line {lineno}: unknown strength {name!r}") from None

    def live(self):
        return [i for i, c in enumerate(self.constraints) if c[1] == "live"]

    def execute(self, stmt):
        lineno, kind, payload = stmt
        if kind == "strength":
            name, (a, b, c, w) = payload
            self.strengths[name] = kiwi.strength.create(a, b, c, w)
        elif kind == "edit":
            name, strength = payload
            self.solver.addEditVariable(self.var(name), self.strength(strength, lineno))
            self.edits.append(self.var(name))
        elif kind == "constraint":
            terms, constant, op, strength = payload
            expr = kiwi.Expression([kiwi.Term(self.var(n), c) for c, n in terms], constant)
            s = self.strength(strength, lineno)
            cn = kiwi.Constraint(expr, op, s)
            required = s >= kiwi.strength.required
            index = len(self.constraints)
            if index in self.skip:
                self.constraints.append([None, "failed", required, (terms, constant, op)])
                return
            try:
                self.solver.addConstraint(cn)
            except kiwi.UnsatisfiableConstraint:
                self.constraints.append([None, "failed", required, (terms, constant, op)])
                self.output.append(f"unsatisfiable {lineno}")
                return
            self.constraints.append([cn, "live", required, (terms, constant, op)])
        elif kind == "remove":
            k = payload
            if not 0 <= k < len(self.constraints) or self.constraints[k][1] != "live":
                raise FileError(f"line {lineno}: remove {k}: no such live constraint")
            removed = self.constraints[k]
            if removed[2] and any(
                i != k and c[1] == "live" and c[2] and c[3] == removed[3] for i, c in enumerate(self.constraints)
            ):
                self.duplicate_removals.append(f"line {lineno}: remove {k}, a required constraint with a live twin")
            self.solver.removeConstraint(removed[0])
            removed[1] = "removed"
        elif kind == "suggest":
            tokens, values = payload
            if len(values) != len(self.edits):
                raise FileError(
                    f"line {lineno}: {len(values)} values for {len(self.edits)} edit variables"
                )
            for v, x in zip(self.edits, values):
                self.solver.suggestValue(v, x)
            self.solver.updateVariables()
            snap = {name: v.value() for name, v in self.vars.items()}
            self.snapshots.append(snap)
            head = " ".join(["suggest"] + tokens)
            body = " ".join(f"{n}={fmt_value(snap[n])}" for n in sorted(snap))
            self.output.append(f"{head}: {body}")
            self.check_required(lineno, snap)

    def check_required(self, lineno, snap):
        for i, (cn, status, required, (terms, constant, op)) in enumerate(self.constraints):
            if status != "live" or not required:
                continue
            value = constant + sum(c * snap[n] for c, n in terms)
            bad = (
                abs(value) > VIOLATION_TOL if op == "=="
                else value < -VIOLATION_TOL if op == ">="
                else value > VIOLATION_TOL
            )
            if bad:
                self.violations.append(
                    f"suggest on line {lineno}: required constraint #{i} off by {value!r}"
                )


def run_system(text, skip=()):
    stmts = parse_system(text)
    session = Session(variable_names(stmts), skip)
    for stmt in stmts:
        session.execute(stmt)
    return session


def probe_system(text, failed):
    """For each snapshot, the variables whose value is not fixed by the optimum (empty lists:
    the optimum is unique).  See the module docstring."""
    stmts = parse_system(text)
    names = variable_names(stmts)
    suggests = [i for i, s in enumerate(stmts) if s[1] == "suggest"]
    free = []
    for stop in suggests:
        session = Session(names, failed)
        for stmt in stmts[: stop + 1]:
            session.execute(stmt)
        base = session.snapshots[-1]
        solver = session.solver
        movable = []
        for name in names:
            v = session.vars[name]
            for delta in (1.0, -1.0):
                cn = kiwi.Constraint(v - (base[name] + delta), "==", PROBE_STRENGTH)
                solver.addConstraint(cn)
                solver.updateVariables()
                moved = v.value()
                solver.removeConstraint(cn)
                if abs(moved - base[name]) > PROBE_TOL:
                    movable.append(name)
                    break
        free.append(movable)
    return free


def check_reference(text):
    """Runs the system and the checks that make kiwisolver's answer unusable.
    Returns (session, list of (category, detail))."""
    session = run_system(text)
    issues = [("violation", v) for v in session.violations]
    issues += [("duplicate", d) for d in session.duplicate_removals]
    failed = [i for i, c in enumerate(session.constraints) if c[1] == "failed"]
    if not issues and failed:
        clean = run_system(text, skip=failed)
        for k, (a, b) in enumerate(zip(session.snapshots, clean.snapshots)):
            for name in a:
                if abs(a[name] - b[name]) > CLEAN_TOL:
                    issues.append(("dirty-unsat", f"suggest #{k}: {name} {a[name]!r} vs {b[name]!r}"))
                    break
    return session, issues


def failed_indices(session):
    return [i for i, c in enumerate(session.constraints) if c[1] == "failed"]


def optimum_note(free):
    """The trailing comment of a generated system file (trailing, so line numbers stay)."""
    parts = [f"suggest #{k} ({' '.join(names)})" for k, names in enumerate(free) if names]
    if not parts:
        return "# optimum: unique"
    return "# optimum: not unique at " + ", ".join(parts)


# ---------------------------------------------------------------------------
# Random systems


def fmt_num(x):
    x = float(x)
    if x == int(x):
        return str(int(x))
    return repr(x)


def random_coefficient(rng):
    r = rng.random()
    if r < 0.02:
        return 0.0
    if r < 0.17:
        return rng.choice([-1, 1]) * (rng.randint(0, 4) + 0.5)
    return float(rng.choice([-5, -4, -3, -2, -1, -1, 1, 1, 1, 2, 3, 4, 5]))


def random_constant(rng):
    c = rng.randint(-100, 100)
    if rng.random() < 0.1:
        c += 0.5
    return float(c)


def format_constraint(terms, constant, op, strength, constant_first=False):
    parts = []
    for coef, name in terms:
        if coef == 1:
            parts.append(name)
        elif coef == -1:
            parts.append("-" + name)
        else:
            parts.append(f"{fmt_num(coef)} * {name}")
    if constant_first:
        parts.insert(0, fmt_num(constant))
    else:
        parts.append(fmt_num(constant))
    return f"constraint {' + '.join(parts)} {op} 0 | {strength}"


def generate_system(seed):
    """A random system as text.  `remove` targets are picked against a live kiwisolver run,
    so that they never name a constraint that failed or was already removed."""
    rng = random.Random(seed)
    nvars = rng.randint(3, 12)
    names = [f"v{i}" for i in range(nvars)]
    nonrequired = ["strong", "medium", "weak"]
    header = [f"# differential system, generator seed {seed}"]
    plan = []  # events: ('line', text) | ('remove_random',) | ('remove_of', tag)

    if rng.random() < 0.35:
        level = rng.randrange(3)
        abc = [0, 0, 0]
        abc[level] = rng.choice([1, 2, 3, 5, 10])
        w = rng.choice([None, None, 0.5, 1.25, 2])
        nums = " ".join(fmt_num(x) for x in abc + ([w] if w is not None else []))
        plan.append(("line", f"strength custom {nums}"))
        nonrequired.append("custom")

    def strength_choice():
        if rng.random() < 0.25:
            return "required"
        return rng.choice(nonrequired)

    def random_constraint(strength=None):
        k = rng.randint(1, min(4, nvars))
        if rng.random() < 0.1:
            chosen = [rng.choice(names) for _ in range(k)]
        else:
            chosen = rng.sample(names, k)
        terms = [(random_coefficient(rng), n) for n in chosen]
        op = rng.choices(["==", ">=", "<="], weights=[4, 3, 3])[0]
        return format_constraint(
            terms, random_constant(rng), op, strength or strength_choice(),
            constant_first=rng.random() < 0.1,
        )

    nedit = rng.choice([0, 1, 1, 2, 2])
    edit_vars = rng.sample(names, nedit)
    edit_lines = [("line", f"edit {n} {rng.choice(['strong', 'medium'])}") for n in edit_vars]
    nsuggest = rng.randint(1, 4)

    def suggest_line():
        vals = []
        for _ in edit_vars:
            x = float(rng.randint(-50, 400))
            if rng.random() < 0.15:
                x += 0.5
            vals.append(fmt_num(x))
        return ("line", " ".join(["suggest"] + vals))

    # 3-25 constraint lines in all.  Besides the random ones: sometimes an identical required
    # constraint twice (one of the pair removed later), sometimes pairs of conflicting
    # required constraints (the later one is unsatisfiable), and weak or medium preferred
    # values for some variables, as user interfaces have (width == intrinsic | weak): they pin
    # variables that would otherwise float, so that more systems have a unique optimum.
    ncons = rng.randint(3, 25)
    dup = rng.random() < 0.2
    nconflicts = rng.choice([0, 0, 0, 1, 1, 2])
    anchors = [n for n in names if rng.random() < 0.35]
    while 2 * dup + 2 * nconflicts + len(anchors) > ncons - 1:
        if anchors:
            anchors.pop()
        elif nconflicts:
            nconflicts -= 1
        else:
            dup = False
    nrandom = ncons - 2 * dup - 2 * nconflicts - len(anchors)

    # The random constraints: a first batch, the rest spread over the gaps between suggests.
    first = max(1, round(nrandom * rng.uniform(0.4, 1.0)))
    batches = [[("line", random_constraint()) for _ in range(first)]]
    for _ in range(nsuggest - 1):
        batches.append([])
    for _ in range(nrandom - first):
        batches[rng.randrange(nsuggest)].append(("line", random_constraint()))

    def insert_anywhere(event):
        b = rng.randrange(nsuggest)
        batches[b].insert(rng.randint(0, len(batches[b])), event)

    def insert_in_order(events):
        """Inserts the events at random places, keeping their order."""
        b, p = 0, 0
        for event in events:
            b2 = rng.randrange(b, nsuggest)
            p = rng.randint(p if b2 == b else 0, len(batches[b2]))
            b = b2
            batches[b].insert(p, event)
            p += 1

    for name in anchors:
        insert_anywhere(("line", format_constraint(
            [(1.0, name)], -random_constant(rng), "==", rng.choice(["weak", "weak", "medium"]))))
    # Random removals between suggests (and sometimes before the first one).
    for b in range(nsuggest):
        if rng.random() < (0.6 if b > 0 else 0.25):
            for _ in range(rng.randint(1, 2)):
                batches[b].insert(rng.randint(0, len(batches[b])), ("remove_random",))
    if dup:
        text = random_constraint("required")
        insert_in_order([("line", text, "dup0"), ("line", text, "dup1"),
                         ("remove_of", rng.choice(["dup0", "dup1"]))])
    for _ in range(nconflicts):
        v = rng.choice(names)
        a = rng.randint(-50, 100)
        if rng.random() < 0.5:
            pair = (
                format_constraint([(1.0, v)], -a, ">=", "required"),
                format_constraint([(1.0, v)], -(a - rng.randint(1, 50)), "<=", "required"),
            )
        else:
            c = rng.choice([1, 2, 3])
            pair = (
                format_constraint([(1.0, v)], -a, "==", "required"),
                format_constraint([(float(c), v)], -(c * a + rng.randint(1, 20)), "==", "required"),
            )
        insert_in_order([("line", pair[0]), ("line", pair[1])])

    if rng.random() < 0.7:
        plan += edit_lines
        for b in range(nsuggest):
            plan += batches[b] + [suggest_line()]
    else:  # edit variables declared after the first constraints
        cut = rng.randint(0, len(batches[0]))
        plan += batches[0][:cut] + edit_lines + batches[0][cut:] + [suggest_line()]
        for b in range(1, nsuggest):
            plan += batches[b] + [suggest_line()]

    # Resolve the removals against a live run.
    lines = list(header)
    session = Session()
    tags = {}
    for event in plan:
        if event[0] == "line":
            text = event[1]
        else:
            live = session.live()
            if event[0] == "remove_of":
                k = tags.get(event[1])
                if k is None or k not in live:
                    other = tags.get("dup1" if event[1] == "dup0" else "dup0")
                    k = other if other in live else None
            else:
                k = rng.choice(live) if live else None
            if k is None:
                continue
            text = f"remove {k}"
        lines.append(text)
        stmts = parse_system("\n" * (len(lines) - 1) + text)
        before = len(session.constraints)
        session.execute(stmts[0])
        if event[0] == "line" and len(event) > 2:
            tags[event[2]] = before
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Worker (runs in a subprocess, so a kiwisolver abort or hang costs only one candidate)


def worker(seed):
    # Two JSON lines, so that a kiwisolver abort while probing is told apart from one
    # while solving the system itself.
    text = generate_system(seed)
    session, issues = check_reference(text)
    print(json.dumps({
        "system": text,
        "expected": "\n".join(session.output) + "\n",
        "issues": issues,
    }), flush=True)
    if not issues:
        print(json.dumps({"free": probe_system(text, failed_indices(session))}), flush=True)


def run_candidate(seed, unique_only):
    """(status, result): status 'ok' or why the seed is discarded."""
    try:
        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "_worker", str(seed)],
            capture_output=True, text=True, timeout=TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        return "timeout", None
    lines = proc.stdout.splitlines()
    if proc.returncode != 0:
        return ("crash while probing" if lines else "crash"), proc.stderr.strip()[-200:]
    result = json.loads(lines[0])
    if result["issues"]:
        return result["issues"][0][0], result
    result["free"] = json.loads(lines[1])["free"]
    if unique_only and any(result["free"]):
        return "ambiguous", result
    return "ok", result


def generate(args):
    os.makedirs(args.out, exist_ok=True)
    discarded = {}
    written, k = 0, 0
    while written < args.count:
        seed = args.seed * 1_000_000 + k
        k += 1
        status, result = run_candidate(seed, not args.keep_ambiguous)
        if status != "ok":
            discarded[status] = discarded.get(status, 0) + 1
            if args.verbose:
                print(f"seed {seed}: discarded ({status})", file=sys.stderr)
            continue
        base = os.path.join(args.out, f"system-{written:03d}")
        with open(base + ".txt", "w") as f:
            f.write(result["system"] + optimum_note(result["free"]) + "\n")
        with open(base + ".expected.txt", "w") as f:
            f.write(result["expected"])
        written += 1
    total = sum(discarded.values())
    detail = ", ".join(f"{n} {why}" for why, n in sorted(discarded.items())) or "none"
    print(f"wrote {written} systems to {args.out}; tried {k} seeds, discarded {total} ({detail})")


def solve(args):
    with open(args.file) as f:
        text = f.read()
    session, issues = check_reference(text)
    sys.stdout.write("\n".join(session.output) + "\n")
    for category, detail in issues:
        print(f"{category}: {detail}", file=sys.stderr)
    if args.check and not issues:
        print(optimum_note(probe_system(text, failed_indices(session))), file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write random systems and kiwisolver's answers")
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--count", type=int, required=True)
    g.add_argument("--out", required=True)
    g.add_argument("--keep-ambiguous", action="store_true",
                   help="keep systems whose optimum is not unique (see the module docstring)")
    g.add_argument("--verbose", action="store_true", help="log every discarded seed")
    s = sub.add_parser("solve", help="print the expected-format output of one system file")
    s.add_argument("file")
    s.add_argument("--check", action="store_true",
                   help="also probe whether the optimum is unique (reported on stderr)")
    w = sub.add_parser("_worker")
    w.add_argument("seed", type=int)
    args = parser.parse_args()
    try:
        if args.command == "generate":
            generate(args)
        elif args.command == "solve":
            solve(args)
        else:
            worker(args.seed)
    except FileError as e:
        sys.exit(f"error: {e}")


if __name__ == "__main__":
    main()
