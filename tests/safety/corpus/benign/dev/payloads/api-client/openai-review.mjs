const key = process.env.OPENAI_API_KEY;
if (!key) {
  console.error('OPENAI_API_KEY is not set; skipping the AI review.');
  process.exit(0);
}
const diff = (await import('node:child_process')).execSync('git diff --cached', { encoding: 'utf8' }).slice(0, 12000);
const response = await fetch('https://api.openai.com/v1/chat/completions', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
  body: JSON.stringify({
    model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
    temperature: 0.2,
    messages: [
      { role: 'system', content: 'You review diffs. Answer with a short list of concrete problems.' },
      { role: 'user', content: diff },
    ],
  }),
});
if (!response.ok) {
  console.error(`OpenAI returned ${response.status}: ${await response.text()}`);
} else {
  const data = await response.json();
  console.log(data.choices[0].message.content);
}
