// The monitor's per-conversation analytics panel: cards, token and cost tables, charts,
// time split, components used and tips, built from the API's answer (text only via DOM nodes).
import { el } from './markdown.js';
import { barChart, stackedBar } from './charts.js';
import { fmtCost, fmtDuration, fmtInt } from './format.js';

function table(headers, rows) {
  const t = el('table');
  const tr = el('tr');
  for (const h of headers) tr.append(el('th', '', h));
  t.append(tr);
  for (const r of rows) {
    const row = el('tr');
    for (const c of r) row.append(el('td', '', String(c)));
    t.append(row);
  }
  return t;
}

/** The panel for one conversation's `/analytics` answer, as a fragment the page puts in its analytics box. */
export function analyticsPanel(a) {
  const box = document.createDocumentFragment();
  const cards = el('div', 'cards');
  const card = (label, value) => {
    const c = el('div', 'card');
    c.append(el('div', 'muted', label), el('div', 'value', value));
    return c;
  };
  cards.append(
    card('Messages', fmtInt(a.messages.total)),
    card('Tokens', fmtInt(a.tokens.total)),
    card('Cost', a.cost.unpricedModels.length ? `${fmtCost(a.cost.total)} + unpriced` : fmtCost(a.cost.total)),
    card('Duration', fmtDuration(a.timeline.durationMs)),
  );
  cards.setAttribute('data-testid', 'analytics');
  box.append(el('h3', '', 'Analytics'), cards);
  box.append(el('h4', '', 'Tokens'), table(['Input', 'Output', 'Cache write 5m', 'Cache write 1h', 'Cache read'], [[a.tokens.input, a.tokens.output, a.tokens.cacheWrite5m, a.tokens.cacheWrite1h, a.tokens.cacheRead].map(fmtInt)]));
  box.append(el('h4', '', 'Cost'), table(['Input', 'Output', 'Cache write', 'Cache read', 'Total'], [[a.cost.input, a.cost.output, a.cost.cacheWrite, a.cost.cacheRead, a.cost.total].map(fmtCost)]));
  box.append(
    stackedBar([
      { label: 'Input', value: a.cost.input, cls: 'c1' },
      { label: 'Output', value: a.cost.output, cls: 'c2' },
      { label: 'Cache write', value: a.cost.cacheWrite, cls: 'c3' },
      { label: 'Cache read', value: a.cost.cacheRead, cls: 'c4' },
    ]),
  );
  box.append(el('h4', '', 'Models'), table(['Model', 'Messages', 'Tokens', 'Cost'], a.models.map((m) => [m.model, fmtInt(m.messages), fmtInt(m.tokens), m.cost === null ? 'unpriced' : fmtCost(m.cost)])));
  box.append(el('h4', '', 'Tools'), table(['Tool', 'Calls', 'Errors'], a.tools.map((t) => [t.name, t.calls, t.errors])));
  box.append(el('h4', '', 'Timeline (tokens)'), barChart(a.timeline.buckets.map((b) => ({ label: new Date(b.start).toLocaleTimeString(), value: b.tokens })), { title: 'Tokens over time' }));
  const ts = a.timeSplit;
  box.append(
    el('h4', '', 'Time split'),
    el('p', '', `User ${fmtDuration(ts.userMs)} · Assistant ${fmtDuration(ts.assistantMs)} · Idle (gaps over ${fmtDuration(ts.idleGapMs)}) ${fmtDuration(ts.idleMs)}`),
    stackedBar([
      { label: 'User', value: ts.userMs, cls: 'c1' },
      { label: 'Assistant', value: ts.assistantMs, cls: 'c2' },
    ]),
  );
  const comp = a.components;
  const names = (xs) => (xs.length ? xs.map((x) => `${x.name} ×${x.count}`).join(', ') : '—');
  box.append(el('h4', '', 'Components used'), table(['Agents', 'Slash commands', 'Skills', 'MCP servers'], [[names(comp.agents), names(comp.slashCommands), names(comp.skills), names(comp.mcpServers)]]));
  box.append(el('h4', '', 'Tips'));
  const tips = el('ul', 'tips');
  for (const t of a.tips) {
    const li = el('li', t.severity);
    li.append(el('strong', '', t.title), document.createTextNode(` — ${t.detail}`));
    tips.append(li);
  }
  if (!a.tips.length) tips.append(el('li', 'muted', 'Nothing to suggest.'));
  box.append(tips);
  return box;
}
