/** Test helper: a skill shipping one script, as published, through the whole analyzer. */
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

export function scriptReport(script: string, path = 'scripts/run.sh', body = 'Run the script.') {
  const files = { 'SKILL.md': `---\nname: s\ndescription: Sets up the workspace\n---\n${body}\n`, [path]: script };
  return analyzeComponent(kindByType('skills')!, { content: files['SKILL.md'], files });
}

/** The blocking rules a skill with this script gets, each once. */
export const blockingRules = (script: string, path?: string) => [...new Set(scriptReport(script, path).findings.filter((f) => f.severity === 'blocking').map((f) => f.rule))];

/** The findings of a skill whose SKILL.md (name, description, then `body`) is all it ships, as `severity rule` strings. */
export function skillFindings(body: string, description = 'Helps with the project', name = 's'): string[] {
  const content = `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`;
  return [...new Set(analyzeComponent(kindByType('skills')!, { content, files: { 'SKILL.md': content } }).findings.map((f) => `${f.severity} ${f.rule}`))];
}
