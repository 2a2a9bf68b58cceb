/**
 * The Messages API stand-in's own rules (no client needed): which scripted
 * turn it plays, and the shape of what it streams.
 */
import { describe, expect, it } from 'vitest';
import { nextStep, scriptMarker, startStandIn, usageFor } from '../helpers/claude-api.ts';

const script = { steps: [{ tool: 'Bash', input: { command: 'ls' } }, { text: 'middle' }], final: 'end' };

describe('the Messages API stand-in', () => {
  it('plays the step after the assistant turns that follow the last scripted user text', () => {
    const prompt = { role: 'user', content: [{ type: 'text', text: `go ${scriptMarker(script)}` }] };
    expect(nextStep([prompt])?.index).toBe(0);
    const turn = { role: 'assistant', content: [{ type: 'tool_use' }] };
    const result = { role: 'user', content: [{ type: 'tool_result' }] };
    expect(nextStep([prompt, turn, result])?.index).toBe(1);
    expect(nextStep([prompt, turn, result, turn, result])).toEqual({ script, index: 2 });
    expect(nextStep([{ role: 'user', content: 'no script here' }])).toBeUndefined();
    // A later prompt with its own script (a --continue) starts over.
    const next = { role: 'user', content: `again ${scriptMarker({ steps: [] })}` };
    expect(nextStep([prompt, turn, result, next])).toEqual({ script: { steps: [] }, index: 0 });
  });

  it('streams message_start … message_stop with usage and a request-id, and records what it sent', async () => {
    const api = await startStandIn();
    try {
      const res = await fetch(`${api.url}/v1/messages?beta=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'claude-haiku-4-5', stream: true, messages: [{ role: 'user', content: `hi ${scriptMarker(script)}` }] }),
      });
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      expect(res.headers.get('request-id')).toBe('req_standin_0001');
      const events = (await res.text()).split('\n\n').filter(Boolean).map((chunk) => JSON.parse(chunk.split('\ndata: ')[1]!));
      expect(events.map((e) => e.type)).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
      expect(events[1].content_block).toMatchObject({ type: 'tool_use', name: 'Bash' });
      expect(JSON.parse(events[2].delta.partial_json)).toEqual({ command: 'ls' });
      expect(events[4].delta.stop_reason).toBe('tool_use');
      expect(events[4].usage).toEqual(usageFor(1));
      expect(api.sent).toMatchObject([{ id: 'msg_standin_0001', model: 'claude-haiku-4-5', scripted: true, kind: 'tool_use' }]);
      expect((await fetch(`${api.url}/v1/other`, { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
