import { describe, it, expect } from 'vitest';
import { Ledger } from '../../src/transcripts/ledger.ts';
import { parseLine } from '../../src/transcripts/lines.ts';
import type { AssistantLine } from '../../src/transcripts/schemas.ts';

const line = (id: string, model: string, output: number, extra: object = {}) =>
  (parseLine(JSON.stringify({ type: 'assistant', requestId: `r-${id}`, timestamp: `2025-05-0${output % 9 || 1}T00:00:00.000Z`, message: { id, model, content: [], usage: { input_tokens: output * 2, output_tokens: output, cache_read_input_tokens: 7 } }, ...extra })) as { line: AssistantLine }).line;

describe('Ledger (column storage)', () => {
  it('keeps each message intact when sessions are removed and their slots reused', () => {
    const ledger = new Ledger();
    for (const [i, id] of ['a1', 'a2', 'a3'].entries()) ledger.add('A', line(id, 'claude-opus-4-1-20250805', i + 1), id);
    ledger.add('B', line('b1', 'claude-sonnet-4-5-20250929', 4), 'b1');
    ledger.add('B', line('b2', 'claude-haiku-4-5-20251001', 5, { isSidechain: true }), 'b2');
    const before = ledger.messagesOf('B');
    ledger.removeSession('A');
    expect(ledger.size).toBe(2);
    expect(ledger.messagesOf('A')).toEqual([]);
    // New messages take the freed slots; B must not change, and a1 is now new again.
    ledger.add('C', line('c1', 'claude-sonnet-4-5-20250929', 6), 'c1');
    expect(ledger.add('C', line('a1', 'claude-opus-4-1-20250805', 8), 'a1')).toBe('C');
    expect(ledger.messagesOf('B')).toEqual(before);
    expect(before.map((m) => [m.key, m.model, m.sidechain, m.counts.output, m.counts.input, m.counts.cacheRead])).toEqual([
      ['b1\u0000r-b1', 'claude-sonnet-4-5-20250929', false, 4, 8, 7],
      ['b2\u0000r-b2', 'claude-haiku-4-5-20251001', true, 5, 10, 7],
    ]);
    const c = ledger.messagesOf('C');
    expect(c.map((m) => [m.key, m.sessionId, m.model, m.counts.output, m.timestamp])).toEqual([
      ['c1\u0000r-c1', 'C', 'claude-sonnet-4-5-20250929', 6, '2025-05-06T00:00:00.000Z'],
      ['a1\u0000r-a1', 'C', 'claude-opus-4-1-20250805', 8, '2025-05-08T00:00:00.000Z'],
    ]);
    expect([...ledger.all()].map((m) => m.key).sort()).toEqual(['a1\u0000r-a1', 'b1\u0000r-b1', 'b2\u0000r-b2', 'c1\u0000r-c1']);
    // A later copy with more output updates the stored counts; a smaller one does not.
    expect(ledger.add('B', line('b1', 'claude-sonnet-4-5-20250929', 3), 'x')).toBeNull();
    expect(ledger.add('B', line('b1', 'claude-sonnet-4-5-20250929', 9), 'x')).toBe('B');
    expect(ledger.messagesOf('B')[0]!.counts.output).toBe(9);
    expect(before[0]!.counts.output).toBe(4); // handed-out objects are snapshots
  });

  it('exports a ledger that never lost a session (its columns copied whole) exactly as one that did (slot by slot)', () => {
    // Sessions interleaved, a message updated in place, one restored and grown: what a cold scan and a warm one build.
    const fill = (l: Ledger) => {
      for (const [i, [session, id]] of [['A', 'a1'], ['B', 'b1'], ['A', 'a2'], ['C', 'c1'], ['B', 'b2'], ['A', 'a3']].entries()) l.add(session!, line(id!, i % 2 ? 'claude-opus-4-1-20250805' : 'claude-sonnet-4-5-20250929', i + 1, { isSidechain: i === 4 }), id!);
      l.add('B', line('a2', 'claude-opus-4-1-20250805', 9), 'a2'); // credited to A, counts replaced
    };
    const whole = new Ledger();
    fill(whole);
    // The same live entries in the same order, after a session was removed (its slots left free: the slot-by-slot export).
    const other = new Ledger();
    other.add('X', line('x1', 'claude-sonnet-4-5-20250929', 3), 'x1'); // a model fill interns first: the same model ids
    fill(other);
    other.removeSession('X');
    expect(whole.exportState()).toEqual(other.exportState());
    // Restored, then grown: still exported whole, and equal to the same ledger built in one go.
    const restored = Ledger.fromState(whole.exportState());
    restored.add('D', line('d1', 'claude-sonnet-4-5-20250929', 4), 'd1');
    whole.add('D', line('d1', 'claude-sonnet-4-5-20250929', 4), 'd1');
    other.add('D', line('d1', 'claude-sonnet-4-5-20250929', 4), 'd1'); // takes X's free slot: exported in key order
    expect(restored.exportState()).toEqual(whole.exportState());
    expect(other.exportState()).toEqual(whole.exportState());
    expect(whole.exportState().sessions).toEqual(['A', 'B', 'C', 'D']);
  });
});
