/**
 * Pure: the shell blocks of one Markdown file as the one session the model runs them in. Each fenced shell
 * block the model acts on is read alone (units.ts), but it runs them one after another in the same shell: a
 * variable set in one block (`CURRENT=$(cat ~/.aws/credentials …)`) is what a later one sends
 * (`curl -d "$CURRENT" https://…`), a file one makes (`tar czf /tmp/s.tgz ~/.ssh`) what a later one uploads. When a
 * later block uses a variable an earlier one sets or names a file an earlier one names, the blocks are also
 * read together, each at its own lines (every other line blank), so the data flow crosses them and a finding
 * names the line it is on. Findings the blocks make alone are the same findings (one per rule, file and line).
 */
import type { CodeUnit } from './units.ts';
import { triggers } from './triggers.ts';

/** Names a block sets (`NAME=…`, `export NAME=…`, `read NAME`): a look before joining, the parser reads the session. */
const SETS = /^[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?([A-Za-z_]\w*)=/gm;

/** A file's path a block names (`/tmp/snap.tgz`, `~/out/report.json`, `./dump.sql`): a block may make what a later one sends. */
const PATH = /(?:~|\$HOME|\.{1,2})?\/[\w.-]+(?:\/[\w.-]+)*\.\w+|\/tmp\/[\w.-]+/g;

/** Whether some block uses a variable an earlier block sets, or names a file an earlier block names (made there, sent here). */
function continues(blocks: readonly CodeUnit[]): boolean {
  const set = new Set<string>();
  const paths = new Set<string>();
  for (const b of blocks) {
    for (const name of set) if (b.text.includes(`$${name}`) || b.text.includes(`\${${name}`)) return true;
    const named = [...b.text.matchAll(PATH)].map((m) => m[0]);
    if (named.some((p) => paths.has(p))) return true;
    for (const m of b.text.matchAll(SETS)) set.add(m[1]!);
    for (const p of named) paths.add(p);
  }
  return false;
}

/** The session unit of a file's shell blocks the model runs (`blocks` in file order), if a later one continues an earlier one. */
export function blockSession(blocks: readonly CodeUnit[]): CodeUnit | undefined {
  const run = blocks.filter((b) => b.lang === 'shell' && b.inCode && b.whole && b.markdown);
  if (run.length < 2 || !continues(run)) return undefined;
  const lines: string[] = [];
  for (const b of run) {
    while (lines.length < b.line - 1) lines.push('');
    lines.push(...b.text.split('\n'));
  }
  const text = lines.join('\n');
  const around = [...new Set(run.map((b) => b.markdown!.around))].join('\n');
  return { file: run[0]!.file, line: 1, text, lang: 'shell', inCode: true, whole: true, families: triggers(text), markdown: { around } };
}
