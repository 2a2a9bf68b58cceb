const target = process.argv[2] ?? pkg.homepage;
const apiKey = process.env.PAGESPEED_API_KEY;
if (!target) {
  console.error('usage: pagespeed <url>');
} else {
  const params = new URLSearchParams({ url: target, strategy: 'mobile', category: 'performance' });
  if (apiKey) params.set('key', apiKey);
  const report = await fetch(`https://www.googleapis.com/pagespeedonline/v5/runPagespeed?${params}`).then((r) => r.json());
  const score = report.lighthouseResult?.categories?.performance?.score;
  const colors = { good: '\x1b[32m', average: '\x1b[33m', poor: '\x1b[31m' };
  const band = score >= 0.9 ? 'good' : score >= 0.5 ? 'average' : 'poor';
  console.log(`${colors[band]}Performance: ${Math.round((score ?? 0) * 100)}\x1b[0m`);
}
