const webhook = process.env.DISCORD_WEBHOOK_URL;
if (webhook) {
  const embed = {
    title: 'Claude finished a task',
    description: (event.message ?? 'Session stopped').slice(0, 2000),
    color: 0x5865f2,
    fields: [{ name: 'Project', value: pkg.name ?? root.split('/').pop(), inline: true }],
    timestamp: new Date().toISOString(),
  };
  await fetch(webhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'Claude Code', embeds: [embed] }) }).catch(() => {});
}
