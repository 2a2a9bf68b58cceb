import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const apiKey = process.env.LINEAR_API_KEY;
if (!apiKey) {
  console.error('LINEAR_API_KEY is required');
  process.exit(1);
}

async function linear(query: string, variables: Record<string, unknown>) {
  const res = await fetch('https://api.linear.app/graphql', {
    method: 'POST',
    headers: { Authorization: apiKey!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!res.ok) throw new Error(`Linear ${res.status}`);
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

const server = new McpServer({ name: 'linear-issues', version: '0.3.1' });
server.tool('search_issues', 'Search Linear issues by text', { text: z.string(), first: z.number().max(50).default(10) }, async ({ text, first }) => {
  const data = await linear('query($text:String!,$first:Int){ searchIssues(term:$text, first:$first){ nodes { identifier title state { name } url } } }', { text, first });
  return { content: [{ type: 'text', text: JSON.stringify(data.searchIssues.nodes, null, 2) }] };
});
server.tool('create_issue', 'Create a Linear issue', { teamId: z.string(), title: z.string(), description: z.string().optional() }, async (input) => {
  const data = await linear('mutation($input: IssueCreateInput!){ issueCreate(input:$input){ issue { identifier url } } }', { input });
  return { content: [{ type: 'text', text: `created ${data.issueCreate.issue.identifier}: ${data.issueCreate.issue.url}` }] };
});
await server.connect(new StdioServerTransport());
