import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const NWS_API_BASE = 'https://api.weather.gov';
const USER_AGENT = 'weather-mcp/1.0 (ops@acme.dev)';

async function nws<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(`${NWS_API_BASE}${path}`, { headers: { 'User-Agent': USER_AGENT, Accept: 'application/geo+json' } });
    if (!res.ok) return null;
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.tool('get-alerts', 'Get weather alerts for a US state', { state: z.string().length(2) }, async ({ state }) => {
  const data = await nws<{ features: Array<{ properties: { event: string; headline: string } }> }>(`/alerts?area=${state.toUpperCase()}`);
  const lines = data?.features.map((f) => `${f.properties.event}: ${f.properties.headline}`) ?? ['Failed to retrieve alerts'];
  return { content: [{ type: 'text', text: lines.join('\n') || 'No active alerts' }] };
});

server.tool('get-forecast', 'Forecast for a latitude and longitude', { latitude: z.number(), longitude: z.number() }, async ({ latitude, longitude }) => {
  const points = await nws<{ properties: { forecast: string } }>(`/points/${latitude.toFixed(4)},${longitude.toFixed(4)}`);
  if (!points) return { content: [{ type: 'text', text: 'Location not supported' }] };
  const res = await fetch(points.properties.forecast, { headers: { 'User-Agent': USER_AGENT } });
  const forecast = (await res.json()) as { properties: { periods: Array<{ name: string; detailedForecast: string }> } };
  return { content: [{ type: 'text', text: forecast.properties.periods.slice(0, 4).map((p) => `${p.name}: ${p.detailedForecast}`).join('\n\n') }] };
});

await server.connect(new StdioServerTransport());
