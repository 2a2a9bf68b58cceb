// A minimal MCP server over stdio (newline-delimited JSON-RPC) for the client tests:
// it answers initialize and lists one tool, so the client reports it "connected" offline.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return;
  }
  if (msg.id === undefined) return; // a notification
  const results = {
    initialize: { protocolVersion: msg.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'echo', version: '1.0.0' } },
    'tools/list': { tools: [{ name: 'echo', description: 'Echo the text back', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] },
    'tools/call': { content: [{ type: 'text', text: String(msg.params?.arguments?.text ?? '') }] },
    'prompts/list': { prompts: [] },
    'resources/list': { resources: [] },
    ping: {},
  };
  if (msg.method in results) send({ id: msg.id, result: results[msg.method] });
  else send({ id: msg.id, error: { code: -32601, message: `no method ${msg.method}` } });
});
