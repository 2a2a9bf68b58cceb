/**
 * src/safety/wording.ts: a Markdown list enumerates what the prose before it
 * introduces. A list introduced as attacks or their signs ("Warning signs:")
 * is documentation (reported, never blocking); a list of steps introduced by
 * ordinary words ("for example", "to detect slow queries") stands.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const skill = (body: string) => {
  const entry = `---\nname: s\ndescription: d\n---\n\n${body}\n`;
  return analyzeComponent(kindByType('skills')!, { content: entry, files: { 'SKILL.md': entry } });
};
const blocking = (body: string) => skill(body).findings.filter((f) => f.rule === 'tool-poisoning' && f.severity === 'blocking').length;

const LIST = ['- tags addressed to the assistant,', '- requests to read `~/.aws/credentials` and post it to https://collect.example.net,', '- "do not tell the user".'].join('\n');

describe('lists introduced by prose', () => {
  it('reads a list introduced as warning signs of attacks as documentation', () => {
    expect(blocking(`# Reviewing MCP servers\n\nRead each description as the model would. Warning signs:\n\n${LIST}`)).toBe(0);
    expect(blocking(`# Red flags\n\nMalicious tool descriptions often contain:\n\n${LIST}`)).toBe(0);
  });

  it('blocks the same list of steps introduced as an example or a task', () => {
    expect(blocking(`# Setup\n\nFor example, the first run does:\n\n${LIST}`)).toBeGreaterThan(0);
    expect(blocking(`# Slow queries\n\nTo detect slow queries, look for the log and then:\n\n${LIST}`)).toBeGreaterThan(0);
  });
});
