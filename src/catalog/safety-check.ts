/**
 * Pure: the catalog's side of the safety report. Every blocking finding is a
 * build warning (an error under `--strict`) unless the catalog source's
 * reviewed exceptions (src/safety/exceptions.ts) cover it for exactly these
 * bytes; the exceptions that apply are attached to the component's report,
 * so its page and its content document show them.
 */
import type { CatalogComponent } from './component.ts';
import type { CatalogProblem } from './load.ts';
import { SAFETY_EXCEPTIONS_FILE, SafetyExceptionsSchema, checkExceptions, type SafetyException } from '../safety/exceptions.ts';
import { findingPlace } from '../safety/summary.ts';

/** Problems found; `components` gain `safety.exceptions` where one applies. `text` is the file's content, if any. */
export function applySafetyExceptions(components: CatalogComponent[], text: string | undefined): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  let exceptions: SafetyException[] = [];
  if (text !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      parsed = undefined;
      problems.push({ file: SAFETY_EXCEPTIONS_FILE, message: `not valid JSON (${(error as Error).message}); no exception applies` });
    }
    if (parsed !== undefined) {
      const checked = SafetyExceptionsSchema.safeParse(parsed);
      if (checked.success) exceptions = checked.data.exceptions;
      else problems.push({ file: SAFETY_EXCEPTIONS_FILE, message: `${checked.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ')}; no exception applies` });
    }
  }
  const byComponent = new Map<string, SafetyException[]>();
  for (const e of exceptions) byComponent.set(e.component, [...(byComponent.get(e.component) ?? []), e]);
  const known = new Set<string>();
  for (const c of components) {
    const id = `${c.kind.type}/${c.category}/${c.name}`;
    known.add(id);
    const check = checkExceptions(c.safety, c.sha256, byComponent.get(id) ?? []);
    for (const rule of check.blocking) {
      const first = c.safety.findings.find((f) => f.rule === rule && f.severity === 'blocking')!;
      const at = first.file === 'content' ? `line ${first.line}` : findingPlace(first);
      problems.push({ file: c.source, message: `blocking safety finding ${rule} at ${at}: ${first.evidence} (accept it only with a reviewed exception in ${SAFETY_EXCEPTIONS_FILE})` });
    }
    for (const { exception, why } of check.stale) problems.push({ file: SAFETY_EXCEPTIONS_FILE, message: `${id} ${exception.rule}: ${why}` });
    if (check.applied.length) c.safety = { ...c.safety, exceptions: check.applied.map((e) => ({ rule: e.rule, reason: e.reason, reviewed: e.reviewed })) };
  }
  for (const id of byComponent.keys()) if (!known.has(id)) problems.push({ file: SAFETY_EXCEPTIONS_FILE, message: `${id}: no such component; remove the exception` });
  return problems;
}
