/** `npm run build [-- --strict]`: the Astro build of the catalog site and its JSON API. */
import { build } from 'astro';

const strict = process.argv.includes('--strict');
if (strict) process.env.TOOLSHED_STRICT = '1';
await build({ root: new URL('..', import.meta.url).pathname, logLevel: 'warn' });
