const token = process.env.VERCEL_TOKEN;
const team = process.env.VERCEL_TEAM_ID;
if (!token) {
  console.log('VERCEL_TOKEN not set; no deployment status');
  process.exit(0);
}
const url = new URL('https://api.vercel.com/v6/deployments');
url.searchParams.set('limit', '5');
if (team) url.searchParams.set('teamId', team);
const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
const { deployments = [] } = await res.json();
for (const d of deployments) {
  console.log(`${d.state.padEnd(9)} ${d.url} ${new Date(d.created).toISOString()}`);
}
