const VERCEL = 'https://api.vercel.com';
const token = process.env.VERCEL_TOKEN;
const teamId = process.env.VERCEL_TEAM_ID;
async function vercel(path) {
  const url = new URL(path, VERCEL);
  if (teamId) url.searchParams.set('teamId', teamId);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`Vercel ${res.status}`);
  return res.json();
}
if (token) {
  const { deployments } = await vercel('/v6/deployments?limit=5');
  for (const d of deployments) console.log(`${d.state.padEnd(8)} ${d.url} ${new Date(d.created).toISOString()}`);
}
