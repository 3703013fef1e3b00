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


FLAGS = set()  # optional features: ics, guides, safe, rtl, offsets (command-line flags --ics ...)
PRIOS = [250.0, 750.0, 250.0, 750.0, 251.0, 749.0, 1.0, 500.0, 999.0, 1000.0]


def extend(case, cid, pos_attr, use_margins):
    """The optional features, drawn from a stream of their own (cases without flags are
    unchanged; with flags each case is its plain self plus the features)."""
    fr = random.Random(cid * 7919 + 17)
    views, cons = case['views'], case['constraints']
    n = len(views)
    free = [i for i in range(1, n) if not views[i]['tamic']]
    feats = []
    if 'ics' in FLAGS and free:
        feats.append('ics')
        chosen = [v for v in free if fr.random() < 0.5] or [fr.choice(free)]
        for v in chosen:
            views[v]['ics'] = [float(fr.randint(0, 150)) if fr.random() < 0.8 else -1.0,
                               float(fr.randint(0, 150)) if fr.random() < 0.8 else -1.0]
            views[v]['hug'] = [fr.choice(PRIOS) if fr.random() < 0.6 else 250.0 for _ in range(2)]
            views[v]['comp'] = [fr.choice(PRIOS) if fr.random() < 0.6 else 750.0 for _ in range(2)]
        # let the content size decide: drop most of their size constraints and some positions
        keep = []
        for c in cons:
            if c['a'] in chosen and c['fa'] in (WIDTH, HEIGHT) and fr.random() < 0.75:
                continue
            if c['a'] in chosen and c['fa'] not in (WIDTH, HEIGHT) and fr.random() < 0.15:
                continue
            keep.append(c)
        cons[:] = keep
    if 'safe' in FLAGS:
        feats.append('safe')
        case['safe'] = fr.choice([[44.0, 0.0, 34.0, 0.0], [0.0, 44.0, 21.0, 44.0], [20.0, 0.0, 0.0, 0.0],
                                  [float(fr.randint(0, 60)) for _ in range(4)]])
    if 'guides' in FLAGS:
        feats.append('guides')
        guides = case.setdefault('guides', [])
        for _ in range(fr.randint(1, 3)):
            guides.append(dict(owner=fr.choice(range(n)), kind='user'))
        for _ in range(fr.randint(0, 3)):
            guides.append(dict(owner=fr.choice(range(n)), kind=fr.choice(['margins', 'safe'])))
        # place each user guide: two constraints per axis against its owner or an earlier item
        for g, spec in enumerate(guides):
            if spec['kind'] != 'user':
                continue
            gi = n + g
            others = [spec['owner']] * 3 + list(range(n)) + [n + h for h in range(g)]
            for axis in ('x', 'y'):
                dim = WIDTH if axis == 'x' else HEIGHT
                if fr.random() < 0.5:
                    a1, a2 = pos_attr(axis), dim
                else:
                    a1 = pos_attr(axis)
                    a2 = pos_attr(axis)
                    while EDGE.get(a2, a2) == EDGE.get(a1, a1) or a2 == a1:
                        a2 = pos_attr(axis)
                for fa in (a1, a2):
                    if fa == dim and fr.random() < 0.5:
                        cons.append(dict(a=gi, fa=fa, rel='==', b=-1, sa=NOT, m=1.0, c=float(fr.randint(0, 200)),
                                         p=1000.0, api='anchor'))
                        continue
                    b = fr.choice(others)
                    sa = fa if fr.random() < 0.5 else (dim if fa == dim else pos_attr(axis))
                    tries = 0
                    while not valid_pair(fa, sa, True) and tries < 50:
                        sa = pos_attr(axis); tries += 1
                    m = 1.0 if fr.random() < 0.8 else float(fr.choice(MULTS))
                    cons.append(dict(a=gi, fa=fa, rel='==', b=b, sa=sa, m=m, c=rconst(fr), p=1000.0,
                                     api='anchor' if m == 1 else 'init'))
        # views relate to guides: a constraint's second view becomes one of its guides
        for c in cons:
            if c['b'] >= 0 and c['b'] < n and c['a'] < n and fr.random() < 0.3:
                own = [n + g for g, sp in enumerate(guides) if sp['owner'] == c['b']
                       and (sp['kind'] != 'user' or True)]
                if own:
                    c['b'] = fr.choice(own)
        # and a few optional or inequality constraints to any guide
        for _ in range(fr.randint(0, 3)):
            if not free:
                break
            v = fr.choice(free)
            g = fr.randrange(len(guides))
            axis = fr.choice('xy')
            fa, sa = pos_attr(axis), pos_attr(axis)
            if not valid_pair(fa, sa, True):
                continue
            cons.append(dict(a=v, fa=fa, rel=fr.choice(['==', '>=', '<=']), b=n + g, sa=sa, m=1.0, c=rconst(fr),
                             p=fr.choice([1000.0, 750.0, 250.0]), api='anchor'))
    if 'rtl' in FLAGS:
        feats.append('rtl')
        for v in views:
            x = fr.random()
            if x < 0.25:
                v['sca'] = 'rtl'
            elif x < 0.33:
                v['sca'] = 'ltr'
    if 'offsets' in FLAGS:
        feats.append('offsets')
        offsets(random.Random(cid * 7919 + 31), case, free)
    case['features'] = feats
    return fr


# --offsets: anchors a distance (anchorWithOffset(to:)) can be measured between
PLAIN_X = {'abs': [LEFT, RIGHT, CENTERX], 'dir': [LEADING, TRAILING, CENTERX]}
PLAIN_Y = [TOP, BOTTOM, CENTERY]
ANCHORED = {LEFT, RIGHT, LEADING, TRAILING, CENTERX, TOP, BOTTOM, CENTERY}
# a size as a distance along its axis: (origin, target) anchors; (LEFT, RIGHT) is the width
SIZE_AS = {WIDTH: {'abs': [(LEFT, RIGHT), (LEFT, RIGHT), (RIGHT, LEFT), (CENTERX, RIGHT)],
                   'dir': [(LEADING, TRAILING), (LEADING, TRAILING), (TRAILING, LEADING), (LEADING, CENTERX)]},
           HEIGHT: [(TOP, BOTTOM), (TOP, BOTTOM), (BOTTOM, TOP), (CENTERY, BOTTOM)]}


def offsets(fo, case, free):
    """Some constraints become constraints of distances (`o.anchorWithOffset(to: t)`: t - o).
    A constraint's fields `oa`/`ofa` (`ob`/`osa`): the item and attribute its first (second)
    side is measured from; the side's own item and attribute are its target. Most conversions
    keep the meaning (a.left == b.right + c as b.right -> a.left == c, a width as left -> right)
    so that cases stay solvable and determined; others relate random distances and sizes."""
    views, cons = case['views'], case['constraints']
    n = len(views)
    items = list(range(n)) + [n + g for g in range(len(case.get('guides', [])))]

    def family(c):
        attrs = set(con_attrs(c))
        if attrs & DIRECTIONAL_X:
            return 'dir'
        if attrs & ABSOLUTE_X:
            return 'abs'
        return fo.choice(['abs', 'dir'])

    def anchor(axis, fam):
        return fo.choice(PLAIN_X[fam] if axis == 'x' else PLAIN_Y)

    def side(fam):
        """A random distance (item, attribute, origin item, origin attribute) or size."""
        t = fo.random()
        if t < 0.3:
            return fo.choice(items), fo.choice([WIDTH, HEIGHT]), None, None
        axis = fo.choice('xy')
        item, origin = fo.choice(items), fo.choice(items)
        if t < 0.6:  # a size measured as a distance
            origin = item
        return item, anchor(axis, fam), origin, anchor(axis, fam)

    for c in cons:
        if fo.random() >= 0.3 or not valid_con(c) or not ({c['fa'], c['sa']} <= ANCHORED | DIMS | {NOT}):
            continue
        fam = family(c)
        t = fo.random()
        if c['fa'] in ANCHORED and c['b'] >= 0 and c['sa'] in ANCHORED:
            if t < 0.6:
                # a.fa == b.sa * m + k  ->  (b.sa -> a.fa) == k  (the same when m == 1)
                c.update(oa=c['b'], ofa=c['sa'], b=-1, sa=NOT, m=1.0)
            else:
                # (b.sa -> a.fa) related to a random distance or size
                b, sa, ob, osa = side(fam)
                c.update(oa=c['b'], ofa=c['sa'], b=b, sa=sa, m=1.0 if fo.random() < 0.7 else float(fo.choice(MULTS)))
                if ob is not None:
                    c.update(ob=ob, osa=osa)
        elif c['fa'] in DIMS:
            choices = SIZE_AS[c['fa']] if c['fa'] == HEIGHT else SIZE_AS[WIDTH][fam]
            if c['b'] < 0 or t < 0.7:
                o, tg = fo.choice(choices)
                c.update(oa=c['a'], ofa=o, fa=tg)
            if c['b'] >= 0 and c['sa'] in DIMS and (t >= 0.35 or 'oa' not in c):
                choices = SIZE_AS[c['sa']] if c['sa'] == HEIGHT else SIZE_AS[WIDTH][fam]
                o, tg = fo.choice(choices)
                c.update(ob=c['b'], osa=o, sa=tg)
        c['api'] = 'anchor'
    # a few more: gaps and equal spacings between random items, at any relation and priority
    for _ in range(fo.randint(0, 3)):
        if not free:
            break
        fam = fo.choice(['abs', 'dir'])
        axis = fo.choice('xy')
        a = fo.choice(free)
        c = dict(a=a, fa=anchor(axis, fam), rel=fo.choice(['==', '>=', '<=']), b=-1, sa=NOT, m=1.0,
                 c=rconst(fo), p=fo.choice([1000.0, 750.0, 250.0, 500.0, 999.0]), api='anchor',
                 oa=fo.choice(items), ofa=anchor(axis, fam))
        if fo.random() < 0.5:
            b, sa, ob, osa = side(fam)
            c.update(b=b, sa=sa, m=1.0 if fo.random() < 0.7 else float(fo.choice(MULTS)))
            if ob is not None:
                c.update(ob=ob, osa=osa)
        cons.insert(fo.randint(0, len(cons)), c)
    # a size related to a distance
    if free and fo.random() < 0.3:
        a = fo.choice(free)
        b, sa, ob, osa = side(fo.choice(['abs', 'dir']))
        if ob is not None:
            cons.insert(fo.randint(0, len(cons)), dict(
                a=a, fa=fo.choice([WIDTH, HEIGHT]), rel=fo.choice(['==', '>=', '<=']), b=b, sa=sa, ob=ob, osa=osa,
                m=1.0 if fo.random() < 0.6 else float(fo.choice(MULTS)), c=rconst(fo),
                p=fo.choice([1000.0, 750.0, 250.0]), api='anchor'))
    # leading mixed with left in one constraint: refused (invalidAttributePairing)
    if free and fo.random() < 0.05:
        a, b = fo.choice(free), fo.choice(items)
        cons.insert(fo.randint(0, len(cons)), dict(
            a=a, fa=fo.choice([LEFT, RIGHT]), rel='==', b=-1, sa=NOT, m=1.0, c=5.0, p=1000.0, api='anchor',
            oa=b, ofa=fo.choice([LEADING, TRAILING])))


def extend_ops(fr, case):
    """Operations of the optional features, put among the case's operations (each valid in any state)."""
    views = case['views']
    n = len(views)
    extra = []
    for _ in range(fr.randint(0, 5)):
        t = fr.random()
        ics = [i for i in range(n) if views[i].get('ics')]
        if 'ics' in FLAGS and ics and t < 0.3:
            i = fr.choice(ics)
            extra.append(dict(op='ics', i=i, vals=[float(fr.randint(0, 150)) if fr.random() < 0.85 else -1.0,
                                                   float(fr.randint(0, 150)) if fr.random() < 0.85 else -1.0]))
        elif 'ics' in FLAGS and ics and t < 0.5:
            extra.append(dict(op=fr.choice(['hug', 'comp']), i=fr.choice(ics), j=fr.randint(0, 1), p=fr.choice(PRIOS)))
        elif 'safe' in FLAGS and t < 0.7:
            extra.append(dict(op='safe', vals=[float(fr.randint(0, 60)) for _ in range(4)]))
        elif 'rtl' in FLAGS:
            extra.append(dict(op='sca', i=fr.randrange(n), j=fr.choice([0, 1, 2, 2])))
    for op in extra:
        case['ops'].insert(fr.randint(0, len(case['ops'])), op)


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
    fr = extend(case, cid, pos_attr, use_margins) if FLAGS else None
    if case['activation'] == 'install':
        st = State(case)
        owners = []
        for k in range(len(cons)):
            anc = st.ancestors(st.owner_of(k))
            owners.append(anc[0] if r.random() < 0.6 else r.choice(anc))
        case['owners'] = owners
    gen_ops(r, case, use_margins)
    if fr is not None:
        extend_ops(fr, case)
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
        valid = [k for k in range(len(cons)) if valid_con(cons[k]) and not touches(cons[k], state.detached, state)]
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


def touches(c, detached, state=None):
    iv = state.iv if state is not None else (lambda x: x)
    return any(iv(i) in detached for i in con_items(c))


if __name__ == '__main__':
    FLAGS.update(a[2:] for a in sys.argv[4:] if a.startswith('--'))
    seed, count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    r = random.Random(seed)
    cases = [gen_case(r, seed * 100000 + i) for i in range(count)]
    json.dump(cases, open(out, 'w'))
