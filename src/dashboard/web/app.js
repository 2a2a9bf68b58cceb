// The dashboard page: fetches /api/overview, listens on /ws for live states and figures.
import { h, clear, formatInt, formatCompact, formatUsd } from './dom.js';
import { stackedBars, legend, hBars, heatmap } from './charts.js';

const $ = (id) => document.getElementById(id);
const state = { overview: null, live: new Map() };

// ---- theme ------------------------------------------------------------------------
const THEME_KEY = 'toolshed-analytics-theme';
function applyTheme(choice) {
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  else delete document.documentElement.dataset.theme;
}
const savedTheme = (() => { try { return localStorage.getItem(THEME_KEY) ?? 'auto'; } catch { return 'auto'; } })();
applyTheme(savedTheme);

// ---- rendering --------------------------------------------------------------------
const PERIODS = [
  ['today', 'Today'],
  ['last7Days', 'Last 7 days'],
  ['last30Days', 'Last 30 days'],
];
const FIGURES = [
  ['sessions', 'Sessions', formatInt],
  ['messages', 'Messages', formatInt],
  ['tokens', 'Tokens', formatInt],
  ['cost', 'Cost', formatUsd],
];

function renderKpis(kpis) {
  const root = clear($('kpis'));
  for (const [key, label] of PERIODS) {
    const k = kpis[key];
    const card = h('article', { class: 'card kpi', dataset: { period: key } },
      h('h2', {}, label, ' ', h('span', { class: 'muted' }, k.from === k.to ? k.to : `${k.from} – ${k.to}`)));
    const dl = h('dl');
    for (const [field, name, fmt] of FIGURES) {
      dl.append(h('div', {}, h('dt', {}, name), h('dd', { 'data-testid': `kpi-${key}-${field}`, title: field === 'tokens' ? formatInt(k.tokens) : null }, fmt(k[field]))));
    }
    card.append(dl);
    if (k.unpricedTokens > 0) card.append(h('p', { class: 'muted small' }, `+ ${formatInt(k.unpricedTokens)} tokens of unpriced models`));
    root.append(card);
  }
}

function renderActive(list) {
  const ul = clear($('active'));
  if (!list.length) {
    ul.append(h('li', { class: 'muted empty' }, 'No active or idle session right now.'));
    return;
  }
  for (const s of list) {
    const live = state.live.get(s.id) ?? s.liveState;
    ul.append(h('li', { dataset: { id: s.id, state: live } },
      h('span', { class: `badge ${live}` }, live),
      h('span', { class: 'project' }, s.project),
      h('span', { class: 'title', title: s.title ?? '' }, s.title ?? s.id),
      h('span', { class: 'muted nums' }, `${formatInt(s.messageCount)} msgs · ${formatCompact(s.tokens)} tokens · ${formatUsd(s.cost)}`)));
  }
}

const clock = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
function duration(ms) {
  const m = Math.max(0, Math.ceil(ms / 60_000));
  return m >= 60 ? `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m` : `${m}m`;
}

/** The active 5-hour window (cost, time left, burn rate, projection) and the recent ones. */
function renderWindows(w) {
  const root = clear($('windows'));
  const c = w.current;
  if (c) {
    root.append(h('p', { class: 'window-now', 'data-testid': 'window-current' },
      h('strong', {}, `${formatUsd(c.cost.total)}`), ` in the window ${clock(c.start)}–${clock(c.end)} · `,
      h('span', { 'data-testid': 'window-left' }, `${duration((c.projection?.remainingMinutes ?? 0) * 60_000)} left`),
      c.burn.costPerHour === null ? '' : ` · ${formatUsd(c.burn.costPerHour)}/h, ${formatInt(Math.round(c.burn.tokensPerMinute))} tokens a minute`,
      c.projection && c.projection.cost !== null ? ` · ${formatUsd(c.projection.cost)} by its end at this rate` : ''));
  } else root.append(h('p', { class: 'muted', 'data-testid': 'window-current' }, 'No active 5-hour window: no message in the last five hours.'));
  const rows = w.recent.filter((b) => !b.active);
  if (rows.length) {
    const ul = h('ul', { class: 'windows-list' });
    for (const b of rows) ul.append(h('li', {}, `${clock(b.start)}–${clock(b.end)}`, h('span', { class: 'muted nums' }, `${formatInt(b.messages)} msgs · ${formatCompact(b.tokens.total)} tokens · ${formatUsd(b.cost.total)}`)));
    root.append(ul);
  }
}

function renderCharts(o) {
  const tokenDays = o.daily.map((d) => ({ day: d.day, models: d.models.map((m) => ({ model: m.model, value: m.tokens })) }));
  const costDays = o.daily.map((d) => ({ day: d.day, models: d.models.map((m) => ({ model: m.model, value: m.cost })) }));
  clear($('daily-tokens')).append(stackedBars(tokenDays, o.models, { label: 'Tokens' }), legend(o.models));
  clear($('daily-cost')).append(stackedBars(costDays, o.models, { label: 'Cost', format: formatUsd }), legend(o.models));
  clear($('projects')).append(hBars(o.costByProject.slice(0, 12).map((p) => ({ label: p.project, value: p.cost })), { label: 'Cost by project', format: formatUsd }));
  clear($('tools')).append(hBars(o.topTools.map((t) => ({ label: t.name, value: t.calls })), { label: 'Top tools', format: formatInt }));
  clear($('heatmap')).append(heatmap(o.heatmap.messages, o.heatmap.max));
  $('footer').textContent = `All loaded history: ${formatInt(o.totals.sessions)} sessions, ${formatInt(o.totals.messages)} messages, ${formatInt(o.totals.tokens)} tokens, ${formatUsd(o.totals.cost)} · days in ${o.timeZone}`;
}

function render(o) {
  state.overview = o;
  renderKpis(o.kpis);
  renderActive(o.activeSessions);
  renderWindows(o.windows);
  renderCharts(o);
  $('updated').textContent = `updated ${new Date(o.generatedAt).toLocaleTimeString()}`;
}

function showError(text) {
  const el = $('error');
  el.hidden = !text;
  el.textContent = text ?? '';
}

async function loadOverview() {
  try {
    const res = await fetch('/api/overview', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    render(await res.json());
    showError(null);
  } catch (err) {
    showError(`Could not load the figures: ${err.message}`);
  }
}

let reloadTimer = null;
function scheduleReload() {
  reloadTimer ??= setTimeout(() => { reloadTimer = null; loadOverview(); }, 150);
}

// ---- live -------------------------------------------------------------------------
function setConnection(s) {
  const el = $('connection');
  el.dataset.state = s;
  el.textContent = s;
}

let retry = 500;
function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  ws.addEventListener('open', () => { retry = 500; setConnection('live'); });
  ws.addEventListener('message', (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch { return; }
    if (msg.type === 'connected') {
      state.live = new Map(Object.entries(msg.data.states));
    } else if (msg.type === 'state_change') {
      state.live.set(msg.data.conversationId, msg.data.state);
      const li = document.querySelector(`#active li[data-id="${CSS.escape(msg.data.conversationId)}"]`);
      if (li) {
        li.dataset.state = msg.data.state;
        const badge = li.querySelector('.badge');
        badge.className = `badge ${msg.data.state}`;
        badge.textContent = msg.data.state;
      }
      scheduleReload();
    } else if (msg.type === 'figures') {
      if (state.overview) {
        renderKpis(msg.data.kpis);
        renderActive(msg.data.activeSessions);
        if (msg.data.windows) renderWindows(msg.data.windows);
      }
      scheduleReload(); // the charts too
    }
  });
  ws.addEventListener('close', () => {
    setConnection('offline');
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10_000);
  });
}

// ---- start ------------------------------------------------------------------------
$('theme').value = savedTheme;
$('theme').addEventListener('change', (e) => {
  applyTheme(e.target.value);
  try { localStorage.setItem(THEME_KEY, e.target.value); } catch { /* private mode */ }
});
$('refresh').addEventListener('click', async () => {
  $('refresh').disabled = true;
  try {
    await fetch('/api/refresh');
    await loadOverview();
  } finally {
    $('refresh').disabled = false;
  }
});
loadOverview();
connect();
