"""Independent model of AutoLayout semantics, solved by kiwisolver.

Every view has x, y, w, h in the root's bounds space. A constraint is evaluated in the
space of its items' closest common ancestor A (A seen through its bounds): a position p in
root space is p - X_A + bounds_A.origin in A's space.
"""
import kiwisolver as kiwi

# UIKit raw values
NOT, LEFT, RIGHT, TOP, BOTTOM, LEADING, TRAILING, WIDTH, HEIGHT, CENTERX, CENTERY = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
LEFTM, RIGHTM, TOPM, BOTTOMM, LEADINGM, TRAILINGM, CXM, CYM = 13, 14, 15, 16, 17, 18, 19, 20
XPOS = {LEFT, RIGHT, LEADING, TRAILING, CENTERX, LEFTM, RIGHTM, LEADINGM, TRAILINGM, CXM}
YPOS = {TOP, BOTTOM, CENTERY, TOPM, BOTTOMM, CYM}
DIMS = {WIDTH, HEIGHT}
MARGIN_ATTRS = {LEFTM, RIGHTM, TOPM, BOTTOMM, LEADINGM, TRAILINGM, CXM, CYM}
NAMES = {0: 'notAnAttribute', 1: 'left', 2: 'right', 3: 'top', 4: 'bottom', 5: 'leading', 6: 'trailing',
         7: 'width', 8: 'height', 9: 'centerX', 10: 'centerY', 13: 'leftMargin', 14: 'rightMargin',
         15: 'topMargin', 16: 'bottomMargin', 17: 'leadingMargin', 18: 'trailingMargin',
         19: 'centerXWithinMargins', 20: 'centerYWithinMargins'}

REQUIRED = 1001001000.0


def ranked_strength(state, spread):
    """The engine orders optional priorities strictly (each priority a strength level of its
    own). kiwi has weights only: each distinct optional priority of the state gets the weight
    10^(spread * rank / count), so that neighbouring priorities are a factor of
    10^(spread / count) apart however close their values. Two spreads that agree stand for
    the strict order (steeper weights change nothing); where they differ, the stage depends
    on the weighting and is not judged ('weight')."""
    ps = {p for p in state.priorities if p < 1000}
    for v in state.views:
        if v.get('ics'):
            ps |= {p for p in list(v['hug']) + list(v['comp']) if p < 1000}
    rank = {p: i + 1 for i, p in enumerate(sorted(ps))}
    count = max(len(rank), 1)

    def strength(p):
        if p >= 1000:
            return REQUIRED
        return 10 ** (spread * rank[p] / count) if p in rank else 10 ** (spread * p / 1000)
    return strength


def strength_engine(state):
    return ranked_strength(state, 8.9)


def strength_alt(state):
    return ranked_strength(state, 7.0)


ABSOLUTE_X = {LEFT, RIGHT, LEFTM, RIGHTM}
DIRECTIONAL_X = {LEADING, TRAILING, LEADINGM, TRAILINGM}


def valid_pair(fa, sa, has_second):
    if has_second and ((fa in ABSOLUTE_X and sa in DIRECTIONAL_X) or (fa in DIRECTIONAL_X and sa in ABSOLUTE_X)):
        return False  # UIKit: leading/trailing cannot be related to left/right
    if not has_second:
        return fa in DIMS
    if fa in DIMS:
        return sa in DIMS
    if fa in XPOS:
        return sa in XPOS
    if fa in YPOS:
        return sa in YPOS
    return False


def con_items(c):
    """The items a constraint names: its first and second items, then (a distance of
    `anchorWithOffset(to:)`, gen.py --offsets) the items its sides are measured from."""
    out = [c['a']]
    if c['b'] >= 0:
        out.append(c['b'])
    for key in ('oa', 'ob'):
        if c.get(key) is not None:
            out.append(c[key])
    return out


def con_attrs(c):
    out = [c['fa'], c['sa']]
    for item, attr in (('oa', 'ofa'), ('ob', 'osa')):
        if c.get(item) is not None:
            out.append(c[attr])
    return out


def valid_con(c):
    """valid_pair for a whole constraint. A side measured from an origin (`oa`/`ofa` for the
    first, `ob`/`osa` for the second) is a distance: target attribute - origin attribute, a
    dimension. A distance relates to a constant, a size or another distance, never to a
    position; leading/trailing mixed with left/right anywhere in the constraint is refused."""
    if c.get('oa') is None and c.get('ob') is None:
        return valid_pair(c['fa'], c['sa'], c['b'] >= 0)
    attrs = con_attrs(c)
    if any(a in ABSOLUTE_X for a in attrs) and any(a in DIRECTIONAL_X for a in attrs):
        return False

    def dimension(attr, origin):
        return origin is not None or attr in DIMS
    if not dimension(c['fa'], c.get('oa')):
        return False
    if c['b'] < 0:
        return c.get('ob') is None
    return dimension(c['sa'], c.get('ob'))


def mask_degenerate(origin, length, container, fl, fw, fr):
    """Whether two or more flexible parts add up to 0 (or to no finite number): the change is
    then split equally among them, which no longer keeps them in proportion. UIKit's
    constraint-based autoresizing (the engine's, for views constraints reach) keeps that split
    from the setup on; frame-based autoresizing (views no constraint reaches) splits each
    resize afresh from the current frame. The two agree whenever the parts are in proportion,
    so only such setups can tell them apart, and this model has the first."""
    trailing = container - origin - length
    parts = [v for v, f in ((origin, fl), (length, fw), (trailing, fr)) if f]
    total = sum(parts)
    return len(parts) >= 2 and (total == 0 or total != total or abs(total) == float('inf'))


def mask_factors(origin, length, container, fl, fw, fr):
    trailing = container - origin - length
    total = 0.0
    count = 0
    if fl:
        total += origin; count += 1
    if fw:
        total += length; count += 1
    if fr:
        total += trailing; count += 1
    if count == 0:
        return 0.0, 0.0
    if total != 0:
        return (origin / total if fl else 0.0), (length / total if fw else 0.0)
    return (1 / count if fl else 0.0), (1 / count if fw else 0.0)


class State:
    """The current tree and constraint set of a case at one stage."""

    def __init__(self, case):
        import copy
        self.case = case
        self.views = copy.deepcopy(case['views'])
        self.n = len(self.views)
        self.parent = [v['parent'] for v in self.views]
        self.root_size = list(self.views[0]['frame'][2:4])
        self.active = [valid_con(c) for c in case['constraints']]
        self.constants = [c['c'] for c in case['constraints']]
        self.priorities = [c['p'] for c in case['constraints']]
        self.detached = set()  # views no longer in the root's tree
        # optional features (gen.py flags): guides are items n, n+1 ... (owner view, kind)
        self.guides = case.get('guides', [])
        self.safe = case.get('safe')  # the root's safeAreaInsets [t, l, b, r]
        self.start_frames = None  # frames (parent coords) the safe-area fixed point starts from
        # the view each active constraint is installed on
        owners = case.get('owners')
        self.owner = [(owners[k] if owners else self.owner_of(k)) if self.active[k] else None
                      for k in range(len(case['constraints']))]
        # autoresizing setup: superview size when the view's mask constraints are made
        self.mask_setup = {}
        for i, v in enumerate(self.views):
            if i > 0 and v['tamic']:
                p = self.parent[i]
                self.mask_setup[i] = (list(v['frame']), list(self.views[p]['frame'][2:4]))

    def ancestors(self, v):
        out = []
        while v >= 0:
            out.append(v)
            v = self.parent[v]
        return out

    def common(self, a, b):
        aa = self.ancestors(a)
        for x in self.ancestors(b):
            if x in aa:
                return x
        return None

    def iv(self, item):
        """The view of an item: itself, or a guide's owning view."""
        return item if item < self.n else self.guides[item - self.n]['owner']

    def owner_of(self, k):
        c = self.case['constraints'][k]
        return self.common_of(self.iv(i) for i in con_items(c))

    def common_of(self, views):
        """The closest common ancestor of all `views` (None: in different trees)."""
        out = None
        for i, v in enumerate(views):
            out = v if i == 0 else (self.common(out, v) if out is not None else None)
        return out

    def touches(self, c, views):
        """Whether constraint `c` names an item of `views` (a guide: its owner)."""
        return any(self.iv(i) in views for i in con_items(c))

    def rtl(self, v):
        """Effective direction: the nearest semanticContentAttribute set, else left-to-right."""
        while v >= 0:
            sca = self.views[v].get('sca')
            if sca:
                return sca == 'rtl'
            v = self.parent[v]
        return False

    def subtree(self, v):
        out = {v}
        changed = True
        while changed:
            changed = False
            for i in range(self.n):
                if i not in out and self.parent[i] in out:
                    out.add(i); changed = True
        return out


    def mask_is_degenerate(self, i):
        """Whether view i's autoresizing setup splits a change equally (see mask_degenerate)."""
        if i not in self.mask_setup or self.parent[i] < 0:
            return False
        if not self.views[self.parent[i]].get('autoresizes', True):
            return False
        frame, sup = self.mask_setup[i]
        mask = self.views[i]['mask']
        return (mask_degenerate(frame[0], frame[2], sup[0], bool(mask & 1), bool(mask & 2), bool(mask & 4))
                or mask_degenerate(frame[1], frame[3], sup[1], bool(mask & 8), bool(mask & 16), bool(mask & 32)))

    def under_degenerate_mask(self, i):
        """Whether view i or an ancestor has a degenerate autoresizing setup: frame-based and
        constraint-based autoresizing may then place it differently after a second resize."""
        while i is not None and i >= 0:
            if self.mask_is_degenerate(i):
                return True
            i = self.parent[i] if i < len(self.parent) else None
        return False


class Model:
    def __init__(self, state, strength=strength_engine):
        self.s = state
        self.strength = strength(state)
        self.solver = kiwi.Solver()
        self.X, self.Y, self.W, self.H = {}, {}, {}, {}
        for i in range(state.n):
            if i == 0 or i in state.detached:
                continue
            self.X[i] = kiwi.Variable(f'x{i}')
            self.Y[i] = kiwi.Variable(f'y{i}')
            self.W[i] = kiwi.Variable(f'w{i}')
            self.H[i] = kiwi.Variable(f'h{i}')
        b = state.views[0]['bounds']
        self.X[0], self.Y[0] = b[0], b[1]
        self.W[0], self.H[0] = state.root_size[0], state.root_size[1]
        self.G = {}
        for g, spec in enumerate(state.guides):
            if spec['kind'] == 'user' and spec['owner'] not in state.detached:
                self.G[g] = [kiwi.Variable(f'g{g}{t}') for t in 'xywh']
        self.insets = {}  # safe-area insets per view (set by solve_stage's fixed point)

    def safe_insets(self, v):
        return self.insets.get(v, [0.0, 0.0, 0.0, 0.0])

    def eff_margins(self, v):
        m = self.s.views[v].get('margins') or [8.0, 8.0, 8.0, 8.0]
        if self.s.safe is not None and self.s.views[v].get('inset_safe', True):
            si = self.safe_insets(v)
            m = [a + b for a, b in zip(m, si)]
        return m

    def guide_rect(self, g):
        """Root-space (x, y, w, h) expressions of guide g."""
        spec = self.s.guides[g]
        o = spec['owner']
        if spec['kind'] == 'user':
            gx, gy, gw, gh = self.G[g]
            bx, by = self.s.views[o]['bounds']
            return self.X[o] - bx + gx, self.Y[o] - by + gy, gw + 0, gh + 0
        t, l, b, r = self.eff_margins(o) if spec['kind'] == 'margins' else self.safe_insets(o)
        return self.X[o] + l, self.Y[o] + t, self.W[o] - l - r, self.H[o] - t - b

    def margins(self, v):
        m = self.s.views[v].get('margins')
        if self.s.safe is None and not self.s.guides:
            return m if m else [0, 0, 0, 0]
        return self.eff_margins(v)

    def attr_root(self, v, a, flip=False):
        """The attribute in root space (positions) or its size; `flip`: the constraint is read
        right-to-left (leading is right, trailing left; the caller negates x positions)."""
        if v >= self.s.n:
            X, Y, W, H = self.guide_rect(v - self.s.n)
            t, l, b, r = 0, 0, 0, 0  # margin attributes read a guide's plain edges
        else:
            X, Y, W, H = self.X[v], self.Y[v], self.W[v], self.H[v]
            t, l, b, r = self.margins(v) if a in MARGIN_ATTRS else (0, 0, 0, 0)
        if flip and a in (LEADING, LEADINGM):
            a = RIGHTM if a == LEADINGM else RIGHT
        elif flip and a in (TRAILING, TRAILINGM):
            a = LEFTM if a == TRAILINGM else LEFT
        if a in (LEFT, LEADING, LEFTM, LEADINGM):
            return X + l
        if a in (RIGHT, TRAILING, RIGHTM, TRAILINGM):
            return X + W - r
        if a in (CENTERX, CXM):
            return X + W * 0.5 + (l - r) / 2
        if a in (TOP, TOPM):
            return Y + t
        if a in (BOTTOM, BOTTOMM):
            return Y + H - b
        if a in (CENTERY, CYM):
            return Y + H * 0.5 + (t - b) / 2
        if a == WIDTH:
            return W + 0
        if a == HEIGHT:
            return H + 0
        raise ValueError(a)

    def attr_in(self, v, a, anc, flip=False):
        e = self.attr_root(v, a, flip)
        if a in XPOS:
            e = e - self.X[anc] + self.s.views[anc]['bounds'][0]
            return -1 * e if flip else e
        if a in YPOS:
            return e - self.Y[anc] + self.s.views[anc]['bounds'][1]
        return e

    def user_constraint(self, k):
        c = self.s.case['constraints'][k]
        if c.get('oa') is not None or c.get('ob') is not None:
            # distances (anchorWithOffset(to:)): each such side is target - origin, all items
            # read in the closest common ancestor of the four, along a flipped x axis when
            # the constraint names leading/trailing and its first item is right-to-left
            anc = self.s.common_of(self.s.iv(i) for i in con_items(c))
            flip = bool(set(con_attrs(c)) & DIRECTIONAL_X) and self.s.rtl(self.s.iv(c['a']))
            lhs = self.attr_in(c['a'], c['fa'], anc, flip)
            if c.get('oa') is not None:
                lhs = lhs - self.attr_in(c['oa'], c['ofa'], anc, flip)
            if c['b'] >= 0:
                rhs = self.attr_in(c['b'], c['sa'], anc, flip)
                if c.get('ob') is not None:
                    rhs = rhs - self.attr_in(c['ob'], c['osa'], anc, flip)
                rhs = rhs * c['m'] + self.s.constants[k]
            else:
                rhs = self.s.constants[k]
        elif c['b'] >= 0:
            anc = self.s.common(self.s.iv(c['a']), self.s.iv(c['b']))
            flip = bool({c['fa'], c['sa']} & DIRECTIONAL_X) and self.s.rtl(self.s.iv(c['a']))
            lhs = self.attr_in(c['a'], c['fa'], anc, flip)
            rhs = self.attr_in(c['b'], c['sa'], anc, flip) * c['m'] + self.s.constants[k]
        else:
            lhs = self.attr_root(c['a'], c['fa'])
            rhs = self.s.constants[k]
        if c['rel'] == '==':
            cn = lhs == rhs
        elif c['rel'] == '>=':
            cn = lhs >= rhs
        else:
            cn = lhs <= rhs
        return cn | self.strength(self.s.priorities[k])

    def mask_constraints(self, i):
        s = self.s
        frame, sup = s.mask_setup[i]
        p = s.parent[i]
        mask = s.views[i]['mask']
        fl, fw, fr = bool(mask & 1), bool(mask & 2), bool(mask & 4)
        ft, fh, fb = bool(mask & 8), bool(mask & 16), bool(mask & 32)
        if not s.views[p].get('autoresizes', True):
            fl = fw = fr = ft = fh = fb = False
        ho, hl = mask_factors(frame[0], frame[2], sup[0], fl, fw, fr)
        vo, vl = mask_factors(frame[1], frame[3], sup[1], ft, fh, fb)
        bx, by = s.views[p]['bounds']
        # frame.x = X_i - X_p + bx
        out = [
            (self.X[i] - self.X[p] + bx == frame[0] + ho * (self.W[p] - sup[0])),
            (self.W[i] == frame[2] + hl * (self.W[p] - sup[0])),
            (self.Y[i] - self.Y[p] + by == frame[1] + vo * (self.H[p] - sup[1])),
            (self.H[i] == frame[3] + vl * (self.H[p] - sup[1])),
        ]
        return out

    def build(self, order=None, skip=()):
        """Adds the mask constraints, then the active user constraints in order. Returns the list
        of required user constraints that failed (unsatisfiable): each is checked in a fresh
        solver holding the masks and the required constraints accepted before it (kiwi's state
        after a failed addition is not to be trusted)."""
        s = self.s
        masks = []
        for i in s.mask_setup:
            if i in s.detached or s.parent[i] < 0:
                continue
            masks.extend(self.mask_constraints(i))
        # required content-size constraints go in with the masks (compare.py does not judge the
        # frames of a conflict when there are any: which one breaks depends on install order)
        masks.extend(cn for cn in self.content_constraints() if cn.strength() >= REQUIRED)
        ks = order if order is not None else range(len(s.case['constraints']))
        live = []
        for k in ks:
            if not s.active[k]:
                continue
            c = s.case['constraints'][k]
            if s.touches(c, s.detached):
                continue
            live.append(k)
        failed = []
        try:
            probe = kiwi.Solver()
            for cn in masks:
                probe.addConstraint(cn)
            for k in live:
                probe.addConstraint(self.user_constraint(k))
        except kiwi.UnsatisfiableConstraint:
            accepted = []
            for k in live:
                if self.s.priorities[k] < 1000:
                    continue
                probe = kiwi.Solver()
                try:
                    for cn in masks:
                        probe.addConstraint(cn)
                    for j in accepted + [k]:
                        probe.addConstraint(self.user_constraint(j))
                    accepted.append(k)
                except kiwi.UnsatisfiableConstraint:
                    failed.append(k)
        for cn in masks:
            self.solver.addConstraint(cn)
        for cn in self.content_constraints():
            if cn.strength() < REQUIRED:
                self.solver.addConstraint(cn)
        for k in live:
            if k not in failed:
                self.solver.addConstraint(self.user_constraint(k))
        return failed

    def content_constraints(self):
        """UIKit's intrinsic-size inequalities: size <= intrinsic at the hugging priority,
        size >= intrinsic at the compression resistance priority, per axis with a metric."""
        s = self.s
        out = []
        for i, v in enumerate(s.views):
            ics = v.get('ics')
            if i == 0 or i in s.detached or not ics:
                continue
            for axis, var in ((0, self.W[i]), (1, self.H[i])):
                if ics[axis] == -1:
                    continue
                out.append((var <= ics[axis]) | self.strength(v['hug'][axis]))
                out.append((var >= ics[axis]) | self.strength(v['comp'][axis]))
        return out

    def all_vars(self):
        for i in self.X:
            if i != 0:
                yield from (self.X[i], self.Y[i], self.W[i], self.H[i])
        for g in self.G.values():
            yield from g

    def pull(self, sign, strength=1e-3, big=1000.0):
        """Weak pulls on every variable: towards +big or -big (sign +1/-1), or towards targets
        drawn from a seed (sign >= 2), so that a free direction whose components add up to
        zero is seen too."""
        import random
        r = random.Random(sign)
        for v in self.all_vars():
                target = sign * big if sign in (1, -1) else r.uniform(-big, big)
                self.solver.addConstraint((v == target) | strength)

    def is_unique(self, strength=1e-3, reach=1000.0, tol=1e-5):
        """Whether every variable is pinned on the optimal face: a pull weaker than every
        constraint on one variable at a time, up and down, must not move it."""
        self.solver.updateVariables()
        for v in self.all_vars():
                x0 = v.value()
                for target in (x0 + reach, x0 - reach):
                    cn = (v == target) | strength
                    self.solver.addConstraint(cn)
                    self.solver.updateVariables()
                    moved = abs(v.value() - x0) > tol * max(1, abs(x0))
                    self.solver.removeConstraint(cn)
                    if moved:
                        self.solver.updateVariables()
                        return False
        self.solver.updateVariables()
        return True

    def frames(self):
        self.solver.updateVariables()
        s = self.s
        out = []
        for i in range(s.n):
            if i == 0 or i in s.detached:
                out.append(None)
                continue
            p = s.parent[i]
            px = self.X[p] if p == 0 else self.X[p].value()
            py = self.Y[p] if p == 0 else self.Y[p].value()
            b = s.views[p]['bounds']
            out.append([self.X[i].value() - px + b[0], self.Y[i].value() - py + b[1],
                        self.W[i].value(), self.H[i].value()])
        for g, spec in enumerate(s.guides):
            o = spec['owner']
            if o in s.detached:
                out.append(None)
            elif spec['kind'] == 'user':
                out.append([x.value() for x in self.G[g]])
            else:
                t, l, bb, r = self.eff_margins(o) if spec['kind'] == 'margins' else self.safe_insets(o)
                w = self.W[o] if o == 0 else self.W[o].value()
                h = self.H[o] if o == 0 else self.H[o].value()
                bx, by = s.views[o]['bounds']
                out.append([bx + l, by + t, w - l - r, h - t - bb])
        return out


def close(a, b, tol=1e-6):
    if a is None or b is None:
        return a is None and b is None
    return all(abs(x - y) <= tol * max(1.0, abs(x), abs(y)) for x, y in zip(a, b))


def frames_close(fa, fb, tol=1e-6):
    return all(close(a, b, tol) for a, b in zip(fa, fb))


def compute_insets(state, frames, root_size=None):
    """Safe-area insets of every attached view, top-down: the root's are set, a subview's are
    the part of its superview's safe rectangle (its bounds inset) its frame overlaps. The root
    is `root_size` when given (the previous stage's), else the state's."""
    ins = {0: list(state.safe)}
    order = [0]
    k = 0
    while k < len(order):
        p = order[k]; k += 1
        for i in range(state.n):
            if state.parent[i] == p and i not in state.detached:
                order.append(i)
                pw, ph = (root_size or state.root_size) if p == 0 else frames[p][2:4]
                bx, by = state.views[p]['bounds']
                t, l, b, r = ins[p]
                # The parent's safe rectangle, never narrower or shorter than zero (the
                # engine's `inset(by:)`): a parent smaller than its insets has an empty safe
                # area at its left and top insets, and a child over it is unsafe all across.
                sx0, sy0 = bx + l, by + t
                sx1, sy1 = max(sx0, bx + pw - r), max(sy0, by + ph - b)
                fx, fy, fw, fh = frames[i]
                cl = lambda v, lim: max(0.0, min(lim, v))
                if ins[p] == [0, 0, 0, 0] or all(x == 0 for x in ins[p]):
                    ins[i] = [0.0, 0.0, 0.0, 0.0]
                else:
                    ins[i] = [cl(sy0 - fy, fh), cl(sx0 - fx, fw), cl(fy + fh - sy1, fh), cl(fx + fw - sx1, fw)]
    return ins


def solve_stage(state):
    """solve_once, at the fixed point of the safe-area insets (computed from the frames of
    the previous solution, as the engine's layout pass repeats) when the root has a safe area.

    The first solve uses the insets the previous stage ended with, computed under its root
    size: the engine refreshes insets after a pass's first solve, so a resized root's subviews
    keep theirs until then (where a loop through a view's own safe area has many fixed
    points, which one the layout settles on depends on it)."""
    if state.safe is None:
        return solve_once(state, {})
    frames = state.start_frames or [list(v['frame']) for v in state.views]
    ins = compute_insets(state, frames, tuple(frames[0][2:4]) if state.start_frames else None)
    for solves in range(1, 41):
        res = solve_once(state, ins)
        if res[0] == 'unsat':
            # a conflict may hold only under insets of other frames: go on from this layout
            # (the conflicting constraints left out); unsat only at the fixed point
            m = Model(state)
            m.insets = ins
            m.build()
            frames = m.frames()[:state.n]
            if any(f is not None and (f[2] < 0 or f[3] < 0) for f in frames):
                return 'unsat', None, res[2]
            ins2 = compute_insets(state, frames)
            if all(close(ins[i], ins2[i], 1e-9) for i in ins):
                return 'unsat', None, res[2]  # frames of a broken layout: not compared
            ins = ins2
            continue
        if res[1] is None:
            return res
        frames = res[1][:state.n]
        if any(f is not None and (f[2] < 0 or f[3] < 0) for f in frames):
            # CGRect's minY/height are standardized for negative sizes: not modelled
            return 'negsize', None, []
        ins2 = compute_insets(state, frames)
        if all(close(ins[i], ins2[i], 1e-9) for i in ins):
            # the engine's layout pass repeats at most 8 times (layoutDidNotConverge)
            return res if solves <= 6 else ('slowfix', None, [])
        ins = ins2
    return 'nofix', None, []


def solve_once(state, insets):
    """Returns (status, frames): status 'unsat', 'ambiguous', 'weight' (depends on priority
    weighting; frames are the engine-mapping answer) or 'ok'."""
    m = Model(state)
    m.insets = insets
    failed = m.build()
    if failed:
        # the engine's way: constraints added in order, each one that conflicts with the
        # required ones before it is broken (left out)
        f = m.frames()
        if m.is_unique():
            return 'unsat', f, failed
        return 'unsat', None, failed
    f = m.frames()
    if not m.is_unique():
        return 'ambiguous', None, []
    alt = Model(state, strength_alt)
    alt.insets = insets
    alt.build()
    if not frames_close(f, alt.frames(), 1e-5):
        return 'weight', f, []
    return 'ok', f, []


def apply_remove(state, v):
    sub = state.subtree(v)
    cons = state.case['constraints']
    gone = []
    for k, c in enumerate(cons):
        inside = [state.iv(i) in sub for i in con_items(c)]  # all four items of a distance
        inside_owner = state.owner[k] in sub if state.owner[k] is not None else inside[0]
        # UIKit removes a constraint between two views of the subtree installed on a view
        # outside it (root.addConstraint) with the subtree: the view holding it stays behind.
        if len(set(inside + [inside_owner])) > 1 and any(inside) and state.active[k]:
            state.active[k] = False
            gone.append(k)
    state.detached |= sub
    return gone


def apply_op(state, op):
    """Applies an operation to the model state; returns the diagnostic kinds it should raise."""
    kind = op['op']
    if kind == 'constant':
        state.constants[op['i']] = op['v']
    elif kind in ('deactivate', 'uninstall'):
        state.active[op['i']] = False
    elif kind in ('activate', 'install'):
        if not state.active[op['i']]:
            state.owner[op['i']] = op['j'] if kind == 'install' else state.owner_of(op['i'])
        state.active[op['i']] = True
    elif kind == 'priority':
        k = op['i']
        old, new = state.priorities[k], op['p']
        if state.active[k] and (old >= 1000) != (new >= 1000):
            return ['invalidPriorityChange']
        state.priorities[k] = new
    elif kind == 'resize':
        state.root_size = [op['w'], op['h']]
    elif kind == 'remove':
        gone = apply_remove(state, op['i'])
        return ['constraintsRemovedWithView'] if gone else []
    elif kind in ('readd', 'insert'):
        sub = state.subtree(op['i'])
        state.parent[op['i']] = op['j']
        state.detached -= sub
    elif kind == 'bounds':
        state.views[op['i']]['bounds'] = list(op['vals'])
    elif kind == 'margins':
        state.views[op['i']]['margins'] = list(op['vals'])
    elif kind == 'ics':
        state.views[op['i']]['ics'] = list(op['vals'])
    elif kind in ('hug', 'comp'):
        state.views[op['i']][kind][op['j']] = op['p']
    elif kind == 'sca':
        state.views[op['i']]['sca'] = [None, 'ltr', 'rtl'][op['j']]
    elif kind == 'safe':
        state.safe = list(op['vals'])
    elif kind == 'frame':
        i = op['i']
        p = state.parent[i]
        sup = state.root_size if p == 0 else state.views[p]['frame'][2:4]
        state.mask_setup[i] = (list(op['vals']), list(sup))
    return []
