// A static HTTPS file server for tests/helpers/netns-https.ts, run inside a network namespace:
// node netns-https-server.mjs <root> <cert> <key> <ip> <port>. Prints "listening" when ready.
import { createServer } from 'node:https';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

const [root, cert, key, ip, port] = process.argv.slice(2);
const server = createServer({ cert: await readFile(cert), key: await readFile(key) }, async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'https://x').pathname));
  if (path.includes('..')) return res.writeHead(400).end();
  try {
    const body = await readFile(join(root, path));
    res.writeHead(200, { 'content-type': path.endsWith('.json') ? 'application/json' : path.endsWith('.zip') ? 'application/zip' : 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
  console.log(`${req.method} ${path} ${res.statusCode}`);
});
server.listen(Number(port), ip, () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
