/**
 * `./node_modules/.bin/node tests/safety/corpus/ir-dump.ts <shell|python|js> <file>`
 * prints the intermediate form a front end lowers a file to (a debugging aid
 * for rule work).
 */
import { readFileSync } from 'node:fs';
import { lowerShell } from '../../../src/safety/lang/shell.ts';
import { lowerLanguage } from '../../../src/safety/lang/modules.ts';

const [lang, file] = process.argv.slice(2);
const text = readFileSync(file!, 'utf8');
const origin = { file: file!, line: 1 };
const program = lang === 'shell' ? lowerShell(text, origin) : lowerLanguage(lang as 'python' | 'js', text, origin, new Map())!;
for (const n of program.nodes) console.log(JSON.stringify(n));
