/**
 * A scan's counted columns carry each line's ledger key and time, made on the thread that
 * read the line (src/transcripts/accounted-columns.ts): folded into a ledger they give what
 * `Ledger.add` gives line by line, with the same keys (message id and request id, else
 * the uuid, else `path:offset`) and the same times (a later, larger copy without a
 * timestamp keeps the earlier time; a timestamp that does not parse is no time; an empty
 * one too, and it still replaces the time before), through the packing a worker posts.
 */
import { describe, it, expect } from 'vitest';
import { ColumnsBuilder, forEachCounted, packColumns } from '../../src/transcripts/accounted-columns.ts';
import { Ledger } from '../../src/transcripts/ledger.ts';
import type { AssistantLine } from '../../src/transcripts/schemas.ts';

const PATH = '/p/projects/a/s1.jsonl';

function line(o: { id?: string; requestId?: string; uuid?: string; timestamp?: string | null; output: number; sidechain?: boolean; model?: string; fork?: string; usage?: boolean }): AssistantLine {
  return {
    type: 'assistant',
    ...(o.uuid !== undefined ? { uuid: o.uuid } : {}),
    ...(o.timestamp !== undefined ? { timestamp: o.timestamp } : {}),
    ...(o.requestId !== undefined ? { requestId: o.requestId } : {}),
    ...(o.fork !== undefined ? { requestSessionId: o.fork } : {}),
    isSidechain: o.sidechain ?? false,
    message: {
      ...(o.id !== undefined ? { id: o.id } : {}),
      model: o.model ?? 'claude-sonnet-4-5',
      content: [],
      ...(o.usage === false ? {} : { usage: { input_tokens: 3, output_tokens: o.output, cache_creation_input_tokens: 10, cache_read_input_tokens: 20, cache_creation: { ephemeral_5m_input_tokens: 4, ephemeral_1h_input_tokens: 6 } } }),
    },
  } as AssistantLine;
}

/** [line, byte offset] in file order. */
const LINES: Array<[AssistantLine, number]> = [
  [line({ id: 'msg_1', requestId: 'req_1', uuid: 'u1', timestamp: '2026-01-02T03:04:05.000Z', output: 5 }), 0],
  // A later copy with more output and no timestamp: its own record in the columns, the earlier time kept by the ledger.
  [line({ id: 'msg_1', requestId: 'req_1', uuid: 'u2', output: 9 }), 100],
  // A copy with less output: nothing changes, but it is on the main thread (sidechain false wins).
  [line({ id: 'msg_2', uuid: 'u3', timestamp: '2026-01-02T04:00:00.000Z', output: 7, sidechain: true }), 200],
  [line({ id: 'msg_2', uuid: 'u4', timestamp: '2026-01-02T05:00:00.000Z', output: 6 }), 300],
  // Larger with a timestamp: replaces counts and time.
  [line({ id: 'msg_2', uuid: 'u5', timestamp: '2026-01-02T06:00:00.000Z', output: 8 }), 400],
  // No message id: keyed by uuid; no id nor uuid: by path and offset.
  [line({ uuid: 'u6', timestamp: '2026-01-03T00:00:00.000Z', output: 4 }), 500],
  [line({ timestamp: '2026-01-03T01:00:00.000Z', output: 4 }), 600],
  [line({ timestamp: '2026-01-03T02:00:00.000Z', output: 2 }), 700],
  // A timestamp that does not parse, and an empty one (a string: it replaces the time before, with none).
  [line({ id: 'msg_3', timestamp: 'yesterday', output: 1 }), 800],
  [line({ id: 'msg_4', timestamp: '2026-01-04T00:00:00.000Z', output: 1 }), 900],
  [line({ id: 'msg_4', timestamp: '', output: 3 }), 1000],
  [line({ id: 'msg_5', timestamp: null, output: 1 }), 1100],
  // A fork's copy names its original session; a line without usage is not counted.
  [line({ id: 'msg_6', requestId: 'req_6', timestamp: '2026-01-05T00:00:00.000Z', output: 2, fork: 'original' }), 1200],
  [line({ id: 'msg_7', timestamp: '2026-01-05T00:00:00.000Z', output: 2, usage: false }), 1300],
];

const snapshot = (l: Ledger) => [...l.all()].map((m) => ({ ...m })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

describe('counted columns', () => {
  for (const packed of [false, true]) {
    it(`fold to what Ledger.add gives line by line (${packed ? 'packed as a worker posts them' : 'as built'})`, () => {
      const expected = new Ledger();
      for (const [l, offset] of LINES) expected.add(l.requestSessionId ?? 's1', l, `${PATH}:${offset}`);

      const b = new ColumnsBuilder();
      for (const [l, offset] of LINES) b.add(l, `${PATH}:${offset}`, offset);
      const cols = packed ? packColumns(b.done()) : b.done();
      if (packed) expect(typeof cols.strings).toBe('string');
      const got = new Ledger();
      const keys: string[] = [];
      forEachCounted(cols, (c) => {
        keys.push(c.key);
        got.addCountedAt(c.requestSessionId ?? 's1', c.key, c.counts, c.model, c.sidechain, c.timeMs);
      });

      expect(snapshot(got)).toEqual(snapshot(expected));
      expect(keys).toContain(`line:${PATH}:600`);
      expect(keys).toContain('line:u6');
      expect(keys).toContain('msg_1\u0000req_1');
      const byKey = new Map(snapshot(got).map((m) => [m.key, m]));
      expect(byKey.get('msg_1\u0000req_1')).toMatchObject({ timestamp: '2026-01-02T03:04:05.000Z', counts: { output: 9 } });
      expect(byKey.get('msg_2')).toMatchObject({ timestamp: '2026-01-02T06:00:00.000Z', sidechain: false, counts: { output: 8 } });
      expect(byKey.get('msg_3')!.timeMs).toBeNull();
      expect(byKey.get('msg_4')).toMatchObject({ timeMs: null, counts: { output: 3 } });
      expect(byKey.get('msg_6\u0000req_6')!.sessionId).toBe('original');
      expect(byKey.has('msg_7')).toBe(false);
    });
  }
});
