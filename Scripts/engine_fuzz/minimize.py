"""Shrinks a mismatching case: python3 Scripts/engine_fuzz/minimize.py CASES.json ID OUT.json [KIND]

Keeps removing constraints, operations and leaf views while the case still shows a problem of
KIND (default: frame-mismatch) under compare.check, running the Swift runner on each batch.
"""
import json
import os
import subprocess
import sys

from compare import check
from model import con_items

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cases):
    path = '/tmp/fz_min_%d.json' % os.getpid()
    out = '/tmp/fz_min_%d.out.json' % os.getpid()
    for i, c in enumerate(cases):
        c['id'] = i
    json.dump(cases, open(path, 'w'))
    subprocess.run([os.path.join(HERE, 'run.sh'), path, out], check=True, capture_output=True)
    return {r['id']: r for r in json.load(open(out))}


def bad(case, result, kind):
    problems, _ = check(case, result)
    return any(p[0] == kind for p in problems)


def without_constraints(case, drop):
    c = json.loads(json.dumps(case))
    keep = [k for k in range(len(c['constraints'])) if k not in drop]
    remap = {k: i for i, k in enumerate(keep)}
    c['constraints'] = [c['constraints'][k] for k in keep]
    ops = []
    for op in c['ops']:
        if 'i' in op and op['op'] not in ('remove', 'ics', 'hug', 'comp', 'sca', 'safe'):
            if op['i'] not in remap:
                continue
            op['i'] = remap[op['i']]
        ops.append(op)
    c['ops'] = ops
    return c


def without_op(case, j):
    c = json.loads(json.dumps(case))
    del c['ops'][j]
    return c


def without_view(case, v):
    c = json.loads(json.dumps(case))
    if any(x['parent'] == v for x in c['views']):
        return None
    if any(v in con_items(k) for k in c['constraints']):
        return None
    if any(g['owner'] == v for g in c.get('guides', [])):
        return None
    if any(op['op'] in ('ics', 'hug', 'comp', 'sca') and op['i'] == v for op in c['ops']):
        return None
    n = len(c['views'])
    if any(op['op'] == 'remove' and op['i'] == v for op in c['ops']):
        return None
    del c['views'][v]
    fix = lambda i: i - 1 if i > v else i  # guides (items n ...) move down by one too
    for x in c['views']:
        x['parent'] = fix(x['parent'])
    for g in c.get('guides', []):
        g['owner'] = fix(g['owner'])
    for op in c['ops']:
        if op['op'] in ('ics', 'hug', 'comp', 'sca'):
            op['i'] = fix(op['i'])
    for k in c['constraints']:
        k['a'] = fix(k['a'])
        k['b'] = fix(k['b']) if k['b'] >= 0 else -1
        for key in ('oa', 'ob'):
            if k.get(key) is not None:
                k[key] = fix(k[key])
    for op in c['ops']:
        if op['op'] == 'remove':
            op['i'] = fix(op['i'])
    return c


def without_guide(case, g):
    c = json.loads(json.dumps(case))
    n = len(c['views'])
    if any(n + g in con_items(k) for k in c['constraints']):
        return None
    del c['guides'][g]
    fix = lambda i: i - 1 if i > n + g else i
    for k in c['constraints']:
        k['a'] = fix(k['a'])
        k['b'] = fix(k['b']) if k['b'] >= 0 else -1
        for key in ('oa', 'ob'):
            if k.get(key) is not None:
                k[key] = fix(k[key])
    return c


def candidates(case):
    n = len(case['constraints'])
    size = n // 2
    out = []
    while size >= 1:
        for start in range(0, n, size):
            out.append(without_constraints(case, set(range(start, min(n, start + size)))))
        size //= 2
    for g in range(len(case.get('guides', []))):
        c = without_guide(case, g)
        if c:
            out.append(c)
    for v in range(len(case['views'])):
        for field, value in (('ics', None), ('sca', None), ('hug', [250.0, 250.0]), ('comp', [750.0, 750.0])):
            if field in case['views'][v] and case['views'][v][field] != value:
                if field == 'ics' and any(op['op'] in ('ics', 'hug', 'comp') and op['i'] == v for op in case['ops']):
                    continue
                c = json.loads(json.dumps(case))
                if value is None:
                    del c['views'][v][field]
                    if field == 'ics':
                        c['views'][v].pop('hug', None); c['views'][v].pop('comp', None)
                else:
                    c['views'][v][field] = value
                out.append(c)
    for j in range(len(case['ops'])):
        out.append(without_op(case, j))
    for v in range(1, len(case['views'])):
        c = without_view(case, v)
        if c:
            out.append(c)
    # simpler values
    for k in range(n):
        for field, value in (('m', 1.0), ('c', 0.0), ('p', 1000.0), ('api', 'init')):
            if case['constraints'][k][field] != value:
                c = json.loads(json.dumps(case))
                c['constraints'][k][field] = value
                out.append(c)
    if case['activation'] != 'batch':
        c = json.loads(json.dumps(case)); c['activation'] = 'batch'; out.append(c)
    for v in range(len(case['views'])):
        for field, value in (('bounds', [0.0, 0.0]), ('margins', None), ('mask', 0)):
            if case['views'][v].get(field) != value:
                c = json.loads(json.dumps(case)); c['views'][v][field] = value; out.append(c)
    return out


def size(case):
    return (len(case['constraints']) + len(case['ops']) + len(case['views']),
            sum(1 for k in case['constraints'] for f, v in (('m', 1.0), ('c', 0.0), ('p', 1000.0)) if k[f] != v))


def minimize(case, kind):
    while True:
        cands = candidates(case)
        results = run([json.loads(json.dumps(c)) for c in cands])
        best = None
        for i, c in enumerate(cands):
            c['id'] = i
            if bad(c, results[i], kind) and size(c) < size(case):
                if best is None or size(c) < size(best):
                    best = c
        if best is None:
            return case
        case = best
        print('size', size(case), file=sys.stderr)


if __name__ == '__main__':
    cases = {c['id']: c for c in json.load(open(sys.argv[1]))}
    kind = sys.argv[4] if len(sys.argv) > 4 else 'frame-mismatch'
    case = minimize(cases[int(sys.argv[2])], kind)
    json.dump([case], open(sys.argv[3], 'w'), indent=1)
    for i, v in enumerate(case['views']):
        print('view', i, v)
    for k, c in enumerate(case['constraints']):
        print('cons', k, c)
    print('ops', case['ops'], case['activation'])
    result = run([json.loads(json.dumps(case))])[0]
    case['id'] = 0
    print(check(case, result))
