/** Child-process entry for startLocalServer: the same host as `npm start`, without the build step. */
import { join } from 'node:path';
import { startHost } from '../../src/netlify-host/host.ts';
import { ROOT } from './paths.ts';

const host = await startHost({
  distDir: process.env.TOOLSHED_DIST ?? join(ROOT, 'dist'),
  functionsDir: join(ROOT, 'netlify', 'functions'),
  netlifyToml: join(ROOT, 'netlify.toml'),
  port: Number(process.env.PORT ?? 0),
});
console.log(`listening at ${host.url}`);
process.on('SIGTERM', () => host.close().then(() => process.exit(0)));
