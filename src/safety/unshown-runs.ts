/**
 * Pure: code the component runs but does not show. A command in Markdown the model acts on that runs a file
 * of the component by its relative path (`./setup-ci.sh`, `bin/setup`, `bash scripts/x.sh`,
 * `python3 tools/group.pyc`, `java -jar lib/migrator.jar`, `source toolchain-env.sh`) runs whatever that file
 * holds. When the file is compiled or binary, nothing in it can be checked; when it is not in the component at
 * all while the text calls it the skill's own ("the bundled setup script", "the companion scripts", "ships
 * with this skill"), what runs is whatever arrives later under that name. Either way "checked before it runs"
 * cannot hold: it blocks. A file that is not there and is not said to be the skill's (a project's own
 * `./gradlew`, a README's `./configure`) is the user's project: an advisory that names it.
 */
import type { Collector } from './analyze.ts';
import { program } from './ir/program.ts';
import { constantText, type Node } from './ir/types.ts';
import { lowerShell } from './lang/shell.ts';
import { evidence } from './text.ts';
import type { Scan } from './units.ts';

/** Compiled code and binaries by name (code.ts reports each as unreadable). */
const COMPILED = /\.(?:pyc|pyo|so|dylib|dll|exe|class|jar|wasm|node|o|a|bin|elc|beam)$/i;
/** A script's or compiled program's name, by what it ends with. */
const SCRIPT = /\.(?:sh|bash|zsh|py|pyc|pyw|js|mjs|cjs|ts|mts|rb|pl|php|ps1|r|lua|jar)$/i;
/** Programs that run the file their first operand names. */
const RUNNERS = /^(?:bash|sh|zsh|dash|ksh|source|\.|python[0-9.]*|node|deno|bun|ruby|perl|php|pwsh|powershell|Rscript|tsx|ts-node)$/;
/** The text calls the files it runs its own: a definite one (`the bundled setup script`); `a bundled script` talks of any. */
const OWN = /\b(?:the|this|our|its)\s+(?:bundled|companion|included|accompanying)\s+(?:[\w-]+\s+){0,2}?(?:scripts?|binar(?:y|ies)|helpers?|executables?|programs?|setup|installer|tool|cli|formatter)\b|\b(?:ships?|shipped|included|packaged|bundled)\s+with\s+(?:this|the)\s+skill\b|\b(?:this|the)\s+skill'?s\s+(?:own\s+)?(?:scripts?|binar(?:y|ies)|helpers?)\b/i;
/** A cheap look before lowering: a relative path run, or a runner with an operand. */
const MAY_RUN = /(?:^|[\s;&|(`])(?:\.\/[\w.-]|(?:bash|sh|source|\.|python3?|node|ruby|perl|java)\s+(?:-\S+\s+)*[\w.-]+\/?[\w./-]*\.\w+|[\w-]+\/[\w./-]+\s)/m;

/** The relative path a call runs, if it runs a file by one. */
function runPath(call: Extract<Node, { kind: 'call' }>): string | undefined {
  const { name, args, callee } = program(call);
  const words = [callee, ...args].map((w) => constantText(w));
  const first = words[0];
  if (first === undefined) return undefined;
  const relative = (p: string | undefined) => p !== undefined && !p.startsWith('/') && !p.startsWith('~') && !p.startsWith('$') && !p.startsWith('-') && (p.startsWith('./') || p.includes('/') || /\.\w{1,4}$/.test(p)) && !/^https?:/.test(p);
  if ((first.startsWith('./') || (first.includes('/') && relative(first))) && relative(first)) return first;
  const base = (name ?? first).split('/').pop()!;
  if (base === 'java') {
    const jar = words.findIndex((w) => w === '-jar');
    return jar > 0 && relative(words[jar + 1]) ? words[jar + 1] : undefined;
  }
  if (!RUNNERS.test(base)) return undefined;
  const operand = words.slice(1).find((w) => w === undefined || !w.startsWith('-'));
  // What a runner runs is a script: a data file after it is an option's value (`node --experimental-sea-config sea-config.json`).
  if (operand !== undefined && /\.\w+$/.test(operand) && !SCRIPT.test(operand)) return undefined;
  // `python3 -m pkg`, `bash -c '…'`: no file of the component.
  if (words.slice(1).some((w) => w === '-m' || w === '-c' || w === '-e')) return undefined;
  return relative(operand) ? operand : undefined;
}

function calls(nodes: readonly Node[], out: Array<Extract<Node, { kind: 'call' }>> = []): Array<Extract<Node, { kind: 'call' }>> {
  for (const n of nodes) {
    if (n.kind === 'call') out.push(n);
    else if (n.kind === 'func') calls(n.body, out);
  }
  return out;
}

/** Files of the component a Markdown command runs that are compiled, or missing while the text calls them its own. */
export function unshownRunFindings(scan: Scan, collector: Collector): void {
  const texts = new Map(scan.files.map((f) => [f.file, f.text]));
  const own = new Map(scan.markdown.map((m) => [m.file, OWN.test(m.text)]));
  const reported = new Set<string>();
  for (const unit of scan.code) {
    if (!unit.markdown || !unit.inCode || unit.lang !== 'shell' || !MAY_RUN.test(unit.text)) continue;
    const folder = unit.file.includes('/') ? unit.file.slice(0, unit.file.lastIndexOf('/') + 1) : '';
    // A placeholder of documentation (`--since <tag>`) is a word to fill in, not a redirection: the same length, so lines hold.
    const text = unit.text.replace(/<([A-Za-z][\w-]*)>/g, (m, w: string) => `_${w}_`);
    // After `cd` into another folder (a clone, the user's project), a relative path names a file there, not the component's.
    let elsewhere = false;
    for (const call of calls(lowerShell(text, { file: unit.file, line: unit.line }).nodes)) {
      const { name, args } = program(call);
      // A folder named by a variable (`$CLAUDE_PLUGIN_ROOT`, `$(dirname "$0")`) may be the skill's own: its files stay checked.
      const into = name === 'cd' || name === 'pushd' ? constantText(args[0] ?? { parts: [] }) : undefined;
      if (into !== undefined && !/^\.\/?$/.test(into) && !/skill|plugin/i.test(into)) elsewhere = true;
      if (elsewhere) continue;
      const path = runPath(call);
      // Each file once per Markdown file: the first command that runs it says enough.
      if (path === undefined || reported.has(`${unit.file}\0${path}`)) continue;
      reported.add(`${unit.file}\0${path}`);
      const file = `${folder}${path.replace(/^(?:\.\/)+/, '')}`;
      const held = texts.get(file);
      const line = call.origin.line;
      if (held !== undefined) {
        if (COMPILED.test(file) || held.slice(0, 8192).includes('\0')) collector.add('runs-unshown', unit.file, line, evidence(`runs ${path}, a compiled or binary file of the component that cannot be read`), true);
        continue;
      }
      const claimed = own.get(unit.file) ?? false;
      collector.add('runs-unshown', unit.file, line, evidence(claimed ? `runs ${path}, which the text calls its own but the component does not contain` : `runs ${path}, not in the component (the user's project's own file?)`), true, !claimed);
    }
  }
}
