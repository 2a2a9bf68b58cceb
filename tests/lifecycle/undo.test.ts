/**
 * Taking merged values back by containment (src/install/merge.ts undoOps),
 * which update and remove share: the component's entries leave, what the user
 * or a later install put beside them stays, a placeholder the user filled in
 * is still the component's value.
 */
import { describe, expect, it } from 'vitest';
import { mergeServers, mergeSettings, undoOps } from '../../src/install/merge.ts';

describe('undoOps', () => {
  it('an older settings install taken back after a newer one added to the same permissions: only the older one\'s entries leave', () => {
    const first = mergeSettings({}, { permissions: { allow: ['Read(**)', 'Bash(npm test:*)'] } }, false);
    const second = mergeSettings(first.result, { permissions: { allow: ['Bash(git diff:*)'], deny: ['Read(./.env)'] } }, false);
    const { result, skipped } = undoOps(second.result, first.ops);
    expect(skipped).toEqual([]);
    expect(result).toEqual({ permissions: { allow: ['Bash(git diff:*)'], deny: ['Read(./.env)'] } });
  });

  it('a key of the component\'s value the user changed: the value is kept and reported', () => {
    const merged = mergeSettings({}, { env: { A: '1', B: '2' } }, false);
    const edited = { env: { A: '1', B: 'mine' } };
    const { result, skipped } = undoOps(edited, merged.ops);
    expect(skipped).toEqual(['env']);
    expect(result).toEqual(edited);
  });

  it('an MCP server whose placeholder the user filled in by hand is still the component\'s: it is taken back', () => {
    const merged = mergeServers({}, { time: { command: 'uvx', args: ['mcp-server-time', '--tz=<your-iana-timezone>'] } }, false);
    const filled = { mcpServers: { time: { command: 'uvx', args: ['mcp-server-time', '--tz=Europe/Berlin'] }, mine: { command: 'x' } } };
    const { result, skipped } = undoOps(filled, merged.ops);
    expect(skipped).toEqual([]);
    expect(result).toEqual({ mcpServers: { mine: { command: 'x' } } });
  });

  it('a server whose command the user changed is not the component\'s any more: kept and reported', () => {
    const merged = mergeServers({}, { time: { command: 'uvx', args: ['--tz=<zone>'] } }, false);
    const changed = { mcpServers: { time: { command: 'docker', args: ['--tz=UTC'] } } };
    expect(undoOps(changed, merged.ops)).toEqual({ result: changed, skipped: ['mcpServers.time'] });
  });
});
