/**
 * A warm-up scan for `toolshed scan`'s startup snapshot (src/cli/scan-snapshot.ts): the snapshot's
 * build scans a few small components of the shapes people scan (a hook with its script, a skill
 * with shell and Python, an agent) before the heap is taken, so the scan's code has run once and
 * what it makes lazily exists: a user's first analysis in a fresh process otherwise runs it all
 * cold (docs/benchmarks.md, "scan"). V8 has no WebAssembly while it builds a snapshot, so the
 * warm-up runs without grammars (as if none were installed: the text rules' path, and everything
 * around the parsers); the scan's main function starts them, from grammar bytes inflated here
 * (keepGrammarBytes()) while their files are unchanged.
 *
 * The sample is written into a new folder of the snapshot's own cache folder and removed after;
 * its reports are dropped. The analyzer keeps nothing from one analysis that changes the next (a
 * catalog build runs hundreds in one process); the published package's test compares the reports
 * of the script and of the snapshot byte for byte.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { keepGrammarBytes, withoutGrammars } from '../safety/ir/grammars.ts';
import { run } from './scan.ts';

/** Small components, each of a common shape: paths under the sample folder and their text. */
const SAMPLE: Record<string, string> = {
  'hooks/tools/lint.json': `${JSON.stringify({ description: 'Lint edited files', supportingFiles: [{ source: 'lint.sh', destination: '.claude/hooks/lint.sh', executable: true }], hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: 'bash .claude/hooks/lint.sh' }] }] } }, null, 2)}\n`,
  'hooks/tools/lint.sh': '#!/usr/bin/env bash\nset -eu\npath=$(jq -r .tool_input.file_path)\n[ -f "$path" ] && npx --no-install eslint --fix "$path" || true\n',
  'skills/docs/summary/SKILL.md': '---\nname: summary\ndescription: Counts the words of a text file\nallowed-tools: Read, Bash\n---\nRun `bash scripts/count.sh <file>`:\n\n```bash\nbash scripts/count.sh notes.txt\n```\n',
  'skills/docs/summary/scripts/count.sh': '#!/bin/sh\nfor f in "$@"; do python3 "$(dirname "$0")/count.py" "$f"; done\n',
  'skills/docs/summary/scripts/count.py': 'import sys\n\nwith open(sys.argv[1], encoding="utf-8") as f:\n    print(len(f.read().split()))\n',
  'agents/review/reviewer.md': '---\nname: reviewer\ndescription: Reviews a change\ntools: Read, Grep\n---\nRead the diff with `git diff` and list what to fix.\n',
};

/** Scans the sample (written under `folder`, removed after) without grammars, every report dropped. */
export async function warmUp(folder: string): Promise<void> {
  try {
    for (const [path, text] of Object.entries(SAMPLE)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true, mode: 0o700 });
      writeFileSync(join(folder, path), text, { mode: 0o600 });
    }
    const paths = ['hooks/tools/lint.json', 'skills/docs/summary', 'agents/review/reviewer.md'];
    keepGrammarBytes();
    await withoutGrammars(async () => {
      for (const format of ['text', 'json']) await run({ argv: ['--format', format, ...paths], env: {}, cwd: folder, stdout: () => {}, stderr: () => {} });
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
