"""Compares the engine's frames (FUZZ_OUT) with the kiwisolver model.

python3 Scripts/engine_fuzz/compare.py CASES.json OUT.json [--verbose]
"""
import collections
import json
import sys

from model import *


def stages(case):
    """Yields (op, state, expected diagnostic kinds) after the first layout and after each operation."""
    state = State(case)
    invalid = sum(not valid_pair(c['fa'], c['sa'], c['b'] >= 0) for c in case['constraints'])
    yield None, state, ['invalidAttributePairing'] * invalid
    for op in case['ops']:
        expected = apply_op(state, op)
        yield op, state, expected


def safe_solve(state):
    """solve_stage in a forked child: kiwi aborts the process on some systems."""
    import os, pickle
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            data = pickle.dumps(solve_stage(state))
        except Exception as e:
            data = pickle.dumps(('kiwi-crash', None, [repr(e)]))
        with os.fdopen(w, 'wb') as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    with os.fdopen(r, 'rb') as f:
        data = f.read()
    os.waitpid(pid, 0)
    if not data:
        return 'kiwi-crash', None, []
    return pickle.loads(data)


def check(case, result, verbose=False):
    """Returns a list of (kind, stage, detail)."""
    problems = []
    stats = collections.Counter()
    for index, ((op, state, expected_diags), got) in enumerate(zip(stages(case), result['stages'])):
        status, frames, failed = safe_solve(state)
        if status == 'kiwi-crash':
            stats['kiwi-crash'] += 1
            problems.append(('kiwi-crash', index, got['diags']))
            break
        stats[status] += 1
        if status == 'ok' and op is not None:
            stats['ok-after-' + op['op']] += 1
        diags = got['diags']
        if status == 'unsat':
            if 'unsatisfiable' not in diags:
                problems.append(('missing-unsat-diag', index, diags))
            if index == 0 and frames is not None:
                stats['unsat-compared'] += 1
                bad = [(i, e, g) for i, (e, g) in enumerate(zip(frames, got['frames'])) if e is not None and not close(e, g, 1e-6)]
                if bad:
                    problems.append(('unsat-frame-mismatch', index, bad, failed))
            stats['unsat-stop'] += 1
            break
        if sorted(diags) != sorted(expected_diags):
            problems.append(('unexpected-diags', index, diags))
        if status in ('ok', 'weight'):
            bad = []
            for i, (e, g) in enumerate(zip(frames, got['frames'])):
                if e is None:
                    continue
                if not close(e, g, 1e-6):
                    bad.append((i, e, g))
            if bad:
                problems.append(('frame-mismatch' + ('-weight' if status == 'weight' else ''), index, bad))
    return problems, stats


if __name__ == '__main__':
    cases = json.load(open(sys.argv[1]))
    results = {r['id']: r for r in json.load(open(sys.argv[2]))}
    verbose = '--verbose' in sys.argv
    total = collections.Counter()
    kinds = collections.Counter()
    bad_ids = []
    for case in cases:
        problems, stats = check(case, results[case['id']], verbose)
        total.update(stats)
        if problems:
            bad_ids.append(case['id'])
            for p in problems:
                kinds[p[0]] += 1
                if verbose:
                    print(case['id'], p)
    print('stages:', dict(total))
    print('problems:', dict(kinds))
    print('bad cases:', len(bad_ids), bad_ids[:40])
    # kiwisolver aborting on a system ("objective is unbounded") is kiwisolver's failure, not
    # the engine's: such a case is skipped. Anything else fails the check.
    if any(kind != 'kiwi-crash' for kind in kinds):
        sys.exit(1)
