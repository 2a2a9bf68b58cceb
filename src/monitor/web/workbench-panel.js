// The session workbench panel: resume commands, files changed with their diffs, the todo
// list and plans, subagents and forks with their cost. Built from `/workbench`'s answer,
// text only through DOM nodes (never innerHTML). Nothing here sends anything to a model:
// the resume commands are only shown and copied.
import { el, renderMarkdown } from './markdown.js';
import { fmtCost, fmtInt, fmtTime } from './format.js';

/** A session's address, and a message's within it. */
export const sessionHref = (id, index) => `/c/${encodeURIComponent(id)}${index === undefined || index === null ? '' : `#m${index}`}`;

function link(text, href, testid) {
  const a = el('a', '', text);
  a.href = href;
  if (testid) a.setAttribute('data-testid', testid);
  return a;
}

/** A unified diff as lines, each classed by its first character. */
export function diffNode(patch) {
  const pre = el('pre', 'diff');
  pre.setAttribute('data-testid', 'diff');
  for (const line of patch.split('\n')) {
    const cls = line.startsWith('+++') || line.startsWith('---') ? 'd-file' : line.startsWith('@@') ? 'd-hunk' : line.startsWith('+') ? 'd-add' : line.startsWith('-') ? 'd-del' : '';
    pre.append(el('span', cls, `${line}\n`));
  }
  return pre;
}

/** One edit: what, where, its diff or why there is none. */
export function editNode(e, conversationId) {
  const box = el('div', `edit ${e.status}`);
  box.setAttribute('data-testid', 'edit');
  const head = el('div', 'edit-head');
  head.append(el('span', 'tool-name', e.tool), el('span', 'muted', ` ${e.kind} · ${e.status}`));
  if (e.added || e.removed) head.append(el('span', 'd-add', ` +${e.added}`), el('span', 'd-del', ` −${e.removed}`));
  if (e.messageIndex !== null) head.append(' ', link(`message #${e.messageIndex}`, sessionHref(conversationId, e.messageIndex), 'edit-message-link'));
  if (e.agent) head.append(el('span', 'muted', ` in subagent ${e.agent}`));
  if (e.userModified) head.append(el('span', 'muted', ' · changed by the user before accepting'));
  box.append(head);
  if (e.patch) {
    if (e.snippet) box.append(el('p', 'muted', 'Diff of the edited text only (the client recorded no patch): line numbers count from the snippet.'));
    box.append(diffNode(e.patch));
  }
  if (e.skipped) {
    const p = el('p', 'muted skipped', `No diff: ${e.skipped}`);
    p.setAttribute('data-testid', 'edit-skipped');
    box.append(p);
  }
  return box;
}

function section(title, testid, open = false) {
  const d = el('details', 'wb-section');
  d.open = open;
  d.setAttribute('data-testid', testid);
  d.append(el('summary', '', title));
  return d;
}

async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission: select the text so one key press copies it.
    const area = el('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  button.textContent = 'Copied';
  setTimeout(() => (button.textContent = 'Copy'), 1500);
}

function resumeSection(r) {
  const s = section('Resume', 'resume', true);
  for (const [label, cmd, id] of [['Resume', r.resume, 'resume-command'], ['Fork', r.fork, 'fork-command']]) {
    const row = el('div', 'cmd-row');
    const code = el('code', 'cmd', cmd);
    code.setAttribute('data-testid', id);
    const b = el('button', '', 'Copy');
    b.type = 'button';
    b.setAttribute('data-testid', `copy-${id}`);
    b.addEventListener('click', () => copyText(cmd, b));
    row.append(el('span', 'label', label), code, b);
    s.append(row);
  }
  if (!r.folder) s.append(el('p', 'muted', 'No working folder was recorded: run the command in the folder the session was started in.'));
  return s;
}

function changesSection(changes, conversationId, loadHistory) {
  const s = section(`Files changed (${changes.files.length}) · +${fmtInt(changes.added)} −${fmtInt(changes.removed)}`, 'changes');
  if (!changes.files.length) s.append(el('p', 'muted', 'This session changed no file.'));
  for (const f of changes.files) {
    const d = el('details', 'changed-file');
    d.setAttribute('data-testid', 'changed-file');
    const sum = el('summary');
    sum.append(el('code', '', f.path), el('span', 'muted', ` · ${f.edits.length} edit${f.edits.length === 1 ? '' : 's'}${f.created ? ' · created' : ''} `), el('span', 'd-add', `+${f.added}`), ' ', el('span', 'd-del', `−${f.removed}`));
    if (f.exists === false) sum.append(el('span', 'badge gone', 'no longer exists'));
    d.append(sum);
    const hist = el('button', 'link', 'History in this project');
    hist.type = 'button';
    hist.setAttribute('data-testid', 'file-history');
    const histBox = el('div', 'history');
    hist.addEventListener('click', async () => {
      histBox.replaceChildren(el('p', 'muted', 'Reading the project’s sessions…'));
      const h = await loadHistory(f.path);
      const list = el('ol', 'history-list');
      for (const sess of h.sessions) {
        const li = el('li');
        li.setAttribute('data-testid', 'history-session');
        li.append(link(sess.title || sess.conversationId, sessionHref(sess.conversationId)), el('span', 'muted', ` · ${sess.edits.length} edit${sess.edits.length === 1 ? '' : 's'}`));
        for (const e of sess.edits) li.append(editNode(e, sess.conversationId));
        list.append(li);
      }
      histBox.replaceChildren(list);
    });
    d.append(hist, histBox, ...f.edits.map((e) => editNode(e, conversationId)));
    s.append(d);
  }
  return s;
}

function todoList(items) {
  const ul = el('ul', 'todos');
  for (const t of items) {
    const li = el('li', `todo ${t.status}`);
    li.setAttribute('data-testid', 'todo');
    li.append(el('span', 'todo-mark', t.status === 'completed' ? '☑' : t.status === 'in_progress' ? '◐' : '☐'), ` ${t.content}`, el('span', 'muted', ` (${t.status})`));
    ul.append(li);
  }
  return ul;
}

function todosSection(todos, conversationId) {
  const s = section(`Todos and plans (${todos.current.length} todos, ${todos.plans.length} plan${todos.plans.length === 1 ? '' : 's'})`, 'todos');
  if (todos.current.length) s.append(el('div', 'label', 'Current list'), todoList(todos.current));
  if (todos.snapshots.length > 1) {
    const hist = el('details', 'todo-history');
    hist.append(el('summary', '', `How it evolved (${todos.snapshots.length} updates)`));
    for (const snap of todos.snapshots) {
      const head = el('div', 'label');
      head.append(`${snap.tool} · ${fmtTime(snap.timestamp)} `);
      if (snap.messageIndex !== null) head.append(link(`message #${snap.messageIndex}`, sessionHref(conversationId, snap.messageIndex)));
      hist.append(head, todoList(snap.items));
    }
    s.append(hist);
  }
  for (const p of todos.plans) {
    const box = el('div', 'plan');
    box.setAttribute('data-testid', 'plan');
    const head = el('div', 'label');
    head.append(`Plan · ${p.outcome} · ${fmtTime(p.timestamp)} `);
    if (p.messageIndex !== null) head.append(link(`message #${p.messageIndex}`, sessionHref(conversationId, p.messageIndex)));
    const md = el('div', 'md');
    md.append(renderMarkdown(p.plan));
    box.append(head, md);
    s.append(box);
  }
  if (!todos.current.length && !todos.plans.length) s.append(el('p', 'muted', 'No todo list or plan in this session.'));
  return s;
}

function costLine(label, tokens, cost) {
  return el('span', 'muted', `${label}: ${fmtInt(tokens)} tokens · ${fmtCost(cost)}`);
}

function treeSection(tree, conversationId) {
  const s = section(`Subagents and forks (${tree.agents.length} subagent${tree.agents.length === 1 ? '' : 's'}, ${tree.forks.length} fork${tree.forks.length === 1 ? '' : 's'})`, 'tree');
  const root = el('ul', 'tree');
  const top = el('li');
  top.setAttribute('data-testid', 'tree-session');
  top.append(el('strong', '', 'This session'), ' ', costLine('total', tree.cost.total.tokens, tree.cost.total.cost));
  const kids = el('ul');
  const main = el('li');
  main.setAttribute('data-testid', 'tree-main');
  main.append('Main thread ', costLine('', tree.cost.mainThread.tokens, tree.cost.mainThread.cost));
  kids.append(main);
  const byParent = new Map();
  for (const a of tree.agents) {
    const k = a.parentAgent || '';
    if (!byParent.has(k)) byParent.set(k, []);
    byParent.get(k).push(a);
  }
  const agentItems = (parent) =>
    (byParent.get(parent) || []).map((a) => {
      const li = el('li');
      li.setAttribute('data-testid', 'tree-agent');
      li.append(el('code', '', a.agent), ` ${a.agentType || 'subagent'}${a.description ? `: ${a.description}` : ''} `, costLine(`${fmtInt(a.messages)} msgs`, a.tokens, a.cost));
      if (a.unpricedTokens) li.append(el('span', 'muted', ` (${fmtInt(a.unpricedTokens)} unpriced tokens)`));
      if (a.messageIndex !== null) li.append(' ', link(`started at message #${a.messageIndex}`, sessionHref(conversationId, a.messageIndex)));
      const sub = agentItems(a.agent);
      if (sub.length) {
        const ul = el('ul');
        ul.append(...sub);
        li.append(ul);
      }
      return li;
    });
  kids.append(...agentItems(''));
  for (const f of tree.forks) {
    const li = el('li');
    li.setAttribute('data-testid', 'tree-fork');
    li.append('Fork ', link(f.title || f.id, sessionHref(f.id)), ' ', costLine('', f.tokens, f.cost));
    kids.append(li);
  }
  top.append(kids);
  root.append(top);
  if (tree.forkedFromId) {
    const p = el('p', 'muted');
    p.setAttribute('data-testid', 'forked-from');
    p.append('Forked from ', link(tree.forkedFrom ? tree.forkedFrom.title || tree.forkedFromId : tree.forkedFromId, sessionHref(tree.forkedFromId)), ' (its copied messages are counted there).');
    s.append(p);
  }
  s.append(root);
  return s;
}

/** The whole panel for one `/workbench` answer. */
export function workbenchPanel(wb, loadHistory) {
  const box = el('div', 'workbench');
  box.append(resumeSection(wb.resume), changesSection(wb.changes, wb.conversationId, loadHistory), todosSection(wb.todos, wb.conversationId), treeSection(wb.tree, wb.conversationId));
  return box;
}
