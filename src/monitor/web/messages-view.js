// The open conversation's messages: blocks, pages (from any page: an address can open
// the view at a message far down), the message an address names, and the workbench panel
// with each edit's diff beside its tool call. Text only through DOM nodes.
import { el, renderMarkdown } from './markdown.js';
import { fmtCost, fmtInt, fmtTime } from './format.js';
import { workbenchPanel, editNode, sessionHref } from './workbench-panel.js';
import { PAGE_SIZE, state, $, api } from './page-state.js';

// ---- conversation view ----------------------------------------------------------------

function blockNode(b) {
  if (b.type === 'text') return wrapMd(b.text);
  if (b.type === 'thinking') {
    const d = el('details', 'thinking');
    d.append(el('summary', '', 'Thinking'), el('pre', '', b.text));
    return d;
  }
  if (b.type === 'tool_use' || b.type === 'tool_result') {
    const d = el('details', 'tool');
    d.setAttribute('data-testid', 'tool-call');
    if (b.type === 'tool_use') d.dataset.toolId = b.id;
    const name = b.type === 'tool_use' ? b.name : 'Tool result';
    const result = b.result;
    const sum = el('summary');
    sum.append(el('span', 'tool-name', name));
    if (b.type === 'tool_use') sum.append(el('span', 'muted', result ? (result.isError ? ' · error' : ' · done') : ' · no result yet'));
    d.append(sum);
    if (b.type === 'tool_use') {
      d.append(el('div', 'label', 'Input'), el('pre', 'tool-input', typeof b.input === 'string' ? b.input : JSON.stringify(b.input, null, 2)));
    }
    if (result) {
      d.append(el('div', 'label', result.isError ? 'Result (error)' : 'Result'), el('pre', `tool-result${result.isError ? ' error' : ''}`, result.content));
    }
    const edit = b.type === 'tool_use' && state.editsById.get(b.id);
    if (edit) d.append(editNode(edit, state.openId));
    return d;
  }
  return el('div', 'muted', `[${b.blockType}]`);
}

function wrapMd(text) {
  const d = el('div', 'md');
  d.append(renderMarkdown(text));
  return d;
}

export function messageNode(m) {
  const art = el('article', `msg ${m.role}${m.isMeta ? ' meta' : ''}`);
  art.dataset.index = String(m.index);
  art.setAttribute('data-testid', 'message');
  const head = el('header', 'msg-head');
  head.append(el('strong', '', m.role === 'user' ? 'User' : 'Assistant'), el('span', 'muted', fmtTime(m.timestamp)));
  if (m.model) head.append(el('span', 'muted', m.model));
  if (m.cost) {
    const c = el('span', 'muted msg-cost', `${fmtInt(m.cost.tokens)} tokens · ${m.cost.cost === null ? 'unpriced' : fmtCost(m.cost.cost)}`);
    c.setAttribute('data-testid', 'message-cost');
    head.append(c);
    if (m.cost.countedIn !== state.openId) head.append(el('span', 'muted', ` (counted in ${m.cost.countedIn})`));
  } else if (m.usage) head.append(el('span', 'muted', `${fmtInt(m.usage.input + m.usage.output + m.usage.cacheWrite5m + m.usage.cacheWrite1h + m.usage.cacheRead)} tokens`));
  const perma = el('a', 'permalink', `#${m.index}`);
  perma.href = sessionHref(state.openId, m.index);
  perma.setAttribute('data-testid', 'message-link');
  head.append(perma);
  art.id = `m${m.index}`;
  art.append(head);
  for (const b of m.blocks) art.append(blockNode(b));
  // Blocks over 1 MB arrive cut (with a "[truncated, N bytes]" marker): fetch this message whole on demand.
  if (m.blocks.some((b) => b.truncated || (b.result && b.result.truncated))) {
    const full = el('button', 'link', 'Show the whole message');
    full.addEventListener('click', async () => {
      const id = state.openId;
      const r = await api(`/api/conversations/${encodeURIComponent(id)}/messages/${m.index}`);
      if (id === state.openId) art.replaceWith(messageNode(r.message));
    });
    art.append(full);
  }
  return art;
}

export function upsertMessage(m) {
  const box = $('messages');
  if (!box) return;
  const existing = box.querySelector(`article[data-index="${m.index}"]`);
  const node = messageNode(m);
  if (existing) existing.replaceWith(node);
  else if (m.index >= state.loadedMessages && state.nextPage * PAGE_SIZE >= state.totalMessages) {
    box.append(node);
    state.loadedMessages = m.index + 1;
  }
}

export async function loadMoreMessages() {
  const id = state.openId;
  const r = await api(`/api/conversations/${encodeURIComponent(id)}/messages?page=${state.nextPage}&limit=${PAGE_SIZE}`);
  if (id !== state.openId) return;
  const box = $('messages');
  for (const m of r.messages) if (!box.querySelector(`article[data-index="${m.index}"]`)) box.append(messageNode(m));
  state.nextPage = r.pagination.page + 1;
  state.totalMessages = r.pagination.total;
  state.loadedMessages = r.messages.length ? r.messages[r.messages.length - 1].index + 1 : state.loadedMessages;
  $('more').hidden = !r.pagination.hasMore;
  $('earlier').hidden = state.firstPage === 0;
}

/** Loads the page before the first one shown (a view opened at a message far down). */
export async function loadEarlier() {
  const id = state.openId;
  const page = state.firstPage - 1;
  if (page < 0) return;
  const r = await api(`/api/conversations/${encodeURIComponent(id)}/messages?page=${page}&limit=${PAGE_SIZE}`);
  if (id !== state.openId) return;
  $('messages').prepend(...r.messages.map(messageNode));
  state.firstPage = page;
  $('earlier').hidden = page === 0;
}

/** Shows message `index`: loads its page (starting the view there when it is far down), opens and scrolls to it. */
export async function showMessage(index) {
  const box = $('messages');
  const find = () => box.querySelector(`article[data-index="${index}"]`);
  if (!find()) {
    const page = Math.floor(index / PAGE_SIZE);
    // Nothing shown yet, or far from what is: the view starts at the message's page.
    if (!box.childElementCount || page < state.firstPage || page > state.nextPage + 2) {
      box.replaceChildren();
      state.firstPage = page;
      state.nextPage = page;
      await loadMoreMessages();
    }
    while (!find() && !$('more').hidden) await loadMoreMessages();
  }
  const target = find();
  if (!target) return;
  for (const d of target.querySelectorAll('details')) d.open = true;
  for (const t of box.querySelectorAll('article.target')) t.classList.remove('target');
  target.classList.add('target');
  target.scrollIntoView({ block: 'center' });
}

export async function loadWorkbench(id) {
  const box = $('workbench');
  box.replaceChildren(el('p', 'muted', 'Reading what this session changed…'));
  try {
    const wb = await api(`/api/conversations/${encodeURIComponent(id)}/workbench`);
    if (id !== state.openId) return;
    const history = (path) => api(`/api/file-history?project=${encodeURIComponent(state.conversations.get(id)?.projectDir ?? '')}&path=${encodeURIComponent(path)}`);
    box.replaceChildren(workbenchPanel(wb, history));
    state.editsById = new Map(wb.changes.files.flatMap((f) => f.edits.map((e) => [e.toolUseId, e])));
    // Messages shown before the answer came get their diffs now.
    for (const d of $('messages').querySelectorAll('details.tool[data-tool-id]')) {
      const e = state.editsById.get(d.dataset.toolId);
      if (e && !d.querySelector('.edit')) d.append(editNode(e, id));
    }
  } catch (err) {
    box.replaceChildren(el('p', 'muted', `Could not read the session's changes: ${err.message}`));
  }
}

