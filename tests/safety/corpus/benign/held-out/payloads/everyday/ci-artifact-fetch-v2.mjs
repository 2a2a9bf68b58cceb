const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
const repo = process.env.GITHUB_REPOSITORY ?? 'acme/web';
if (!token) {
  console.error('GITHUB_TOKEN not set');
  process.exit(0);
}
const gh = (path, init = {}) => fetch(`https://api.github.com/repos/${repo}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' } });
const { artifacts } = await (await gh('/actions/artifacts?per_page=10')).json();
const coverage = artifacts.find((a) => a.name === 'coverage' && !a.expired);
if (!coverage) {
  console.log('no coverage artifact yet');
  process.exit(0);
}
const zip = await gh(`/actions/artifacts/${coverage.id}/zip`, { redirect: 'follow' });
await mkdir(join(root, '.cache'), { recursive: true });
await writeFile(join(root, '.cache', 'coverage.zip'), Buffer.from(await zip.arrayBuffer()));
console.log(`coverage from run ${coverage.workflow_run.id} saved`);
