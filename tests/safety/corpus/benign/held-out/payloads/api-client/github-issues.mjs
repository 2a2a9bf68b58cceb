const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
const repo = process.env.GITHUB_REPOSITORY ?? 'acme/widgets';
const headers = { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28', 'User-Agent': 'issue-digest' };
if (token) headers.Authorization = `Bearer ${token}`;
const res = await fetch(`https://api.github.com/repos/${repo}/issues?state=open&per_page=20&labels=bug`, { headers });
const issues = res.ok ? await res.json() : [];
for (const issue of issues) {
  if (issue.pull_request) continue;
  console.log(`#${issue.number} ${issue.title} (${issue.comments} comments)`);
}
