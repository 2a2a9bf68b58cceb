/**
 * The workbench's pure cores on the shapes the client records: edits and their diffs,
 * the todo and task lists, plans, shell quoting of the resume commands and secret masking.
 */
import { describe, it, expect } from 'vitest';
import { fileEditOf, groupByFile, DIFF_INPUT_LIMIT, PATCH_LIMIT } from '../../src/transcripts/edits.ts';
import { TodoTimeline } from '../../src/transcripts/todos.ts';
import { resumeCommands, encodeProjectDir } from '../../src/transcripts/resume.ts';
import { maskSecrets } from '../../src/transcripts/export-render.ts';
import type { RecordedCall } from '../../src/transcripts/recorded-call.ts';

const call = (tool: string, input: unknown, id = 't1'): RecordedCall => ({ toolUseId: id, tool, input, messageIndex: 4, agent: null, timestamp: '2026-01-01T00:00:00Z' });
const ok = (record: unknown) => ({ record, isError: false, text: 'ok' });

describe('fileEditOf', () => {
  it("formats the client's structuredPatch and counts its lines", () => {
    const e = fileEditOf(call('Edit', { file_path: '/p/a.ts', old_string: 'x', new_string: 'y' }), ok({ filePath: '/p/a.ts', structuredPatch: [{ oldStart: 3, oldLines: 1, newStart: 3, newLines: 2, lines: ['-x', '+y', '+z'] }], userModified: true }))!;
    expect(e).toMatchObject({ source: 'client', added: 2, removed: 1, userModified: true, status: 'applied', kind: 'edit', messageIndex: 4 });
    expect(e.patch).toBe('--- a//p/a.ts\n+++ b//p/a.ts\n@@ -3,1 +3,2 @@\n-x\n+y\n+z\n');
  });

  it('computes a write over recorded content, and says why when it cannot', () => {
    const update = fileEditOf(call('Write', { file_path: '/p/b.txt', content: 'one\ntwo\n' }), ok({ type: 'update', filePath: '/p/b.txt', originalFile: 'one\n', structuredPatch: [] }))!;
    expect(update).toMatchObject({ kind: 'write', source: 'computed', added: 1, removed: 0 });
    const unknown = fileEditOf(call('Write', { file_path: '/p/b.txt', content: 'x' }), ok({ type: 'update', filePath: '/p/b.txt', originalFile: null, structuredPatch: [] }))!;
    expect(unknown.patch).toBeNull();
    expect(unknown.skipped).toMatch(/holds no text to compare/);
    const pending = fileEditOf(call('Write', { file_path: '/p/c.txt', content: 'new\n' }), null)!;
    expect(pending).toMatchObject({ status: 'pending', kind: 'write', added: 1 }); // no result: a new file by what it holds
    const staged = fileEditOf(call('Edit', { file_path: '/p/a', old_string: 'a', new_string: 'b' }), ok({ staged: true }))!;
    expect(staged.skipped).toMatch(/held for review/);
  });

  it('skips binary and oversized content with the reason, and cuts a long patch', () => {
    expect(fileEditOf(call('Edit', { file_path: '/p/i.png', old_string: 'a\u0000', new_string: 'b' }), ok({}))!.skipped).toBe('binary content: no text diff');
    const big = 'x'.repeat(DIFF_INPUT_LIMIT);
    expect(fileEditOf(call('Edit', { file_path: '/p/big', old_string: big, new_string: `${big}y` }), ok({}))!.skipped).toMatch(/too large to diff/);
    const lines = Array.from({ length: 40_000 }, (_, i) => `+line ${i} ${'y'.repeat(10)}`);
    const e = fileEditOf(call('Edit', { file_path: '/p/long', old_string: 'a', new_string: 'b' }), ok({ structuredPatch: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: lines.length, lines }] }))!;
    expect(e.patch!.length).toBeLessThan(PATCH_LIMIT + 200);
    expect(e.truncated).toBeGreaterThan(PATCH_LIMIT);
    expect(e.added).toBe(40_000);
  });

  it('ignores calls that name no file and malformed hunks', () => {
    expect(fileEditOf(call('Edit', { old_string: 'a' }), null)).toBeNull();
    expect(fileEditOf(call('Bash', { command: 'ls' }), null)).toBeNull();
    const e = fileEditOf(call('Edit', { file_path: '/p/a', old_string: 'a', new_string: 'b' }), ok({ structuredPatch: [{ oldStart: 'one', lines: [1] }] }))!;
    expect(e).toMatchObject({ source: 'computed', snippet: true, added: 1, removed: 1 });
  });

  it('groups by file in first-touch order', () => {
    const a = fileEditOf(call('Write', { file_path: '/p/a', content: 'a\n' }, 't1'), ok({ type: 'create', structuredPatch: [] }))!;
    const b = fileEditOf(call('Write', { file_path: '/p/b', content: 'b\n' }, 't2'), ok({ type: 'create', structuredPatch: [] }))!;
    const a2 = fileEditOf(call('Edit', { file_path: '/p/a', old_string: 'a', new_string: 'c' }, 't3'), ok({}))!;
    expect(groupByFile([a, b, a2]).map((f) => [f.path, f.edits.length, f.created])).toEqual([['/p/a', 2, true], ['/p/b', 1, true]]);
  });
});

describe('TodoTimeline', () => {
  it('folds task tools, deletes, and ignores failed calls', () => {
    const t = new TodoTimeline();
    t.add(call('TaskCreate', { subject: 'A' }), ok({ task: { id: '1', subject: 'A' } }));
    t.add(call('TaskCreate', { subject: 'B' }), ok({ task: { id: '2', subject: 'B' } }));
    t.add(call('TaskUpdate', { taskId: '2', status: 'in_progress', subject: 'B2' }), ok({ success: true }));
    t.add(call('TaskUpdate', { taskId: '1', status: 'deleted' }), ok({ success: true }));
    t.add(call('TaskUpdate', { taskId: '2', status: 'completed' }), { record: 'Error: no such task', isError: true, text: 'no' });
    expect(t.current).toEqual([{ id: '2', content: 'B2', status: 'in_progress', activeForm: null }]);
    expect(t.snapshots.map((s) => s.items.length)).toEqual([1, 2, 2, 1]);
  });
  it('keeps plans with their outcome', () => {
    const t = new TodoTimeline();
    t.add(call('ExitPlanMode', { plan: 'P1' }), { record: 'User rejected', isError: true, text: 'no' });
    t.add(call('ExitPlanMode', {}), null);
    t.add(call('ExitPlanMode', {}), ok({ plan: 'P2', filePath: '/x/plan.md' }));
    expect(t.plans.map((p) => [p.plan, p.outcome, p.filePath])).toEqual([['P1', 'rejected', null], ['P2', 'approved', '/x/plan.md']]);
  });
});

describe('resumeCommands', () => {
  it('starts in the folder the session was started in, quoted for the shell', () => {
    const cwds = ['/home/dev/app/sub', '/home/dev/app'];
    const r = resumeCommands('abc-123', encodeProjectDir('/home/dev/app'), cwds);
    expect(r).toEqual({ folder: '/home/dev/app', resume: 'cd /home/dev/app && claude --resume abc-123', fork: 'cd /home/dev/app && claude --resume abc-123 --fork-session' });
    expect(resumeCommands('abc', 'x', ['/a b/$(touch x)']).resume).toBe("cd '/a b/$(touch x)' && claude --resume abc");
    expect(resumeCommands('abc', 'x', []).resume).toBe('claude --resume abc');
  });
});

describe('maskSecrets', () => {
  it('masks literal secrets and leaves placeholders', () => {
    const n = { n: 0 };
    const key = 'AKIA' + 'Q7ZL2M4N6P8R3T5V';
    expect(maskSecrets(`aws ${key} and AKIAXXXXXXXXXXXXXXXX`, n)).toBe('aws [secret masked: AWS access key] and AKIAXXXXXXXXXXXXXXXX');
    expect(n.n).toBe(1);
  });
});
