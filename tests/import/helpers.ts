/**
 * What the import suites share: a generated repository made a git repository
 * (so a commit is recorded), the run, and the comparison of an import's record
 * with what the generator says it must hold.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import type { ImportRecord } from '../../src/catalog/imports.ts';
import type { Expected } from '../../bench/import-source.ts';

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Make `dir` a repository with one commit of everything in it; returns the commit. */
export function commitAll(dir: string, message = 'import fixture'): string {
  if (spawnSync('git', ['rev-parse', '--git-dir'], { cwd: dir }).status !== 0) git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.email=t@example.invalid', '-c', 'user.name=test', 'commit', '-q', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

export const idOf = (c: { type: string; category: string; name: string }) => `${c.type}/${c.category}/${c.name}`;

/** The record lists exactly the components and the not-listed paths the generator decided, with matching reasons and notes. */
export function expectRecordMatches(record: ImportRecord, expected: Expected, prefix = ''): void {
  const withPrefix = (id: string) => {
    if (!prefix) return id;
    const [type, category, ...rest] = id.split('/');
    return [type, `${prefix}-${category}`, ...rest].join('/');
  };
  expect(record.components.map(idOf).sort()).toEqual([...expected.listed].map(withPrefix).sort());
  const reasons = new Map(record.notListed.map((n) => [n.path, n.reason]));
  expect([...reasons.keys()].sort()).toEqual([...expected.notListed.keys()].sort());
  const wrong: string[] = [];
  for (const [path, pattern] of expected.notListed) if (!pattern.test(reasons.get(path) ?? '')) wrong.push(`${path}: "${reasons.get(path)}" does not match ${pattern}`);
  const byId = new Map(record.components.map((c) => [idOf(c), c]));
  for (const [id, pattern] of expected.noted) {
    const notes = byId.get(withPrefix(id))?.notes ?? [];
    if (!notes.some((n) => pattern.test(n))) wrong.push(`${id}: no note matches ${pattern} in ${JSON.stringify(notes)}`);
  }
  expect(wrong).toEqual([]);
}
