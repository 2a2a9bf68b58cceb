import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const baseUrl = process.env.JIRA_BASE_URL ?? 'https://acme.atlassian.net';
const auth = Buffer.from(`${process.env.JIRA_EMAIL}:${process.env.JIRA_API_TOKEN}`).toString('base64');

async function jira(path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(`/rest/api/3${path}`, baseUrl), {
    ...init,
    headers: { Authorization: `Basic ${auth}`, Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`Jira ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const server = new McpServer({ name: 'jira-lite', version: '0.3.1' });

server.tool('search_issues', 'Search Jira issues with JQL', { jql: z.string(), max: z.number().int().max(50).default(10) }, async ({ jql, max }) => {
  const data = await jira(`/search?jql=${encodeURIComponent(jql)}&maxResults=${max}&fields=summary,status,assignee`);
  const rows = data.issues.map((i: any) => `${i.key}\t${i.fields.status.name}\t${i.fields.summary}`);
  return { content: [{ type: 'text', text: rows.join('\n') }] };
});

server.tool('add_comment', 'Add a comment to an issue', { key: z.string(), body: z.string() }, async ({ key, body }) => {
  await jira(`/issue/${key}/comment`, { method: 'POST', body: JSON.stringify({ body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: body }] }] } }) });
  return { content: [{ type: 'text', text: `Comment added to ${key}` }] };
});

await server.connect(new StdioServerTransport());
