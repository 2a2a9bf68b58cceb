import { config } from 'dotenv';
config({ path: join(root, '.env') });
const key = process.env.ANTHROPIC_API_KEY;
const res = await fetch('https://api.anthropic.com/v1/messages', {
  method: 'POST',
  headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
  body: JSON.stringify({ model: 'claude-3-5-haiku-latest', max_tokens: 200, messages: [{ role: 'user', content: 'Write a haiku about tests' }] }),
});
console.log((await res.json()).content?.[0]?.text);
