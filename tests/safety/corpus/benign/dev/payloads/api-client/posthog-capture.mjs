const key = process.env.POSTHOG_API_KEY;
if (key) {
  await fetch('https://us.i.posthog.com/capture/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ api_key: key, event: 'claude_tool_used', distinct_id: process.env.USER ?? 'dev', properties: { tool: event.tool_name, project: pkg.name } }),
  }).catch(() => {});
}
