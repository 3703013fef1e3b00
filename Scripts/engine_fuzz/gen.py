"""Random view trees and constraints for the AutoLayout differential fuzz.

python3 Scripts/engine_fuzz/gen.py SEED COUNT OUT.json   -> cases (read by FuzzEngineDifferentialTests.swift)
"""
import json
import random
import sys

from model import *

XS = [LEFT, RIGHT, LEADING, TRAILING, CENTERX]
YS = [TOP, BOTTOM, CENTERY]
XM = [LEFTM, RIGHTM, LEADINGM, TRAILINGM, CXM]
YM = [TOPM, BOTTOMM, CYM]
EDGE = {LEFT: 'l', LEADING: 'l', RIGHT: 'r', TRAILING: 'r', CENTERX: 'c', TOP: 'l', BOTTOM: 'r', CENTERY: 'c'}
MULTS = [0.5, 2, 0.25, 1.5, 0.75, 3, 0.1, 1.25]


def rconst(r):
    c = r.choice([0, 0, r.randint(-40, 160), r.randint(-40, 160), r.randint(0, 30)])
    if r.random() < 0.1:
        c += 0.5
    return float(c)


def rprio(r, required_share=0.15):
    if r.random() < required_share:
        return 1000.0
    return float(r.choice([750, 250, 500, 999, 1, 751, 249, r.randint(1, 999)]))


def gen_case(r, cid):
    n = r.randint(2, 12)
    use_margins = r.random() < 0.25
    use_bounds = r.random() < 0.15
    rw, rh = r.choice([320, 375, 414, 768, 500]), r.choice([480, 667, 896, 600])
    views = [dict(parent=-1, frame=[float(r.choice([0, 0, 10])), 0.0, float(rw), float(rh)], tamic=True, mask=0,
                  bounds=[0.0, 0.0], margins=None)]
    depth = [0]
    for i in range(1, n):
        cands = [j for j in range(i) if depth[j] < 4 and (not views[j]['tamic'] or r.random() < 0.5) or j == 0]
        p = r.choice(cands)
        tamic = r.random() < 0.12
        mask = 0
        if tamic and p == 0 and r.random() < 0.6:
            mask = r.randint(0, 63)
        frame = [float(r.randint(0, 100)), float(r.randint(0, 100)), float(r.randint(0, 200)), float(r.randint(0, 200))]
        views.append(dict(parent=p, frame=frame, tamic=tamic, mask=mask, bounds=[0.0, 0.0], margins=None))
        depth.append(depth[p] + 1)
    for v in views:
        if use_margins:
            v['margins'] = [float(r.randint(0, 20)) for _ in range(4)]
        if use_bounds and v is not views[0] and r.random() < 0.3:
            v['bounds'] = [float(r.randint(-20, 20)), float(r.randint(-20, 20))]
    if use_bounds and r.random() < 0.3:
        views[0]['bounds'] = [float(r.randint(-20, 20)), float(r.randint(-20, 20))]
    free = [i for i in range(1, n) if not views[i]['tamic']]
    acyclic = r.random() < 0.7
    any_view = list(range(n))

    def pos_attr(axis):
        base = XS if axis == 'x' else YS
        if use_margins and r.random() < 0.3:
            return r.choice(XM if axis == 'x' else YM)
        return r.choice(base)

    def pick_other(v):
        if acyclic:
            return r.choice([j for j in any_view if j < v or views[j]['tamic']] or [0])
        return r.choice([j for j in any_view if j != v] or [0])

    def relate_pos(v, axis, attr, rel='==', prio=1000.0):
        other = pick_other(v)
        if r.random() < 0.35:
            other = views[v]['parent']
        sa = pos_attr(axis)
        while not valid_pair(attr, sa, True) and r.random() < 0.97:
            sa = pos_attr(axis)
        m = 1.0 if r.random() < 0.7 else float(r.choice(MULTS))
        api = 'anchor' if m == 1 and r.random() < 0.7 else 'init'
        return dict(a=v, fa=attr, rel=rel, b=other, sa=sa, m=m, c=rconst(r), p=prio, api=api)

    def relate_dim(v, attr, rel='==', prio=1000.0):
        api = 'anchor' if r.random() < 0.7 else 'init'
        if r.random() < 0.4:
            return dict(a=v, fa=attr, rel=rel, b=-1, sa=NOT, m=1.0, c=float(r.randint(0, 200)), p=prio, api=api)
        other = pick_other(v)
        m = 1.0 if r.random() < 0.5 else float(r.choice(MULTS))
        return dict(a=v, fa=attr, rel=rel, b=other, sa=r.choice([WIDTH, HEIGHT]) if r.random() < 0.3 else attr,
                    m=m, c=rconst(r), p=prio, api=api)

    cons = []
    for v in free:
        for axis in ('x', 'y'):
            dim = WIDTH if axis == 'x' else HEIGHT
            prio = 1000.0 if r.random() < 0.92 else float(r.choice([999, 750, 500]))
            kind = r.random()
            if kind < 0.5:
                cons.append(relate_pos(v, axis, pos_attr(axis), prio=prio))
                cons.append(relate_dim(v, dim))
            else:
                a1 = pos_attr(axis)
                a2 = pos_attr(axis)
                while EDGE.get(a2, a2) == EDGE.get(a1, a1):
                    a2 = pos_attr(axis)
                cons.append(relate_pos(v, axis, a1))
                cons.append(relate_pos(v, axis, a2, prio=prio))
    # extra constraints (now and then on a view that translates its mask: a conflict)
    tamics = [i for i in range(1, n) if views[i]['tamic']]
    for _ in range(r.randint(0, 6)):
        if not free:
            break
        v = r.choice(free)
        if tamics and r.random() < 0.05:
            v = r.choice(tamics)
        rel = r.choice(['==', '>=', '<=', '>=', '<='])
        prio = rprio(r)
        t = r.random()
        if t < 0.35:
            cons.append(relate_pos(v, 'x', pos_attr('x'), rel, prio))
        elif t < 0.7:
            cons.append(relate_pos(v, 'y', pos_attr('y'), rel, prio))
        else:
            cons.append(relate_dim(v, r.choice([WIDTH, HEIGHT]), rel, prio))
    # an invalid pairing now and then (refused with a diagnostic, no effect)
    if free and r.random() < 0.05:
        v = r.choice(free)
        bad = r.choice([
            dict(a=v, fa=LEFT, rel='==', b=-1, sa=NOT, m=1.0, c=10.0, p=1000.0, api='init'),
            dict(a=v, fa=LEFT, rel='==', b=0, sa=TOP, m=1.0, c=10.0, p=1000.0, api='init'),
            dict(a=v, fa=WIDTH, rel='==', b=0, sa=LEFT, m=1.0, c=10.0, p=1000.0, api='init'),
        ])
        cons.insert(r.randint(0, len(cons)), bad)
    r.shuffle(cons)
    case = dict(id=cid, views=views, constraints=cons,
                activation=r.choice(['batch', 'each', 'install', 'each-layout']), ops=[])
    if case['activation'] == 'install':
        st = State(case)
        owners = []
        for k in range(len(cons)):
            anc = st.ancestors(st.owner_of(k))
            owners.append(anc[0] if r.random() < 0.6 else r.choice(anc))
        case['owners'] = owners
    gen_ops(r, case, use_margins)
    return case


def gen_ops(r, case, use_margins):
    cons = case['constraints']
    views = case['views']
    n = len(views)
    state = State(case)
    removed = None
    gone = []
    ops = case['ops']

    def push(op):
        ops.append(op)
        return apply_op(state, op)

    for _ in range(r.randint(0, 8)):
        t = r.random()
        valid = [k for k in range(len(cons)) if valid_pair(cons[k]['fa'], cons[k]['sa'], cons[k]['b'] >= 0)
                 and not touches(cons[k], state.detached)]
        act = [k for k in valid if state.active[k]]
        inact = [k for k in valid if not state.active[k]]
        if t < 0.2 and act:
            push(dict(op='constant', i=r.choice(act), v=rconst(r)))
        elif t < 0.27 and inact:
            push(dict(op='constant', i=r.choice(inact), v=rconst(r)))
        elif t < 0.35 and act:
            k = r.choice(act)
            if r.random() < 0.5:
                push(dict(op='deactivate', i=k))
            else:
                push(dict(op='uninstall', i=k, j=state.owner_of(k) if case['activation'] != 'install' else case['owners'][k]))
        elif t < 0.42 and valid:
            k = r.choice(inact) if inact and r.random() < 0.85 else r.choice(valid)
            if r.random() < 0.6:
                push(dict(op='activate', i=k))
            else:
                anc = state.ancestors(state.owner_of(k))
                push(dict(op='install', i=k, j=r.choice(anc)))
        elif t < 0.5 and valid:
            k = r.choice(valid)
            if state.active[k] and state.priorities[k] >= 1000 and r.random() < 0.7:
                continue
            p = float(r.choice([1, 250, 500, 750, 999, 1000, r.randint(1, 999)]))
            if state.active[k] and r.random() < 0.8:
                p = float(r.choice([1, 250, 500, 750, 999, r.randint(1, 999)])) if state.priorities[k] < 1000 else 1000.0
            push(dict(op='priority', i=k, p=p))
        elif t < 0.6:
            w, h = float(r.choice([200, 320, 600, 1024, 1])), float(r.choice([300, 480, 800]))
            push(dict(op='resize', w=w, h=h))
        elif t < 0.67:
            cands = [i for i in range(n) if i not in state.detached]
            v = r.choice(cands)
            push(dict(op='bounds', i=v, vals=[float(r.randint(-30, 30)), float(r.randint(-30, 30))]))
        elif t < 0.72 and use_margins:
            cands = [i for i in range(n) if i not in state.detached]
            push(dict(op='margins', i=r.choice(cands), vals=[float(r.randint(0, 30)) for _ in range(4)]))
        elif t < 0.78:
            tam = [i for i in range(1, n) if views[i]['tamic'] and i not in state.detached]
            if tam:
                push(dict(op='frame', i=r.choice(tam),
                          vals=[float(r.randint(-20, 120)), float(r.randint(-20, 120)), float(r.randint(0, 200)), float(r.randint(0, 200))]))
        elif removed is None and n > 2:
            v = r.randint(1, n - 1)
            removed = v
            before = [k for k in range(len(cons)) if state.active[k]]
            push(dict(op='remove', i=v))
            gone = [k for k in before if not state.active[k]]
        elif removed is not None and removed in state.detached and r.random() < 0.7:
            sub = state.subtree(removed)
            if any(views[i]['tamic'] for i in sub):
                continue
            parents = [i for i in range(n) if i not in state.detached and i not in sub]
            parent = state.parent[removed] if r.random() < 0.6 else r.choice(parents)
            push(dict(op=r.choice(['readd', 'insert']), i=removed, j=parent))
            for k in gone:
                if r.random() < 0.9:
                    push(dict(op='activate', i=k))


def touches(c, detached):
    return c['a'] in detached or (c['b'] >= 0 and c['b'] in detached)


if __name__ == '__main__':
    seed, count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    r = random.Random(seed)
    cases = [gen_case(r, seed * 100000 + i) for i in range(count)]
    json.dump(cases, open(out, 'w'))
