const token = process.env.REPLICATE_API_TOKEN;
if (!token) {
  console.error('REPLICATE_API_TOKEN is not set; skipping image generation');
  process.exit(0);
}
const api = 'https://api.replicate.com/v1';
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'wait' };
const prompt = process.argv.slice(2).join(' ') || 'a lighthouse at dusk, flat illustration';
const res = await fetch(`${api}/models/black-forest-labs/flux-schnell/predictions`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ input: { prompt, num_outputs: 1 } }),
});
if (!res.ok) throw new Error(`replicate: ${res.status} ${await res.text()}`);
const prediction = await res.json();
let current = prediction;
while (current.status === 'starting' || current.status === 'processing') {
  await new Promise((r) => setTimeout(r, 1500));
  current = await (await fetch(current.urls.get, { headers })).json();
}
const image = await fetch(current.output[0]);
await writeFile(join(root, 'public', 'hero.webp'), Buffer.from(await image.arrayBuffer()));
console.log('wrote public/hero.webp');
