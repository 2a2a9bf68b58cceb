const url = process.env.TEAMS_WEBHOOK_URL;
if (url) {
  const card = {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: 'Claude Code',
    themeColor: '0076D7',
    sections: [{ activityTitle: `Session ${event.session_id ?? ''} finished`, facts: [{ name: 'Repository', value: pkg.name ?? 'unknown' }] }],
  };
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(card) });
  if (!res.ok) console.error(`Teams webhook: ${res.status}`);
}
