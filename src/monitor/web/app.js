// The monitor page: list, filters, search, conversation view, export, live updates.
// The analytics panel's content is built in analytics-panel.js.
// Transcript text only ever reaches the page through textContent or DOM building.
import { el, highlight, clearHighlights } from './markdown.js';
import { fmtCost, fmtInt, fmtTime } from './format.js';
import { analyticsPanel } from './analytics-panel.js';
import { sessionHref } from './workbench-panel.js';
import { state, $, api } from './page-state.js';
import { upsertMessage, loadMoreMessages, loadEarlier, showMessage, loadWorkbench } from './messages-view.js';

// ---- list ---------------------------------------------------------------------------

function badge(status) {
  return el('span', `badge s-${status.replace(/\s+/g, '-')}`, status);
}

function row(c) {
  const li = el('li', 'item');
  li.dataset.id = c.id;
  li.setAttribute('data-testid', 'conversation');
  if (c.id === state.openId) li.classList.add('open');
  const top = el('div', 'item-top');
  const title = el('a', 'title', c.title || c.id);
  // A search result links to the first message that matched.
  const at = state.filtered && state.matchAt.get(c.id);
  title.href = sessionHref(c.id, typeof at === 'number' ? at : null);
  title.setAttribute('data-testid', 'conversation-link');
  top.append(title, badge(c.status));
  if (c.archived) {
    const b = el('span', 'badge archived', 'archived');
    b.title = 'The client deleted this session; toolshed kept a copy';
    b.setAttribute('data-testid', 'archived-badge');
    top.append(b);
  }
  const meta = el('div', 'item-meta muted');
  meta.append(
    el('span', 'project', c.project),
    el('span', '', `${fmtInt(c.messageCount)} msgs`),
    el('span', '', `${fmtInt(c.tokens)} tokens`),
    el('span', '', c.costBreakdown && c.costBreakdown.unpricedModels.length && !c.cost ? 'unpriced' : fmtCost(c.cost)),
    el('span', '', fmtTime(c.lastModified)),
  );
  li.append(top, meta);
  li.addEventListener('click', (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.button === 1) return; // a new tab follows the link
    ev.preventDefault();
    openConversation(c.id, { messageIndex: typeof at === 'number' ? at : null });
  });
  return li;
}

function renderList() {
  const list = $('list');
  const ids = [...state.conversations.values()]
    .sort((a, b) => (a.lastModified < b.lastModified ? 1 : a.lastModified > b.lastModified ? -1 : 0))
    .map((c) => c.id)
    .filter((id) => !state.filtered || state.filtered.has(id));
  list.replaceChildren(...ids.map((id) => row(state.conversations.get(id))));
  if (!ids.length) list.append(el('li', 'muted empty', state.filtered ? 'No conversation matches.' : 'No conversations found.'));
  let tokens = 0;
  let cost = 0;
  for (const c of state.conversations.values()) {
    tokens += c.tokens;
    cost += c.cost;
  }
  $('summary').textContent = `${state.conversations.size} conversations · ${fmtInt(tokens)} tokens · ${fmtCost(cost)}`;
}

/** The active 5-hour window in the header: its cost and the time left (the same windows as `toolshed usage blocks`). */
async function loadWindow() {
  try {
    const { current } = await api('/api/windows');
    const left = current?.projection?.remainingMinutes ?? 0; // by the server's clock
    $('window').textContent = current ? `5-hour window: ${fmtCost(current.cost.total)}, ${left >= 60 ? `${Math.floor(left / 60)}h ${String(left % 60).padStart(2, '0')}m` : `${left}m`} left${current.burn.costPerHour === null ? '' : `, ${fmtCost(current.burn.costPerHour)}/h`}` : 'no active 5-hour window';
  } catch {
    $('window').textContent = '';
  }
}
let windowTimer = null;
const scheduleWindow = () => (windowTimer ??= setTimeout(() => { windowTimer = null; loadWindow(); }, 1000));

async function loadList() {
  const [{ conversations }, { directories }] = await Promise.all([api('/api/conversations'), api('/api/directories')]);
  state.conversations = new Map(conversations.map((c) => [c.id, c]));
  const sel = $('f-dir');
  const current = sel.value;
  sel.replaceChildren(el('option', '', 'All directories'), ...directories.map((d) => Object.assign(el('option', '', d), { value: d })));
  sel.firstChild.value = '';
  sel.value = current;
  renderList();
}

async function runSearch(ev) {
  if (ev) ev.preventDefault();
  const body = {
    query: $('f-query').value.trim() || undefined,
    contentSearch: $('f-content').value.trim() || undefined,
    workingDirectory: $('f-dir').value || undefined,
    dateFrom: $('f-from').value || undefined,
    dateTo: $('f-to').value || undefined,
    project: $('f-project').value.trim() || undefined,
    model: $('f-model').value.trim() || undefined,
    tool: $('f-tool').value.trim() || undefined,
    file: $('f-file').value.trim() || undefined,
  };
  const any = Object.values(body).some((v) => v);
  if (!any) {
    state.filtered = null;
    $('search-status').textContent = '';
    renderList();
    return;
  }
  $('search-status').textContent = 'Searching…';
  try {
    const r = await api('/api/search', { method: 'POST', body: JSON.stringify(body) });
    for (const c of r.results) state.conversations.set(c.id, c);
    state.filtered = new Set(r.results.map((c) => c.id));
    state.matchAt = new Map(r.results.map((c) => [c.id, c.messageIndex]));
    $('search-status').textContent = `${r.count} match${r.count === 1 ? '' : 'es'}`;
  } catch (err) {
    $('search-status').textContent = `Search failed: ${err.message}`;
  }
  renderList();
}

/** Opens a conversation; `push`: a new history entry (its address /c/<id>), `messageIndex`: then shows that message. */
async function openConversation(id, { push = true, messageIndex = null } = {}) {
  const href = sessionHref(id, messageIndex);
  if (push && location.pathname + location.hash !== href) history.pushState({ id }, '', href);
  state.openId = id;
  state.nextPage = 0;
  state.firstPage = 0;
  state.loadedMessages = 0;
  state.editsById = new Map();
  for (const li of document.querySelectorAll('#list .item')) li.classList.toggle('open', li.dataset.id === id);
  const c = state.conversations.get(id);
  const detail = $('detail');
  const head = el('div', 'detail-head');
  const h = el('h2', '', (c && c.title) || id);
  h.setAttribute('data-testid', 'detail-title');
  const meta = el('p', 'muted', c ? `${c.workingDirectory || c.project} · ${c.id} · ${fmtInt(c.messageCount)} messages · ${fmtInt(c.tokens)} tokens · ${fmtCost(c.cost)}${c.archived ? ' · archived copy (the client deleted it)' : ''}` : id);
  meta.setAttribute('data-testid', 'detail-meta');
  const tools = el('div', 'row');
  const exportBtn = el('button', '', 'Export');
  exportBtn.setAttribute('data-testid', 'export');
  const choice = (testid, options) => {
    const sel = el('select');
    sel.setAttribute('data-testid', testid);
    for (const [value, label] of options) sel.append(Object.assign(el('option', '', label), { value }));
    return sel;
  };
  const format = choice('export-format', [['markdown', 'Markdown'], ['html', 'HTML file']]);
  const level = choice('export-detail', [['everything', 'everything'], ['tools', 'with tool calls'], ['conversation', 'conversation only']]);
  exportBtn.addEventListener('click', () => exportConversation(id, format.value, level.value));
  const analyticsBtn = el('button', '', 'Analytics');
  analyticsBtn.setAttribute('data-testid', 'analytics-button');
  analyticsBtn.addEventListener('click', () => showAnalytics(id));
  const form = el('form', 'conv-search');
  const input = el('input');
  input.type = 'search';
  input.placeholder = 'Search in this conversation';
  input.setAttribute('data-testid', 'conv-search');
  form.append(input);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    searchInConversation(id, input.value.trim());
  });
  tools.append(format, level, exportBtn, analyticsBtn, form);
  const status = el('p', 'muted');
  status.id = 'detail-status';
  status.setAttribute('data-testid', 'detail-status');
  head.append(h, meta, tools, status);
  const matches = el('ol', 'matches');
  matches.id = 'matches';
  matches.setAttribute('data-testid', 'matches');
  const analytics = el('div', 'analytics');
  analytics.id = 'analytics';
  const wb = el('div', 'workbench-box');
  wb.id = 'workbench';
  const box = el('div', 'messages');
  box.id = 'messages';
  const earlier = el('button', 'more', 'Load earlier');
  earlier.id = 'earlier';
  earlier.hidden = true;
  earlier.addEventListener('click', () => loadEarlier());
  const more = el('button', 'more', 'Load more');
  more.id = 'more';
  more.hidden = true;
  more.addEventListener('click', () => loadMoreMessages());
  detail.replaceChildren(head, matches, analytics, wb, earlier, box, more);
  // Messages first: on a huge session the workbench's read of the whole file would delay them (one server thread).
  if (messageIndex !== null) await showMessage(messageIndex);
  else await loadMoreMessages();
  if (id === state.openId) loadWorkbench(id);
}

async function searchInConversation(id, query) {
  const list = $('matches');
  const box = $('messages');
  clearHighlights(box);
  list.replaceChildren();
  state.searchQuery = query;
  if (!query) return;
  const r = await api(`/api/conversations/${encodeURIComponent(id)}/search`, { method: 'POST', body: JSON.stringify({ query }) });
  $('detail-status').textContent = `${r.totalMatches} match${r.totalMatches === 1 ? '' : 'es'} in ${r.matches.length} message${r.matches.length === 1 ? '' : 's'}`;
  for (const m of r.matches) {
    const li = el('li', 'match');
    li.setAttribute('data-testid', 'match');
    const p = el('span', 'preview', m.preview);
    highlight(p, query);
    const a = el('a', '', `${m.role} #${m.messageIndex}`);
    a.href = sessionHref(id, m.messageIndex);
    li.append(a, el('span', 'muted', ` ×${m.matchCount} `), p);
    li.addEventListener('click', (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
      ev.preventDefault();
      history.pushState({ id }, '', sessionHref(id, m.messageIndex));
      showMessage(m.messageIndex);
    });
    list.append(li);
  }
  highlight(box, query);
}

async function showAnalytics(id) {
  const box = $('analytics');
  if (box.childElementCount) {
    box.replaceChildren();
    return;
  }
  const a = await api(`/api/conversations/${encodeURIComponent(id)}/analytics`);
  box.append(analyticsPanel(a));
}

async function exportConversation(id, format = 'markdown', detail = 'everything') {
  const r = await api(`/api/conversations/${encodeURIComponent(id)}/download`, { method: 'POST', body: JSON.stringify({ format, detail }) });
  const url = URL.createObjectURL(new Blob([r.content], { type: format === 'html' ? 'text/html' : 'text/markdown' }));
  const a = el('a');
  a.href = url;
  a.download = r.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  $('detail-status').textContent = r.wasLimited
    ? `Exported the first ${r.messageCount} of ${r.totalMessageCount} messages (export limit reached).`
    : `Exported ${r.messageCount} messages.`;
  $('detail-status').textContent += ` ${r.secretsMasked} secret${r.secretsMasked === 1 ? '' : 's'} masked.`;
}

// ---- live -------------------------------------------------------------------------------

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  const live = $('live');
  ws.addEventListener('open', () => {
    live.textContent = 'live';
    live.className = 'live on';
  });
  ws.addEventListener('close', () => {
    live.textContent = 'offline';
    live.className = 'live off';
    setTimeout(connect, 2000);
  });
  ws.addEventListener('message', (ev) => {
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    const d = msg.data || {};
    if ((msg.type === 'new_message' || msg.type === 'message_updated') && d.conversationId === state.openId) {
      upsertMessage(d.message);
      if (state.searchQuery) highlight($('messages').lastElementChild, state.searchQuery);
    } else if (msg.type === 'data_refresh') {
      for (const ch of d.changed || []) {
        if (ch.conversation) state.conversations.set(ch.conversation.id, ch.conversation);
        else state.conversations.delete(ch.conversationId);
      }
      renderList();
      scheduleWindow();
    } else if (msg.type === 'state_change') {
      const c = state.conversations.get(d.conversationId);
      if (c) {
        c.state = d.state;
        c.status = d.status;
        renderList();
      }
    }
  });
}

$('filters').addEventListener('submit', runSearch);
$('f-dir').addEventListener('change', runSearch);
$('f-clear').addEventListener('click', () => {
  for (const id of ['f-query', 'f-content', 'f-from', 'f-to', 'f-dir', 'f-project', 'f-model', 'f-tool', 'f-file']) $(id).value = '';
  runSearch();
});
loadWindow();
setInterval(loadWindow, 60_000); // the time left runs down
/** The address decides what is open: /c/<id> a session, #m<index> a message in it. */
function followAddress() {
  const m = /^\/c\/([^/]+)$/.exec(location.pathname);
  const hash = /^#m(\d{1,9})$/.exec(location.hash);
  const index = hash ? Number(hash[1]) : null;
  if (!m) {
    state.openId = null;
    for (const li of document.querySelectorAll('#list .item')) li.classList.remove('open');
    $('detail').replaceChildren(el('p', 'muted empty', 'Choose a conversation.'));
    return;
  }
  let id;
  try {
    id = decodeURIComponent(m[1]);
  } catch {
    return;
  }
  if (id === state.openId && $('messages')) {
    if (index !== null) showMessage(index);
    return;
  }
  openConversation(id, { push: false, messageIndex: index }).catch((err) => {
    $('detail').replaceChildren(el('p', 'muted empty', `Could not open ${id}: ${err.message}`));
  });
}
window.addEventListener('popstate', followAddress);
window.addEventListener('hashchange', followAddress);
loadList().then(() => {
  followAddress();
  connect();
}, (err) => {
  $('summary').textContent = `Could not load: ${err.message}`;
});
