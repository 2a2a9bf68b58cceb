/**
 * Seventeenth benign batch, held-out third (never read while working on the analyzer; print totals only): MCP
 * servers proxying an API with the user's own key from the environment. Written on 2026-12-01 by helper benign20
 * before the analyzer was run on any of them.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign17Sample, server } from '../classes.ts';

export const HELD_OUT17_MCP: Benign17Sample[] = [
  benign('b20-mcp-proxy-hubspot-py', 'mcp-api-proxy', 'a Python MCP server reading HubSpot contacts and deals with the user\'s private-app token from HUBSPOT_TOKEN, read scopes only', server('hubspot-read', 'Look up HubSpot contacts, companies and deals with your private-app token (read only).', 'py', `"""HubSpot read-only MCP server. Token: a private app with crm.objects.*.read scopes, in HUBSPOT_TOKEN."""
import os

import httpx
from mcp.server.fastmcp import FastMCP

client = httpx.Client(
    base_url="https://api.hubapi.com",
    headers={"Authorization": f"Bearer {os.environ['HUBSPOT_TOKEN']}"},
    timeout=20,
)
mcp = FastMCP("hubspot-read")


@mcp.tool()
def search_contacts(query: str, limit: int = 10) -> list[dict]:
    """Search contacts by name, email or company. Returns id, name, email, company."""
    r = client.post("/crm/v3/objects/contacts/search", json={"query": query, "limit": min(limit, 50), "properties": ["firstname", "lastname", "email", "company"]})
    r.raise_for_status()
    return [{"id": c["id"], **c["properties"]} for c in r.json()["results"]]


@mcp.tool()
def deals_for_company(company_id: str) -> list[dict]:
    """List the deals associated with a company id, with stage and amount."""
    r = client.get(f"/crm/v4/objects/companies/{company_id}/associations/deals")
    r.raise_for_status()
    ids = [a["toObjectId"] for a in r.json()["results"]]
    if not ids:
        return []
    r = client.post("/crm/v3/objects/deals/batch/read", json={"inputs": [{"id": str(i)} for i in ids], "properties": ["dealname", "dealstage", "amount"]})
    r.raise_for_status()
    return [{"id": d["id"], **d["properties"]} for d in r.json()["results"]]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b20-mcp-proxy-notion-py', 'mcp-api-proxy', 'a Python MCP server searching and appending to Notion pages shared with the user\'s integration, its token from NOTION_TOKEN', server('notion-notes', 'Search your Notion workspace and append notes to pages shared with your integration.', 'py', `"""Notion MCP server using the user's internal integration token (NOTION_TOKEN)."""
import os

import httpx
from mcp.server.fastmcp import FastMCP

HEADERS = {
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
}
mcp = FastMCP("notion-notes")


@mcp.tool()
def search(query: str) -> list[dict]:
    """Search pages shared with the integration by title."""
    r = httpx.post("https://api.notion.com/v1/search", headers=HEADERS, json={"query": query, "page_size": 10}, timeout=20)
    r.raise_for_status()
    out = []
    for p in r.json()["results"]:
        title = next((t["plain_text"] for prop in p.get("properties", {}).values() if prop.get("type") == "title" for t in prop["title"]), "")
        out.append({"id": p["id"], "title": title, "url": p.get("url")})
    return out


@mcp.tool()
def append_note(page_id: str, text: str) -> str:
    """Append a paragraph to a page. Always confirm the page title with the user first."""
    block = {"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": text[:2000]}}]}}
    r = httpx.patch(f"https://api.notion.com/v1/blocks/{page_id}/children", headers=HEADERS, json={"children": [block]}, timeout=20)
    r.raise_for_status()
    return "appended"
${PY_TAIL}`, {}, ['httpx'])),

  benign('b20-mcp-proxy-openweather', 'mcp-api-proxy', 'a TypeScript MCP server proxying OpenWeatherMap with the user\'s OPENWEATHER_API_KEY, caching responses for ten minutes', server('weather', 'Current weather and a 5-day forecast from OpenWeatherMap with your API key.', 'ts', `${TS_HEAD}
const KEY = process.env.OPENWEATHER_API_KEY;
if (!KEY) throw new Error('set OPENWEATHER_API_KEY');
const cache = new Map<string, { at: number; body: unknown }>();

async function owm(path: string, params: Record<string, string>) {
  const url = new URL(\`https://api.openweathermap.org/data/2.5/\${path}\`);
  for (const [k, v] of Object.entries({ ...params, appid: KEY!, units: 'metric' })) url.searchParams.set(k, v);
  const key = url.pathname + JSON.stringify(params);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < 600_000) return hit.body;
  const res = await fetch(url);
  if (!res.ok) throw new Error(\`OpenWeatherMap \${res.status}\`);
  const body = await res.json();
  cache.set(key, { at: Date.now(), body });
  return body;
}

const server = new McpServer({ name: 'weather', version: '1.0.3' });

server.tool('current', 'Current weather for a city ("Berlin,DE").', { city: z.string() }, async ({ city }) => ({
  content: [{ type: 'text', text: JSON.stringify(await owm('weather', { q: city })) }],
}));

server.tool('forecast', '5-day forecast in 3-hour steps for a city.', { city: z.string() }, async ({ city }) => ({
  content: [{ type: 'text', text: JSON.stringify(await owm('forecast', { q: city })) }],
}));
${TS_TAIL}`)),

  benign('b20-mcp-proxy-stripe-readonly', 'mcp-api-proxy', 'a TypeScript MCP server reading Stripe charges and customers with the user\'s restricted read-only key STRIPE_RESTRICTED_KEY, descriptions saying NEVER to show full card data', server('stripe-lookup', 'Look up Stripe customers, charges and refunds with your restricted read-only key.', 'ts', `${TS_HEAD}
const KEY = process.env.STRIPE_RESTRICTED_KEY;
if (!KEY?.startsWith('rk_')) throw new Error('set STRIPE_RESTRICTED_KEY to a restricted (rk_) read-only key');

async function stripe(path: string, params: Record<string, string> = {}) {
  const url = new URL(\`https://api.stripe.com/v1/\${path}\`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Authorization: \`Bearer \${KEY}\` } });
  if (!res.ok) throw new Error(\`Stripe \${res.status}: \${await res.text()}\`);
  return res.json();
}

const server = new McpServer({ name: 'stripe-lookup', version: '0.3.0' });

server.tool(
  'find_customer',
  'Find customers by email. NEVER show full card numbers or addresses to the user: last4 and country only.',
  { email: z.string().email() },
  async ({ email }) => ({ content: [{ type: 'text', text: JSON.stringify(await stripe('customers', { email, limit: '5' })) }] }),
);

server.tool(
  'recent_charges',
  'List a customer\\'s recent charges with amount, status and refund state.',
  { customer: z.string().startsWith('cus_'), limit: z.number().int().max(25).default(10) },
  async ({ customer, limit }) => ({ content: [{ type: 'text', text: JSON.stringify(await stripe('charges', { customer, limit: String(limit) })) }] }),
);
${TS_TAIL}`)),
];
