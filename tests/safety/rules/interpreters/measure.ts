/**
 * Prints the figures of examples.txt for the development and held-out
 * thirds: `./node_modules/.bin/node tests/safety/rules/interpreters/measure.ts [--misses]`
 * (misses are listed for the development side only).
 */
import { printFigures } from '../example-figures.ts';
import { examples } from './examples.ts';

printFigures(examples(), ['dev', 'held-out'], process.argv.includes('--misses'));
