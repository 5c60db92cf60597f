#!/usr/bin/env python3
"""Cadence's coverage of SwiftUI's public API, by key and by signature.

usage: api_coverage.py --graphs DIR --list NAME=TSV [--list NAME=TSV ...]
                       [--missing FILE] [--mismatches FILE] [--quiet]

DIR holds the symbol graphs of Cadence's modules (swift-symbolgraph-extract). Each TSV is a list
in the shared reference's form: key, kind, deprecated, declaration. For each list it prints the
declarations Cadence has by key (parent, name, argument labels), without and with the
deprecated ones, and then compares every covered declaration's signature with the list's
declaration column: parameter labels and types, generic parameters and constraints, return type,
effects (async, throws), static-ness, settability and, where the list states it, isolation
(`@MainActor`, `nonisolated`). A list keeps one declaration per key (overloads collapse), so a
key matches when any of Cadence's overloads has that signature. Every mismatch is printed.

Keys are made from the symbol graph as the list makes them: a subscript by its parameter names
(`subscript(key:)`), an operator by its parameter names (`+(lhs:rhs:)`, the list drops `<` and
`>`), an enum case with a payload also by its bare name, a
property wrapped by `@Binding` or `@ObservedObject` also by its projection (`Parent.$`), an extension of a standard type with
its module (`Swift.Double.scale(by:)`, `CoreFoundation.CGFloat` for Foundation's CGFloat on
Linux)."""
import glob
import json
import re
import sys

NOISE = re.compile(
    r'\.(==|!=|<|>|<=|>=|hash\(into:\)|hashValue|customMirror|init\(from:\)|encode\(to:\)|'
    r'description|debugDescription|id|rawValue|init\(rawValue:\)|allCases)(\(.*\))?$')
MODULES = re.compile(
    r'\b(?:SwiftUI|SwiftUICore|Swift|CoreFoundation|Foundation|FoundationEssentials|'
    r'CoreGraphics|DeveloperToolsSupport|Combine|Cadence|Observation|_Concurrency|'
    r'CoreTransferable|UniformTypeIdentifiers|Accessibility|Symbols|CoreText|os|Spatial|UIKit)\.')
DROPPED_ATTRIBUTES = re.compile(
    r'@(?:escaping|Sendable|preconcurrency|_inheritActorContext|_implicitSelfCapture|'
    r'inlinable|usableFromInline|_alwaysEmitIntoClient|discardableResult|_disfavoredOverload|'
    r'frozen|_spi\([^)]*\)|backDeployed\([^)]*\)|available\([^)]*\)|_Concurrency\.MainActor|'
    r'MainActor|isolated\(any\))\s*')
MODIFIERS = {'public', 'open', 'final', 'override', 'convenience', 'required', 'optional',
             'dynamic', 'lazy', 'mutating', 'nonmutating', 'indirect', 'prefix', 'postfix',
             'infix', 'weak', 'unowned'}
ALIASES = {}  # Cadence's typealiases, 'Parent.Name' → the type it names
FOUNDATION_CG = {'CGFloat', 'CGPoint', 'CGSize', 'CGRect', 'CGVector', 'CGAffineTransform'}


LABELS = re.compile(r'^\((?:[A-Za-z_][A-Za-z0-9_]*:)*\)$')
REPAIRED = []  # keys of a list whose labels were read again from their declarations


def labels_from(decl):
    """The argument labels of a declaration's parameter clause (`init(_ data: D, content: C)`
    → `_:content:`), or None when it has none to read."""
    start = decl.find('(', decl.find('init') if decl.startswith('init') else decl.find('func'))
    if start < 0:
        return None
    # Skip a generic clause between the name and the parameters.
    name_end = decl.find('<')
    if 0 <= name_end < start:
        start = decl.find('(', balanced(decl, name_end))
    clause = decl[start + 1:balanced(decl, start) - 1]
    labels = []
    for param in split_top(clause):
        param = param.strip()
        while param.startswith('@'):
            # An attribute, with its generic or call arguments (`@TableColumnBuilder<A, B>`).
            end = 1
            while end < len(param) and (param[end].isalnum() or param[end] in '_.'):
                end += 1
            if end < len(param) and param[end] in '<(':
                end = balanced(param, end)
            param = param[end:].strip()
        head = param.split(':', 1)[0].split()
        if not head:
            return None
        labels.append(head[0] + ':')
    return ''.join(labels)


def repaired(key, kind, decl):
    """The key, its labels read from the declaration where the list's are malformed (a
    builder attribute's generic arguments split the labels in a few rows of the list)."""
    if kind not in ('func', 'init') or '(' not in key:
        return key
    base, labels = key.split('(', 1)
    if LABELS.match('(' + labels):
        return key
    fixed = labels_from(decl)
    if fixed is None:
        return key
    REPAIRED.append(key)
    return f'{base}({fixed})'


def read_list(path):
    rows = []
    for line in open(path):
        if not line.strip() or line.startswith('#'):
            continue
        key, kind, dep, decl = (line.rstrip('\n').split('\t') + ['', '', ''])[:4]
        if kind in ('typealias', 'associatedtype') or NOISE.search(key):
            continue
        rows.append((repaired(key, kind, decl), kind, dep == 'deprecated', decl))
    return rows


def split_top(text, sep=','):
    """Splits at separators outside brackets."""
    parts, depth, cur = [], 0, ''
    for ch in text:
        if ch in '(<[{':
            depth += 1
        elif ch in ')>]}':
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ''
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def balanced(text, start):
    """The index just past the bracket group opening at text[start]."""
    pairs = {'(': ')', '<': '>', '[': ']', '{': '}'}
    depth, i = 0, start
    while i < len(text):
        ch = text[i]
        if ch in pairs:
            depth += 1
        elif ch in pairs.values():
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def strip_defaults(param):
    depth = 0
    for i, ch in enumerate(param):
        if ch in '(<[{':
            depth += 1
        elif ch in ')>]}':
            depth -= 1
        elif ch == '=' and depth == 0 and param[i + 1:i + 2] != '=' and param[i - 1:i] not in '=!<>':
            return param[:i]
    return param


def sugar(t):
    t = MODULES.sub('', t)
    t = DROPPED_ATTRIBUTES.sub('', t)
    t = re.sub(r'\b(?:sending|borrowing|consuming|__owned|__shared)\s+', '', t)
    t = re.sub(r'\bVoid\b', '()', t)
    t = re.sub(r'\b_\s+[A-Za-z_][A-Za-z_0-9]*\s*:\s*', '', t)
    t = re.sub(r'\bany\s+', '', t).strip()
    for _ in range(3):
        t = re.sub(r'\bOptional<([^<>]*)>', lambda m: f'({m.group(1)})?' if '→' in m.group(1) else f'{m.group(1)}?', t)
        t = re.sub(r'\bArray<([^<>,]*)>', r'[\1]', t)
        t = re.sub(r'\bDictionary<([^<>,]*),([^<>]*)>', r'[\1:\2]', t)
    t = re.sub(r'\s+', '', t)
    for alias, target in ALIASES.items():
        if alias in t:
            t = re.sub(rf'(?<![A-Za-z_.]){re.escape(alias)}(?![A-Za-z_0-9])', target, t)
    while t.startswith('(') and balanced(t, 0) == len(t) and len(t) > 2 and len(split_top(t[1:-1])) == 1:
        t = t[1:-1]
    t = re.sub(r'\(([A-Za-z_][\w.]*)\)\?', r'\1?', t)
    return t


class Signature:
    """A declaration reduced to what a call site sees."""

    def __init__(self, decl, parent, parent_is_type, inherited=(), is_listed=False):
        self.is_listed = is_listed
        self.inherited = {sugar(c) for c in inherited}
        self.constraints = set()
        self.same_types = sorted({tuple(c.split('==', 1)) for c in self.inherited
                                  if '==' in c and re.fullmatch(r'[A-Za-z_]+', c.split('==', 1)[0])},
                                 key=lambda p: -len(p[1]))
        expanded = set()
        for c in self.inherited:
            if '==' in c:
                expanded.add('=='.join(sorted(c.split('==', 1))))
            elif ':' in c:
                a, b = c.split(':', 1)
                expanded |= {f'{a}:{part}' for part in b.split('&')}
        self.inherited = expanded
        self.isolation = None
        d = decl.strip().replace('->', '→')
        if re.search(r'(^|\s)nonisolated(\s|$)', d.split('(')[0]):
            self.isolation = 'nonisolated'
        if re.match(r'^(?:@\S+\s+)*@(?:_Concurrency\.)?MainActor\b', d):
            self.isolation = 'MainActor'
        d = re.sub(r'^(?:\s*(?:@[A-Za-z_.]+(?:\([^)]*\))?|nonisolated(?:\(unsafe\))?))+\s*', '', d)
        words = d.split()
        while words and words[0] in MODIFIERS:
            words.pop(0)
        d = ' '.join(words)
        self.static = bool(re.match(r'^(static|class)\s', d))
        self.states_static = self.static
        self.settable = None
        d = re.sub(r'^(static|class)\s+', '', d)
        m = re.match(r'^(func|init\??|init!|subscript|var|let|case|struct|enum|class|protocol|actor)\b', d)
        self.kind = m.group(1) if m else 'other'
        self.was_let = self.kind == 'let'
        if self.kind == 'let':
            self.kind = 'var'
        rest = d[m.end():] if m else d
        self.parent = parent.split('.')[-1] if parent else ''
        self.parent_is_type = parent_is_type
        getattr(self, 'parse_' + {'func': 'callable', 'init': 'callable', 'init?': 'callable',
                                  'init!': 'callable', 'subscript': 'callable', 'var': 'var',
                                  'case': 'case'}.get(self.kind, 'type'))(rest)

    def self_type(self, t, returned=False):
        for g, concrete in self.same_types if returned else ():
            t = re.sub(rf'(?<![A-Za-z_.]){re.escape(concrete)}(?![A-Za-z_<])', g, t)
        return re.sub(r'\bSelf\b', self.parent, t) if self.parent_is_type and self.parent else t

    def parse_callable(self, rest):
        rest = rest.strip()
        name = re.match(r'^[^(<\s]*', rest).group(0)
        rest = rest[len(name):].strip()
        generics = []
        constraints = []
        if rest.startswith('<'):
            end = balanced(rest, 0)
            for g in split_top(rest[1:end - 1]):
                if ':' in g:
                    n, c = g.split(':', 1)
                    generics.append(n.strip())
                    constraints.append(f'{n.strip()}:{c}')
                else:
                    generics.append(g.strip())
            rest = rest[end:].strip()
        end = balanced(rest, 0) if rest.startswith('(') else 0
        params = split_top(rest[1:end - 1]) if end else []
        tail = rest[end:]
        where = ''
        w = re.search(r'\bwhere\b', tail)
        if w:
            where, tail = tail[w.end():], tail[:w.start()]
        where = re.sub(r'\{.*$', '', where)
        self.settable = None
        if self.kind == 'subscript':
            self.settable = 'set' in (re.search(r'\{([^}]*)\}', rest) or [None, ''])[1] if '{' in rest else None
        self.effects = ' '.join(e for e in ('async', 'throws', 'rethrows') if re.search(rf'\b{e}\b', tail))
        ret = ''
        r = tail.find('→')
        if r >= 0:
            ret = re.sub(r'\{.*$', '', tail[r + 1:]).strip()
        constraints += [c for c in split_top(where) if sugar(c) not in self.inherited]
        labels, types = [], []
        for p in params:
            p = strip_defaults(p).strip()
            if ':' not in p:
                continue
            head, t = p.split(':', 1)
            attrs = ' '.join(a for a in re.findall(r'@[A-Za-z_.]+', head) if 'Builder' in a)
            head = re.sub(r'@[A-Za-z_.]+(<[^>]*>)?(\([^)]*\))?', '', head).split()
            label = head[0] if head else '_'
            if self.kind == 'subscript':
                label = head[0] if len(head) > 1 else '_'
            builders = [MODULES.sub('', b) for b in attrs.split()]
            builders += [MODULES.sub('', b) for b in re.findall(r'@[A-Za-z_.]*Builder\b', t)]
            t = re.sub(r'@[A-Za-z_.]*Builder\s*', '', t)
            t = MODULES.sub('', t)

            def opaque(match):
                fresh = f'__some{len(types)}_{len(generics)}'
                constraints.append(f'{fresh}:{match.group(1)}')
                generics.append(fresh)
                return fresh

            t = re.sub(r'\bsome\s+([A-Za-z_][\w.]*(?:<[^<>]*>)?(?:\s*&\s*[A-Za-z_][\w.]*)*)',
                       opaque, t)
            t = sugar(t)
            labels.append(label)
            types.append(('@' + '@'.join(sorted(builders)) if builders else '') + self.self_type(t))
        plain_ret = self.self_type(sugar(ret)) if ret else ('' if self.kind.startswith('init') else '()')
        ret = self.self_type(sugar(ret), returned=True) if ret else plain_ret
        # Generic parameters renamed by first appearance, so that names and clause order do not
        # matter.
        order = []
        text = ' '.join(types + [ret] + constraints)
        for tok in re.findall(r'[A-Za-z_][A-Za-z_0-9]*', text):
            if tok in generics and tok not in order:
                order.append(tok)
        for g in generics:
            if g not in order:
                order.append(g)
        rename = {g: f'T{i}' for i, g in enumerate(order)}

        def renamed(s):
            return re.sub(r'(?<![.\w])[A-Za-z_][A-Za-z_0-9]*\b', lambda m: rename.get(m.group(0), m.group(0)), s)

        norm = set()
        for c in constraints:
            c = sugar(renamed(c))
            if not c or ('==' in c and c.split('==', 1)[0] == c.split('==', 1)[1]):
                continue
            if '==' in c:
                a, b = c.split('==', 1)
                norm.add('=='.join(sorted((a, b))))
            elif ':' in c:
                a, b = c.split(':', 1)
                for part in b.split('&'):
                    if part not in ('Sendable', 'SendableMetatype', 'Copyable', 'Escapable'):
                        norm.add(f'{a}:{part}')
        self.constraints = norm
        self.shape = (self.kind.rstrip('?!'), tuple(labels),
                      tuple(renamed(t) for t in types), renamed(ret), self.effects)
        self.alt_shape = self.shape[:3] + (renamed(plain_ret),) + self.shape[4:]

    def parse_var(self, rest):
        m = re.match(r'^\s*([^:\s]+)\s*:\s*(.*)$', rest)
        t, accessors = (m.group(2), '') if m else ('', '')
        a = re.search(r'\{([^}]*)\}\s*$', t)
        if a:
            accessors, t = a.group(1), t[:a.start()]
        t = strip_defaults(t)
        # A list states settability with accessors; a declaration of Cadence's without them is
        # stored: a `let` is read-only, a `var` settable.
        self.settable = ('set' in accessors) if accessors else (None if self.is_listed else not self.was_let)
        self.shape = ('var', self.self_type(sugar(t)))

    def parse_case(self, rest):
        m = re.match(r'^\s*[^(\s]+\s*(\(.*\))?', rest)
        payload = sugar(strip_defaults_all(m.group(1))) if m and m.group(1) else ''
        self.shape = ('case', payload)

    def parse_type(self, rest):
        rest = rest.strip()
        name = re.match(r'^[A-Za-z_0-9]*', rest).group(0)
        rest = rest[len(name):]
        arity = 0
        if rest.startswith('<'):
            end = balanced(rest, 0)
            arity = len(split_top(rest[1:end - 1]))
        # A struct and an enum look the same at a call site (a caseless enum, a builder's type,
        # is named, never made); a class does not.
        kind = {'enum': 'struct', 'actor': 'class'}.get(self.kind, self.kind)
        self.shape = (kind, arity)

    def describe(self):
        return repr(self.shape)


def same_constraints(want, ours):
    """SwiftUI's constraints all hold for Cadence's declaration (its own or its extension's), and
    Cadence adds none on the declaration's generic parameters. A list drops the constraints of
    the extension a declaration sits in, so an added constraint on the type's own parameters
    cannot be judged and is let pass."""
    if not want.constraints <= ours.constraints | ours.inherited:
        return False
    return all(not re.search(r'\bT\d+\b', c) for c in ours.constraints - want.constraints)


def strip_defaults_all(payload):
    inner = payload.strip()[1:-1]
    parts = []
    for p in split_top(inner):
        p = strip_defaults(p).strip()
        parts.append(re.sub(r'^[A-Za-z_]+\s*:\s*', lambda m: m.group(0).replace(' ', ''), p))
    return '(' + ','.join(parts) + ')'


WRAPPED = re.compile(r'@(Binding|ObservedObject)\b.*?\bvar (\w+): ([^{]+)')
PROJECTIONS = {'Binding': 'Binding<{}>', 'ObservedObject': 'ObservedObject<{}>.Wrapper'}


def symbol_keys(symbol, extended_module):
    path = symbol['pathComponents']
    kind = symbol['kind']['identifier']
    parent = path[:-1]
    last = path[-1]
    prefix = []
    if extended_module and parent:
        module = 'CoreFoundation' if extended_module == 'Foundation' and parent[0] in FOUNDATION_CG \
            else extended_module
        if module in ('Swift', 'CoreFoundation', 'Foundation'):
            prefix = [module]
    keys = {'.'.join(path)}
    sig = symbol.get('functionSignature') or {}
    names = [p['name'] for p in sig.get('parameters', [])]
    base = last.split('(')[0]
    if kind == 'swift.subscript' or kind.endswith('.op'):
        form = base.replace('<', '').replace('>', '') + '(' + ''.join(n + ':' for n in names) + ')'
        keys.add('.'.join(parent + [form]))
    if kind == 'swift.enum.case' and '(' in last:
        keys.add('.'.join(parent + [base]))
    if prefix:
        keys |= {'.'.join(prefix) + '.' + k for k in keys}
    return keys


def load_cadence(directory):
    """Key → declarations (with each one's parent), from every symbol graph in the folder."""
    decls = {}
    for path in sorted(glob.glob(f'{directory}/*.symbols.json')):
        name = path.split('/')[-1][:-len('.symbols.json')]
        extended = name.split('@')[1] if '@' in name else None
        graph = json.load(open(path))
        for s in graph['symbols']:
            if '::SYNTHESIZED::' in s['identifier']['precise']:
                continue
            decl = ''.join(f['spelling'] for f in s.get('declarationFragments', []))
            if s['kind']['identifier'] == 'swift.typealias' and len(s['pathComponents']) > 1 and '=' in decl:
                target = re.sub(r'\s+', '', decl.split('=', 1)[1])
                if '<' not in decl.split('=', 1)[0]:
                    ALIASES['.'.join(s['pathComponents'])] = target
            module = (s.get('swiftExtension') or {}).get('extendedModule') if extended else None
            inherited = []
            for c in (s.get('swiftExtension') or {}).get('constraints', []):
                op = ':' if c['kind'] == 'conformance' else '=='
                inherited.append(f"{c['lhs']}{op}{c['rhs']}")
            for k in symbol_keys(s, module or extended):
                decls.setdefault(k, []).append((decl, inherited))
            wrapped = WRAPPED.search(decl)
            if s['kind']['identifier'] == 'swift.property' and wrapped:
                # A wrapped property's projection (`$isOn`), which the list keys as `Parent.$`.
                wrapper, name, value = wrapped.groups()
                projection = PROJECTIONS[wrapper].format(value.strip())
                key = '.'.join(s['pathComponents'][:-1] + ['$'])
                decls.setdefault(key, []).append((f'var ${name}: {projection}', inherited))
    return decls


def main(argv):
    args = {'--list': []}
    i = 1
    while i < len(argv):
        if argv[i] == '--list':
            args['--list'].append(argv[i + 1])
            i += 2
        elif argv[i] == '--differences':
            args['--differences'] = {}
            try:
                for line in open(argv[i + 1]):
                    if line.strip() and not line.startswith('#'):
                        key, reason = (line.rstrip('\n').split('\t') + [''])[:2]
                        args['--differences'][key] = reason
            except FileNotFoundError:
                pass
            i += 2
        elif argv[i] == '--quiet':
            args['--quiet'] = True
            i += 1
        else:
            args[argv[i]] = argv[i + 1]
            i += 2
    cadence = load_cadence(args['--graphs'])
    missing, mismatches = [], []
    print('SwiftUI API coverage of Cadence (by parent, name and argument labels; '
          'signatures compared for each covered declaration):')
    for entry in args['--list']:
        name, path = entry.split('=', 1)
        before = len(REPAIRED)
        rows = read_list(path)
        repaired_here = REPAIRED[before:]
        kinds = {k: kind for k, kind, *_ in rows}
        have = [r for r in rows if r[0] in cadence]
        current = [r for r in rows if not r[2]]
        covered_current = [r for r in have if not r[2]]
        bad = []
        for key, kind, dep, decl in have:
            if not decl:
                continue
            parent = key.rsplit('.', 1)[0] if '.' in key else ''
            parent_is_type = kinds.get(parent, 'struct') not in ('protocol',)
            want = Signature(decl, parent, parent_is_type, is_listed=True)
            if want.kind == 'other':
                continue
            ours = [Signature(d, parent, parent_is_type, inh) for d, inh in cadence[key]]
            same = [o for o in ours if want.shape in (o.shape, getattr(o, 'alt_shape', None))
                    and same_constraints(want, o)
                    and (not want.states_static or o.static == want.static)
                    and (want.settable is None or o.settable == want.settable)]
            isolated = [o for o in same if want.isolation is None or o.isolation == want.isolation
                        or (want.isolation == 'nonisolated' and o.isolation is None)]
            if not same or not isolated:
                why = 'signature' if not same else 'isolation'
                bad.append((name, key, why, decl, [d for d, _ in cadence[key]]))
        deprecated = len(rows) - len(current)
        print(f'  {name}: {len(covered_current)}/{len(current)} '
              f'({100 * len(covered_current) / max(len(current), 1):.2f} %) not deprecated; '
              f'{len(have)}/{len(rows)} ({100 * len(have) / max(len(rows), 1):.2f} %) '
              f'with the {deprecated} deprecated')
        if repaired_here:
            print(f'  {name}: {len(repaired_here)} keys of the list read again from their '
                  f'declarations (labels split by a builder\'s generic arguments): '
                  + ', '.join(repaired_here))
        named = args.get('--differences', {})
        kept = [b for b in bad if b[1] in named]
        bad = [b for b in bad if b[1] not in named]
        iso = sum(1 for b in bad if b[2] == 'isolation')
        print(f'  {name}: {len(bad)} signature mismatches ({iso} of isolation) in {len(have)} '
              f'covered declarations, and {len(kept)} differences kept on purpose '
              '(Reference/signature-differences.tsv)')
        mismatches += bad
        missing += [(name, k, kind, dep) for k, kind, dep, _ in rows if k not in cadence]
    if '--missing' in args:
        with open(args['--missing'], 'w') as f:
            for name, k, kind, dep in missing:
                f.write(f"{name}\t{k}\t{kind}\t{'deprecated' if dep else ''}\n")
    if '--mismatches' in args:
        with open(args['--mismatches'], 'w') as f:
            for name, key, why, decl, ours in mismatches:
                f.write(f'{name}\t{key}\t{why}\n  SwiftUI: {decl}\n')
                for o in ours:
                    f.write(f'  Cadence: {o}\n')
    if '--quiet' not in args:
        for name, key, why, decl, ours in mismatches:
            print(f'mismatch ({why}) {name} {key}\n  SwiftUI: {decl}\n  Cadence: {ours[0]}'
                  + (f' (+{len(ours) - 1} overloads)' if len(ours) > 1 else ''))


if __name__ == '__main__':
    main(sys.argv)
