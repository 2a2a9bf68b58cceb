// Markdown to DOM nodes. Transcript text is never parsed as HTML: every piece becomes a
// text node or an element built here, and links keep only http(s) and mailto URLs.

/** @param {string} tag @param {string} [cls] @param {string} [text] */
export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** Inline Markdown (code, bold, italic, links) into `parent`. */
export function renderInline(text, parent) {
  const re = /(`+)([\s\S]*?[^`])\1(?!`)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parent.append(document.createTextNode(text.slice(last, m.index)));
    if (m[1]) parent.append(el('code', '', m[2]));
    else if (m[3] !== undefined || m[4] !== undefined) {
      const b = el('strong');
      renderInline(m[3] ?? m[4], b);
      parent.append(b);
    } else if (m[5] !== undefined) {
      const i = el('em');
      renderInline(m[5], i);
      parent.append(i);
    } else if (m[6] !== undefined) {
      if (SAFE_URL.test(m[7])) {
        const a = el('a', '', m[6]);
        a.href = m[7];
        a.rel = 'noopener noreferrer nofollow';
        a.target = '_blank';
        parent.append(a);
      } else parent.append(document.createTextNode(m[0]));
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) parent.append(document.createTextNode(text.slice(last)));
}

/** Block Markdown (fences, headings, lists, quotes, paragraphs) into a fragment. */
export function renderMarkdown(src) {
  const out = document.createDocumentFragment();
  const lines = String(src).replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  let para = [];
  const flush = () => {
    if (para.length) {
      const p = el('p');
      para.forEach((l, k) => {
        if (k) p.append(el('br'));
        renderInline(l, p);
      });
      out.append(p);
      para = [];
    }
  };
  while (i < lines.length) {
    const line = lines[i];
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      flush();
      const close = fence[1];
      const body = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(close)) body.push(lines[i++]);
      i++;
      const pre = el('pre');
      const code = el('code', fence[2] ? `lang-${fence[2]}` : '', body.join('\n'));
      pre.append(code);
      out.append(pre);
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const hx = el(`h${Math.min(6, h[1].length + 2)}`);
      renderInline(h[2], hx);
      out.append(hx);
      i++;
      continue;
    }
    if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      const ordered = /^\s*\d/.test(line);
      const list = el(ordered ? 'ol' : 'ul');
      while (i < lines.length && /^\s*([-*+]|\d+[.)])\s+/.test(lines[i])) {
        const li = el('li');
        renderInline(lines[i].replace(/^\s*([-*+]|\d+[.)])\s+/, ''), li);
        list.append(li);
        i++;
      }
      out.append(list);
      continue;
    }
    if (/^\s*>/.test(line)) {
      flush();
      const q = [];
      while (i < lines.length && /^\s*>/.test(lines[i])) q.push(lines[i++].replace(/^\s*>\s?/, ''));
      const bq = el('blockquote');
      bq.append(renderMarkdown(q.join('\n')));
      out.append(bq);
      continue;
    }
    if (line.trim() === '') {
      flush();
      i++;
      continue;
    }
    para.push(line);
    i++;
  }
  flush();
  return out;
}

/** Wraps case-insensitive occurrences of `query` in the text nodes under `root` in <mark>. */
export function highlight(root, query) {
  if (!query) return 0;
  const q = query.toLowerCase();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue.toLowerCase().includes(q)) nodes.push(n);
  let count = 0;
  for (const n of nodes) {
    const text = n.nodeValue;
    const lower = text.toLowerCase();
    const frag = document.createDocumentFragment();
    let last = 0;
    for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, at + q.length)) {
      frag.append(document.createTextNode(text.slice(last, at)), el('mark', '', text.slice(at, at + q.length)));
      last = at + q.length;
      count++;
    }
    frag.append(document.createTextNode(text.slice(last)));
    n.replaceWith(frag);
  }
  return count;
}

/** Removes <mark> wrappers added by highlight(). */
export function clearHighlights(root) {
  for (const m of root.querySelectorAll('mark')) m.replaceWith(document.createTextNode(m.textContent));
  root.normalize();
}
