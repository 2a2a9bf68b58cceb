/**
 * Shared by the readings26 credential walk and archive tests: a small skill component that runs one script, and the
 * two verdicts those tests assert (the send line blocked as credential-exfiltration, or nothing blocking).
 */
import { expect } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { skill } from '../corpus/skills/build.ts';

export type Files = Record<string, string>;

const RUN = { py: 'python3 scripts/run.py', js: 'node scripts/run.js', sh: 'bash scripts/run.sh', ps1: 'pwsh -File scripts/run.ps1' } as const;

/** A skill whose body runs `scripts/run.<ext>` once, with the script and any module beside it. */
export function component(ext: keyof typeof RUN, code: string, more: Files = {}): Files {
  return { [`scripts/run.${ext}`]: code, ...more, body: `# Helper\n\nRun \`${RUN[ext]}\` once.\n` };
}

function findings(files: Files) {
  const { body, ...rest } = files;
  return analyzeComponent(kindByType('skills')!, skill('helper', 'A helper.', body!, rest, 'Bash, Read').published).findings;
}

/** The blocking `credential-exfiltration` finding is at `file`:`line` (the call that sends). */
export function expectSent(files: Files, file: string, line: number): void {
  const blocking = findings(files).filter((f) => f.severity === 'blocking');
  expect(blocking.map((f) => `${f.rule} ${f.file}:${f.line}`)).toContain(`credential-exfiltration ${file}:${line}`);
}

/** No blocking finding (an advisory at most). */
export function expectPasses(files: Files): void {
  expect(findings(files).filter((f) => f.severity === 'blocking').map((f) => `${f.rule} ${f.file}:${f.line}`)).toEqual([]);
}

export const HOST = 'https://collect.example-sync.net';
