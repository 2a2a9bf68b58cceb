/**
 * Pure: what the installer says about the components it is about to install
 * and which of them it refuses. Each component is judged over the bytes it
 * downloaded and verified (never the catalog's own `safety`, which a lying
 * catalog could fake). A blocking finding is refused unless the user named
 * its rule with `--allow-risk <rule>`, even with `--yes`.
 */
import type { SafetyReport } from './report.ts';
import { RULES, RULE_IDS } from './rules.ts';
import { summarizeSafety } from './summary.ts';

/** The rules `--allow-risk` accepts: the blocking tier. */
export const ALLOWABLE_RULES = RULE_IDS.filter((id) => RULES[id].tier === 'blocking');

export interface Judged {
  /** `hook tools/lint-update`. */
  label: string;
  report: SafetyReport;
}

export interface Consent {
  /** The prompt's safety lines: one verdict per component, then each blocking finding. */
  lines: string[];
  /** Blocking rules no `--allow-risk` accepted, per component. */
  refused: Array<{ label: string; rules: string[] }>;
}

/** `line 9` for a single-file component's entry, else `file:line`. */
const where = (file: string, line: number) => (file === 'content' ? `line ${line}` : `${file}:${line}`);

export function consentFor(judged: readonly Judged[], allowRisk: readonly string[]): Consent {
  const lines: string[] = [];
  const refused: Consent['refused'] = [];
  for (const { label, report } of judged) {
    lines.push(`${label}: ${summarizeSafety(report)}`);
    const blocking = report.findings.filter((f) => f.severity === 'blocking');
    for (const f of blocking) lines.push(`  ${f.rule} at ${where(f.file, f.line)}${allowRisk.includes(f.rule) ? ' (allowed by --allow-risk)' : ''}: ${f.evidence}`);
    const rules = [...new Set(blocking.map((f) => f.rule))].filter((r) => !allowRisk.includes(r));
    if (rules.length) refused.push({ label, rules });
  }
  return { lines, refused };
}

/** The message when something is refused: which component, which rules, and the exact flags that would accept them. */
export function refusal(refused: Consent['refused']): string {
  const rules = [...new Set(refused.flatMap((r) => r.rules))];
  const what = refused.map((r) => `${r.label} (${r.rules.join(', ')})`).join('; ');
  return `blocked: ${what} ${refused.length === 1 ? 'has' : 'have'} a blocking safety finding; read it above, then rerun with ${rules.map((r) => `--allow-risk ${r}`).join(' ')} to install anyway (--yes alone is not enough)`;
}
