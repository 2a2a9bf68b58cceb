// Inline SVG charts built with createElementNS; labels are text nodes.
import { formatCompact, formatUsd } from './dom.js';

const NS = 'http://www.w3.org/2000/svg';

function s(tag, attrs = {}, text) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = String(text);
  return el;
}

const PALETTE = 8;
/** A stable colour slot per series name. */
export function colorSlot(names) {
  const m = new Map();
  names.forEach((n, i) => m.set(n, i % PALETTE));
  return m;
}

/** Stacked daily bars. days: [{day, models: [{model, value}]}]. */
export function stackedBars(days, series, { format = formatCompact, label = 'value' } = {}) {
  const W = 760, H = 220, L = 56, B = 24, T = 8;
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'svg-chart' });
  const totals = days.map((d) => d.models.reduce((a, m) => a + m.value, 0));
  const max = Math.max(0, ...totals);
  svg.append(s('title', {}, `${label} per day`));
  if (max === 0) {
    svg.append(s('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'empty' }, 'No usage in the last 30 days'));
    return svg;
  }
  const slots = colorSlot(series);
  const bw = (W - L) / days.length;
  const y = (v) => T + (H - T - B) * (1 - v / max);
  for (const f of [0, 0.5, 1]) {
    const v = max * f;
    svg.append(s('line', { x1: L, x2: W, y1: y(v), y2: y(v), class: 'grid' }));
    svg.append(s('text', { x: L - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, format(v)));
  }
  days.forEach((d, i) => {
    let acc = 0;
    const x = L + i * bw + 1;
    const g = s('g', { 'data-day': d.day });
    for (const m of d.models) {
      if (m.value <= 0) continue;
      const top = y(acc + m.value);
      const rect = s('rect', { x, y: top, width: Math.max(1, bw - 2), height: Math.max(0.5, y(acc) - top), class: `series s${slots.get(m.model) ?? 0}` });
      rect.append(s('title', {}, `${d.day} · ${m.model}: ${format(m.value)}`));
      g.append(rect);
      acc += m.value;
    }
    svg.append(g);
    const lastDay = i === days.length - 1;
    if (i % 5 === 0 || lastDay) svg.append(s('text', { x: lastDay ? W : x + bw / 2, y: H - 6, 'text-anchor': lastDay ? 'end' : 'middle', class: 'axis' }, d.day.slice(5)));
  });
  return svg;
}

export function legend(series) {
  const slots = colorSlot(series);
  const ul = document.createElement('ul');
  ul.className = 'legend';
  for (const name of series) {
    const li = document.createElement('li');
    const sw = s('svg', { width: 10, height: 10, 'aria-hidden': 'true' });
    sw.append(s('rect', { width: 10, height: 10, class: `series s${slots.get(name)}` }));
    li.append(sw, document.createTextNode(` ${name}`));
    ul.append(li);
  }
  return ul;
}

/** Horizontal bars: rows [{label, value, note}]. */
export function hBars(rows, { format = formatCompact, label = 'value' } = {}) {
  const W = 380, RH = 22, LBL = 130;
  const H = Math.max(RH, rows.length * RH) + 4;
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'svg-chart' });
  svg.append(s('title', {}, label));
  if (!rows.length) {
    svg.append(s('text', { x: W / 2, y: H / 2 + 4, 'text-anchor': 'middle', class: 'empty' }, 'Nothing yet'));
    return svg;
  }
  const max = Math.max(...rows.map((r) => r.value), 0) || 1;
  rows.forEach((r, i) => {
    const yy = i * RH + 2;
    const name = r.label.length > 20 ? `${r.label.slice(0, 19)}…` : r.label;
    const t = s('text', { x: LBL - 6, y: yy + 15, 'text-anchor': 'end', class: 'axis' }, name);
    t.append(s('title', {}, r.label));
    svg.append(t);
    const w = ((W - LBL - 70) * r.value) / max;
    svg.append(s('rect', { x: LBL, y: yy + 3, width: Math.max(1, w), height: RH - 8, class: 'series s0' }));
    svg.append(s('text', { x: LBL + w + 6, y: yy + 15, class: 'axis value' }, format(r.value)));
  });
  return svg;
}

/** 7 × 24 heatmap: messages[weekday][hour], weekday 0 = Monday. */
export function heatmap(messages, max) {
  const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const C = 26, L = 40, T = 18;
  const svg = s('svg', { viewBox: `0 0 ${L + 24 * C} ${T + 7 * C}`, role: 'img', class: 'svg-chart heat' });
  svg.append(s('title', {}, 'Messages by weekday and hour'));
  for (let hr = 0; hr < 24; hr += 3) svg.append(s('text', { x: L + hr * C + C / 2, y: 12, 'text-anchor': 'middle', class: 'axis' }, String(hr).padStart(2, '0')));
  messages.forEach((row, d) => {
    svg.append(s('text', { x: L - 6, y: T + d * C + C / 2 + 4, 'text-anchor': 'end', class: 'axis' }, DAYS[d]));
    row.forEach((v, hr) => {
      const level = v === 0 || max === 0 ? 0 : 1 + Math.min(4, Math.floor((v / max) * 4.999));
      const r = s('rect', { x: L + hr * C + 1, y: T + d * C + 1, width: C - 2, height: C - 2, rx: 3, class: `heat-cell h${level}`, 'data-count': v });
      r.append(s('title', {}, `${DAYS[d]} ${String(hr).padStart(2, '0')}:00 — ${v} messages`));
      svg.append(r);
    });
  });
  return svg;
}

export { formatUsd };
