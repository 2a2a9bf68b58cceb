import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { z } from 'zod';

const DOCS_ROOT = process.env.DOCS_ROOT ?? join(process.cwd(), 'docs');

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

const server = new McpServer({ name: 'docs-search', version: '2.1.0' });

server.tool('search_docs', 'Full-text search over the project docs folder', { query: z.string().min(2) }, async ({ query }) => {
  const needle = query.toLowerCase();
  const hits: string[] = [];
  for await (const file of walk(DOCS_ROOT)) {
    const text = await readFile(file, 'utf8');
    text.split('\n').forEach((line, i) => {
      if (line.toLowerCase().includes(needle)) hits.push(`${relative(DOCS_ROOT, file)}:${i + 1}: ${line.trim()}`);
    });
    if (hits.length > 50) break;
  }
  return { content: [{ type: 'text', text: hits.join('\n') || 'no matches' }] };
});

server.tool('fetch_page', 'Fetch an external documentation page as text', { url: z.string().url() }, async ({ url }) => {
  const res = await fetch(url, { headers: { 'User-Agent': 'docs-search-mcp' } });
  const html = await res.text();
  return { content: [{ type: 'text', text: html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').slice(0, 20000) }] };
});

await server.connect(new StdioServerTransport());
