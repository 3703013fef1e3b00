"""Residuals of every constraint under given frames: python3 resid.py CASES.json OUT.json ID [stage]"""
import json, sys
import kiwisolver as kiwi
from model import *
from compare import stages, solve_stage

def residuals(state, frames):
    m = Model(state)
    # absolute positions from frames
    vals = {}
    order = sorted(range(state.n), key=lambda i: len(state.ancestors(i)))
    for i in order:
        if i == 0 or i in state.detached: continue
        p = state.parent[i]
        px = m.X[p] if p == 0 else vals[p][0]
        py = m.Y[p] if p == 0 else vals[p][1]
        b = state.views[p]['bounds']
        f = frames[i]
        vals[i] = (f[0] + px - b[0], f[1] + py - b[1], f[2], f[3])
    s = kiwi.Solver()
    for i, v in vals.items():
        for var, x in zip((m.X[i], m.Y[i], m.W[i], m.H[i]), v):
            s.addConstraint(var == x)
    s.updateVariables()
    out = []
    for k, c in enumerate(state.case['constraints']):
        if not state.active[k] or state.touches(c, state.detached): continue
        cn = m.user_constraint(k)
        e = cn.expression()
        val = e.constant() + sum(t.coefficient() * t.variable().value() for t in e.terms())
        op = cn.op()
        viol = abs(val) if op == '==' else (max(0, -val) if op == '>=' else max(0, val))
        out.append((k, c['p'], op, round(val, 6), round(viol, 6)))
    return out

if __name__ == '__main__':
    cases = {c['id']: c for c in json.load(open(sys.argv[1]))}
    res = {r['id']: r for r in json.load(open(sys.argv[2]))}
    cid = int(sys.argv[3]); st = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    case = cases[cid]
    for idx, (op, state, _) in enumerate(stages(case)):
        if idx != st: continue
        status, frames, failed = solve_stage(state)
        print('status', status)
        eng = res[cid]['stages'][idx]['frames']
        re = residuals(state, eng)
        rm = residuals(state, frames) if frames else None
        for i, x in enumerate(re):
            y = rm[i] if rm else None
            if x[4] > 1e-6 or (y and y[4] > 1e-6):
                print('engine', x, 'model', y)
