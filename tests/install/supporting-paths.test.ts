/**
 * One rule for where a hook's supporting file may go (issue 18): whatever the
 * build accepts the installer accepts, and whatever the installer refuses the
 * build refuses, so `build --strict` cannot pass a hook that fails at install.
 */
import { describe, expect, it } from 'vitest';
import { readComponent } from '../../src/catalog/component.ts';
import { contentDigest } from '../../src/catalog/digest.ts';
import { kindByType } from '../../src/catalog/kinds.ts';
import { InstallError } from '../../src/install/errors.ts';
import { layoutOf } from '../../src/install/plan.ts';

const hooks = { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }] }] };

function hookJson(destination: string, source = 'guard.sh'): string {
  return JSON.stringify({ description: 'Guard', hooks, supportingFiles: [{ source, destination, executable: true }] });
}

function buildAccepts(destination: string, source = 'guard.sh'): boolean {
  return readComponent({
    kind: kindByType('hooks')!, category: 'safety', name: 'guard', source: 'hooks/safety/guard.json',
    entry: hookJson(destination, source), beside: { [source]: '#!/bin/sh\nexit 0\n' },
  }).ok;
}

function installerAccepts(destination: string, source = 'guard.sh'): boolean {
  const content = { content: hookJson(destination, source), files: { 'guard.json': hookJson(destination, source), [source]: '#!/bin/sh\nexit 0\n' } };
  try {
    layoutOf({ kind: kindByType('hooks')!, category: 'safety', name: 'guard', content, sha256: contentDigest(content) }, false);
    return true;
  } catch (error) {
    if (error instanceof InstallError) return false;
    throw error;
  }
}

describe('supporting-file paths', () => {
  const good = ['.claude/hooks/guard.sh', 'scripts/guard.sh', 'guard.sh'];
  const bad = ['a\\b', '.claude\\hooks\\guard.sh', '../guard.sh', '.claude/../../guard.sh', '/etc/guard.sh', 'C:/guard.sh', 'c:guard.sh', './guard.sh', 'a//b', '', 'a/\u0007b'];

  it.each(good)('build and installer both accept %j', (destination) => {
    expect(buildAccepts(destination)).toBe(true);
    expect(installerAccepts(destination)).toBe(true);
  });

  it.each(bad)('build and installer both refuse %j', (destination) => {
    expect(buildAccepts(destination)).toBe(false);
    expect(installerAccepts(destination)).toBe(false);
  });

  it.each(['../guard.sh', 'sub/guard.sh', 'a\\b'])('both refuse the source %j (a file name beside the JSON)', (source) => {
    expect(buildAccepts('.claude/hooks/guard.sh', source)).toBe(false);
    expect(installerAccepts('.claude/hooks/guard.sh', source)).toBe(false);
  });
});
