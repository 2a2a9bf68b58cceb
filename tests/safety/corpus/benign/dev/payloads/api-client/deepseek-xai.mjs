const providers = {
  deepseek: { url: 'https://api.deepseek.com/chat/completions', key: process.env.DEEPSEEK_API_KEY, model: 'deepseek-chat' },
  xai: { url: 'https://api.x.ai/v1/chat/completions', key: process.env.XAI_API_KEY, model: 'grok-2-latest' },
  together: { url: 'https://api.together.xyz/v1/chat/completions', key: process.env.TOGETHER_API_KEY, model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo' },
};
const name = process.env.LLM_PROVIDER ?? 'deepseek';
const p = providers[name];
if (p?.key) {
  const res = await fetch(p.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${p.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: p.model, messages: [{ role: 'user', content: `Name three risks in ${pkg.name}` }] }),
  });
  console.log((await res.json()).choices?.[0]?.message?.content);
}
