/**
 * Prints the figures of examples.txt: `./node_modules/.bin/node tests/safety/rules/evasion/measure.ts [--misses] [--held-out]`
 * (misses are listed for the development side only; the held-out third's
 * figure only when asked, so tuning never reads it by accident).
 */
import { printFigures } from '../example-figures.ts';
import { examples } from './examples.ts';

printFigures(examples(), process.argv.includes('--held-out') ? ['dev', 'held-out'] : ['dev'], process.argv.includes('--misses'));
