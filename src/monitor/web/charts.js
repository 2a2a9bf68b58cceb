// Small SVG charts built with DOM calls (no innerHTML).
const NS = 'http://www.w3.org/2000/svg';

function svgEl(tag, attrs) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** Vertical bars; `items` = [{label, value}]. */
export function barChart(items, { width = 560, height = 140, title = '' } = {}) {
  const svg = svgEl('svg', { viewBox: `0 0 ${width} ${height + 20}`, class: 'chart', role: 'img', 'aria-label': title });
  const max = Math.max(1, ...items.map((i) => i.value));
  const w = width / Math.max(1, items.length);
  items.forEach((it, k) => {
    const h = (it.value / max) * height;
    const r = svgEl('rect', { x: k * w + 1, y: height - h, width: Math.max(1, w - 2), height: h, class: 'bar' });
    const t = svgEl('title', {});
    t.textContent = `${it.label}: ${it.value.toLocaleString()}`;
    r.append(t);
    svg.append(r);
  });
  if (items.length) {
    const first = svgEl('text', { x: 0, y: height + 15, class: 'axis' });
    first.textContent = items[0].label;
    const last = svgEl('text', { x: width, y: height + 15, class: 'axis', 'text-anchor': 'end' });
    last.textContent = items[items.length - 1].label;
    svg.append(first, last);
  }
  return svg;
}

/** One horizontal stacked bar; `parts` = [{label, value, cls}]. */
export function stackedBar(parts, { width = 560, height = 18 } = {}) {
  const svg = svgEl('svg', { viewBox: `0 0 ${width} ${height}`, class: 'chart stacked' });
  const total = parts.reduce((s, p) => s + p.value, 0) || 1;
  let x = 0;
  for (const p of parts) {
    const w = (p.value / total) * width;
    const r = svgEl('rect', { x, y: 0, width: w, height, class: p.cls });
    const t = svgEl('title', {});
    t.textContent = `${p.label}: ${Math.round((100 * p.value) / total)}%`;
    r.append(t);
    svg.append(r);
    x += w;
  }
  return svg;
}
