/**
 * Pure: the shell commands a CI or hook configuration written in YAML runs (issue 36 item 4, every place something
 * runs): a GitHub Actions workflow's or composite action's `run:` steps, a GitLab CI job's `script`, `before_script`
 * and `after_script`, a pre-commit hook's `entry` of language `system` or `script`. Such a file shipped by a component
 * (`.github/workflows/…`, `….gitlab-ci.yml`, `.pre-commit-config.yaml`), or handed to the model in a ```yaml block to
 * write, runs on every push or commit with the repository's secrets: its commands are read by the shell front end as
 * a script's are. The configuration is told by its structure, not its name (a block has none). GitHub's expressions
 * are read as the variables they name (`${{ secrets.NPM_TOKEN }}` is `$NPM_TOKEN`); any other expression is a value
 * the runner fills in.
 */
import { parse } from 'yaml';

/** Files a CI service or a hook manager reads for commands. */
const CI_FILE = /(?:^|\/)(?:\.github\/workflows\/[^/]+|[^/]*\.gitlab-ci|\.pre-commit-config|\.pre-commit-hooks|action)\.ya?ml$/i;

export const isCiFile = (path: string): boolean => CI_FILE.test(path);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown, depth = 0): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) && depth < 4 ? v.flatMap((x) => strings(x, depth + 1)) : []);

/** `${{ secrets.NAME }}`, `${{ env.NAME }}`, `${{ vars.NAME }}`: the variable; any other expression: a value the runner gives. */
function expressionsRead(command: string): string {
  return command.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, e: string) => {
    const named = /^(?:secrets|env|vars)\.([A-Za-z_]\w*)$/.exec(e);
    return named ? `\${${named[1]}}` : '${CI_VALUE}';
  });
}

function stepsRuns(steps: unknown): string[] {
  return Array.isArray(steps) ? steps.flatMap((s) => (isRecord(s) && typeof s.run === 'string' ? [s.run] : [])) : [];
}

/** The commands of one YAML configuration, in the order written; none when it is not one or does not parse. */
export function ciCommands(text: string): string[] {
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: 50, logLevel: 'silent' });
  } catch {
    return [];
  }
  const out: string[] = [];
  // A pre-commit hooks list (`.pre-commit-hooks.yaml`) or a config's local hooks.
  const hooks = Array.isArray(doc) ? doc : isRecord(doc) && Array.isArray(doc.repos) ? doc.repos.flatMap((r) => (isRecord(r) && Array.isArray(r.hooks) ? r.hooks : [])) : [];
  for (const h of hooks) if (isRecord(h) && typeof h.entry === 'string' && (h.language === 'system' || h.language === 'script')) out.push(h.entry);
  if (!isRecord(doc)) return out;
  // GitHub Actions: a workflow's jobs' steps, a composite action's steps.
  if (isRecord(doc.jobs)) for (const job of Object.values(doc.jobs)) if (isRecord(job)) out.push(...stepsRuns(job.steps));
  if (isRecord(doc.runs)) out.push(...stepsRuns(doc.runs.steps));
  // GitLab CI: each job's scripts, and the defaults; one job's lines run in one shell, so they are read as one program.
  for (const job of [doc, ...Object.values(doc)]) {
    if (!isRecord(job)) continue;
    const lines = ['before_script', 'script', 'after_script'].flatMap((key) => strings(job[key]));
    if (lines.length) out.push(lines.join('\n'));
  }
  return out.map(expressionsRead);
}
