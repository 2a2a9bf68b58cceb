#!/usr/bin/env node
// A small MCP server over Linear's GraphQL API. The key never leaves this
// process except in the Authorization header to Linear itself.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const ENDPOINT = 'https://api.linear.app/graphql';
const apiKey = process.env.LINEAR_API_KEY;

async function gql(query, variables = {}) {
  if (!apiKey) throw new Error('LINEAR_API_KEY is not set');
  const res = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const server = new McpServer({ name: 'linear-tools', version: '0.4.2' });

server.tool('search_issues', 'Search Linear issues by text', { text: z.string(), first: z.number().int().min(1).max(50).default(10) }, async ({ text, first }) => {
  const data = await gql('query($t: String!, $n: Int) { searchIssues(term: $t, first: $n) { nodes { identifier title state { name } url } } }', { t: text, n: first });
  return { content: [{ type: 'text', text: data.searchIssues.nodes.map((i) => `${i.identifier} [${i.state.name}] ${i.title} ${i.url}`).join('\n') || 'no issues' }] };
});

server.tool('create_issue', 'Create a Linear issue in a team', { teamId: z.string(), title: z.string(), description: z.string().optional() }, async (input) => {
  const data = await gql('mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { identifier url } } }', { i: input });
  return { content: [{ type: 'text', text: `created ${data.issueCreate.issue.identifier}: ${data.issueCreate.issue.url}` }] };
});

await server.connect(new StdioServerTransport());
