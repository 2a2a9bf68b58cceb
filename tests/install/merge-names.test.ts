/**
 * Keys are keys (issue 37, item 5): a settings key, an MCP server or a hook
 * event named like an Object.prototype member (`__proto__`, `toString`,
 * `constructor`) is merged, written and taken back as an own entry, never
 * read from or written to the prototype.
 */
import { describe, expect, it } from 'vitest';
import { mergeServers, mergeSettings, undoOps } from '../../src/install/merge.ts';

const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('merging names that are Object.prototype members', () => {
  it('a settings key __proto__ stays an own key; toString and constructor are new keys, not the built-ins', () => {
    const incoming = parse('{"__proto__": {"polluted": true}, "toString": "x", "constructor": {"a": 1}, "model": "opus"}');
    const { result, ops, conflicts } = mergeSettings({}, incoming, false);
    expect(conflicts).toEqual([]);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result).sort()).toEqual(['__proto__', 'constructor', 'model', 'toString']);
    expect(JSON.parse(JSON.stringify(result))).toEqual(incoming);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(undoOps(result, ops).result).toEqual({});
  });

  it('an MCP server named toString is added, and one named __proto__ is compared with the user\'s own entry only', () => {
    const existing = parse('{"mcpServers": {"__proto__": {"command": "mine"}}}');
    const { result, conflicts } = mergeServers(existing, parse('{"toString": {"command": "a"}, "__proto__": {"command": "theirs"}}'), false);
    expect(conflicts).toEqual(['mcpServers.__proto__ (a server of that name exists with another configuration)']);
    const servers = result.mcpServers as Record<string, unknown>;
    expect(Object.hasOwn(servers, 'toString')).toBe(true);
    expect(JSON.parse(JSON.stringify(servers))).toEqual(parse('{"__proto__": {"command": "mine"}, "toString": {"command": "a"}}'));
  });
});
