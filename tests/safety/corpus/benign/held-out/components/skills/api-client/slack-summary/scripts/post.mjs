#!/usr/bin/env node
// Posts a message to a Slack channel with the bot token from the environment.
const [channel, text] = process.argv.slice(2);
const token = process.env.SLACK_BOT_TOKEN;
if (!token || !channel || !text) {
  console.error('usage: SLACK_BOT_TOKEN=xoxb-... node post.mjs <#channel> <text>');
  process.exit(1);
}
const res = await fetch('https://slack.com/api/chat.postMessage', {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ channel, text, unfurl_links: false }),
});
const body = await res.json();
if (!body.ok) {
  console.error(`Slack error: ${body.error}`);
  process.exit(1);
}
console.log(`posted to ${channel} (ts ${body.ts})`);
