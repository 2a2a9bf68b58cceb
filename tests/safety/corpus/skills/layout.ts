/**
 * One check of a skills batch's components, shared by the batches' tests
 * (skills2, skills3-wording): each laid out as the client reads it — JSON
 * that parses, a skill's SKILL.md and an agent with front matter naming
 * them, a plugin's manifest name, at least 8 lines in all.
 */
import { expect } from 'vitest';
import type { Sample } from './build.ts';

export function expectLaidOut(samples: Sample[]): void {
  for (const s of samples) {
    const files: Record<string, string> = { ...(s.published.files ?? {}) };
    for (const [path, text] of Object.entries(files)) if (path.endsWith('.json')) expect(() => JSON.parse(text), `${s.id} ${path}`).not.toThrow();
    if (s.kind === 'skills') expect(files['SKILL.md'], s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
    if (s.kind === 'mods') expect(JSON.parse(files['.claude-plugin/plugin.json']!).name, s.id).toMatch(/^[a-z0-9-]+$/);
    if (s.kind === 'agents') expect(s.published.content, s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
    expect(Object.values(files).concat(s.published.content).join('\n').split('\n').length, s.id).toBeGreaterThanOrEqual(8);
  }
}
