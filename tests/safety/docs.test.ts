/** docs/safety.md lists exactly the rule table's rules, each in the tier the table gives it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_IDS } from '../../src/safety/rules.ts';
import { ROOT } from '../helpers/paths.ts';

describe('docs/safety.md', () => {
  it('names every rule of src/safety/rules.ts in its tier, and no other', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'safety.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Rules and tiers'), doc.indexOf('## Code or documentation'));
    const blocking = section.slice(0, section.indexOf('Advisory —'));
    const advisory = section.slice(section.indexOf('Advisory —'));
    const named = (text: string) => [...new Set([...text.matchAll(/`([a-z]+(?:-[a-z]+)*)`/g)].map((m) => m[1]!))].filter((id) => id in RULES);
    expect(named(blocking).sort()).toEqual(RULE_IDS.filter((id) => RULES[id].tier === 'blocking').sort());
    expect(named(advisory).sort()).toEqual(RULE_IDS.filter((id) => RULES[id].tier === 'advisory').sort());
  });
});
