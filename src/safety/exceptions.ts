/**
 * Pure: the catalog's reviewed exceptions (`safety-exceptions.json` at the
 * root of the catalog source, docs/safety.md). A maintainer who has read a
 * component and accepts one of its blocking findings records the component,
 * the rule, the sha256 of the bytes reviewed and why. `build --strict` then
 * lets that finding through, and the component page shows the reason. An
 * exception covers exactly the reviewed bytes: once the component changes,
 * its sha256 differs and the finding blocks the strict build again.
 */
import { z } from 'zod';
import type { SafetyReport } from './report.ts';
import { RULES, type RuleId } from './rules.ts';

export const SAFETY_EXCEPTIONS_FILE = 'safety-exceptions.json';

const RuleSchema = z.string().refine((r): r is RuleId => r in RULES && RULES[r as RuleId].tier === 'blocking', 'not a blocking rule (see docs/safety.md)');

export const SafetyExceptionSchema = z.strictObject({
  /** `{type}/{category}/{name}`, as in the component's address: `hooks/security/guard`. */
  component: z.string().regex(/^[a-z]+\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/, 'expected {type}/{category}/{name}'),
  rule: RuleSchema,
  /** The component's sha256 when it was reviewed (its `sha256` in /components/{type}.json). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'expected the 64 hex digits of the reviewed sha256'),
  /** Why the finding is accepted: shown on the component page. */
  reason: z.string().trim().min(10, 'say why the finding is accepted (at least 10 characters)').max(500),
  /** Who reviewed it, and when (free text). */
  reviewed: z.string().trim().min(1).max(200),
});
export type SafetyException = z.infer<typeof SafetyExceptionSchema>;

export const SafetyExceptionsSchema = z.strictObject({ exceptions: z.array(SafetyExceptionSchema) });

export interface ExceptionCheck {
  /** Blocking rules of the report no exception covers. */
  blocking: string[];
  /** The exceptions that apply to these bytes and cover one of its blocking findings. */
  applied: SafetyException[];
  /** Exceptions for this component that no longer apply, with why. */
  stale: Array<{ exception: SafetyException; why: string }>;
}

/** Which of a component's blocking findings its exceptions cover. */
export function checkExceptions(report: Pick<SafetyReport, 'findings'>, sha256: string, exceptions: readonly SafetyException[]): ExceptionCheck {
  const rules = [...new Set(report.findings.filter((f) => f.severity === 'blocking').map((f) => f.rule))];
  const applied: SafetyException[] = [];
  const stale: ExceptionCheck['stale'] = [];
  for (const e of exceptions) {
    if (e.sha256 !== sha256) stale.push({ exception: e, why: `reviewed at sha256 ${e.sha256.slice(0, 12)}…, the component is now ${sha256.slice(0, 12)}…: review it again` });
    else if (!rules.includes(e.rule)) stale.push({ exception: e, why: `the component has no blocking ${e.rule} finding any more: remove the exception` });
    else applied.push(e);
  }
  return { blocking: rules.filter((r) => !applied.some((e) => e.rule === r)), applied, stale };
}
