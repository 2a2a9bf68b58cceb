/**
 * A warm-up scan for `toolshed scan`'s startup snapshot (src/cli/scan-snapshot.ts): the snapshot's
 * build scans a few small components of the shapes people scan (a hook with its script, a skill
 * with shell and Python, an agent) before the heap is taken, so the scan's code has run once and
 * what it makes lazily exists: a user's first analysis in a fresh process otherwise runs it all
 * cold (docs/benchmarks.md, "scan"). V8 has no WebAssembly while it builds a snapshot, so the
 * warm-up runs without grammars; the sample's trees, recorded just before by a process that has them
 * (recordWarmTrees(), run by the snapshot's build), stand in for the parser (ir/tree-record.ts), so
 * the front ends and the program rules run too. Without them (a recording that failed) the warm-up is
 * as if no grammar were installed. The scan's main function starts the grammars, from bytes
 * inflated here (keepGrammarBytes()) while their files are unchanged.
 *
 * The sample is written into a new folder of the snapshot's own cache folder and removed after;
 * its reports are dropped. The analyzer keeps nothing from one analysis that changes the next (a
 * catalog build runs hundreds in one process); the published package's test compares the reports
 * of the script and of the snapshot byte for byte.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { keepGrammarBytes, recordParses, startGrammars, withoutGrammars, type RecordedParses } from '../safety/ir/grammars.ts';
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

const PATHS = ['hooks/tools/lint.json', 'skills/docs/summary', 'agents/review/reviewer.md'];

function writeSample(folder: string): void {
  for (const [path, text] of Object.entries(SAMPLE)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true, mode: 0o700 });
    writeFileSync(join(folder, path), text, { mode: 0o600 });
  }
}

const scanSample = (folder: string, format: string) => run({ argv: ['--format', format, ...PATHS], env: {}, cwd: folder, stdout: () => {}, stderr: () => {} });

/** Scans the sample (written under `folder`, removed after) with the grammars, and writes the trees it parsed to `out` (JSON). */
export async function recordWarmTrees(folder: string, out: string): Promise<void> {
  try {
    writeSample(folder);
    await startGrammars();
    const trees = await recordParses(() => scanSample(folder, 'json'));
    writeFileSync(out, JSON.stringify(trees), { mode: 0o600 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The trees recordWarmTrees() wrote, if it did. */
function recorded(file: string | undefined): RecordedParses | undefined {
  try {
    return file ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedParses) : undefined;
  } catch {
    return undefined;
  }
}

/** Scans the sample (written under `folder`, removed after) without grammars, the recorded trees in `trees` standing in for them; every report dropped. */
export async function warmUp(folder: string, trees?: string): Promise<void> {
  try {
    writeSample(folder);
    keepGrammarBytes();
    const scanBoth = async () => {
      for (const format of ['text', 'json']) await scanSample(folder, format);
    };
    const standIns = recorded(trees);
    // Stand-ins the front ends cannot read only cost the warm-up its worth: then it runs as if no grammar were installed.
    await withoutGrammars(scanBoth, standIns).catch((error: unknown) => {
      if (!standIns) throw error;
      return withoutGrammars(scanBoth);
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
