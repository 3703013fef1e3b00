"""Compares two runs of the same cases: additions made at once and all queued for the worker.

python3 Scripts/engine_fuzz/modes.py AT_ONCE.json QUEUED.json

The engine promises the same diagnostics, word for word (addresses aside), and the same
frames, except that after a conflict a frame that is no simple fraction of a point may
differ in its last bits: the two ways recover from a refusal at different moments, which can
leave the solver's rows in another order. Frames are therefore compared to 1e-9 of their
size. For the same reason, after a conflict, a layout the constraints do not fix (the runner
records `ambiguous` once a case has seen a conflict) may settle on another of its solutions:
such stages are counted, not judged. Exits 1 on any other difference.
"""
import json
import re
import sys


def normalised(message):
    message = re.sub(r'0x[0-9a-f]+', '0x', message)
    # The solver's own text names its variables by a counter of the process (v6025), which
    # the two ways advance differently (seed 99260 with --ics --guides --safe --rtl, case 202)
    head, sep, tail = message.partition('internal solver error')
    return head + sep + re.sub(r'\bv\d+\b', 'v', tail)


def close(a, b):
    return all(abs(x - y) <= 1e-9 * max(1.0, abs(x), abs(y)) for x, y in zip(a, b))


def main():
    at_once = json.load(open(sys.argv[1]))
    queued = json.load(open(sys.argv[2]))
    problems = []
    last_bits = 0
    ambiguous = 0
    if len(at_once) != len(queued):
        problems.append(f'{len(at_once)} cases against {len(queued)}')
    for a, q in zip(at_once, queued):
        if a['id'] != q['id'] or len(a['stages']) != len(q['stages']):
            problems.append(f"case {a['id']}: the runs differ in shape")
            continue
        for index, (sa, sq) in enumerate(zip(a['stages'], q['stages'])):
            where = f"case {a['id']} stage {index}"
            if [normalised(m) for m in sa['messages']] != [normalised(m) for m in sq['messages']]:
                problems.append(f'{where}: diagnostics differ')
            if sa['frames'] != sq['frames']:
                if all(close(fa, fq) for fa, fq in zip(sa['frames'], sq['frames'])) and len(sa['frames']) == len(sq['frames']):
                    last_bits += 1
                elif sa.get('ambiguous') or sq.get('ambiguous'):
                    ambiguous += 1
                else:
                    problems.append(f'{where}: frames differ')
    stages = sum(len(case['stages']) for case in at_once)
    print(f'{len(at_once)} cases, {stages} stages: {len(problems)} differences, '
          f'{last_bits} stages with frames apart in their last bits, '
          f'{ambiguous} ambiguous stages after a conflict apart')
    for problem in problems[:20]:
        print('  ' + problem)
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
