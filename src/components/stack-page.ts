/**
 * The stack page in the browser: the stack from the address (`?c=…`) or from
 * local storage, each component's facts from `/stack-facts/{type}/{category}.json`,
 * the pre-flight (src/stack/preflight.ts, the installer's own) and the two
 * install commands. Everything from the catalog is set as text, through visible().
 */
import { KINDS } from '../catalog/kinds.ts';
import { AGENT_DESCRIPTIONS_WARNING_TOKENS, CONTEXT_WINDOW_TOKENS, SKILL_LISTING_BUDGET_CHARS } from '../stack/context-budget.ts';
import type { StackFacts } from '../stack/facts.ts';
import { preflight, type Preflight } from '../stack/preflight.ts';
import { allowPathFlags, formatStackParam, parseStackParam, stackInstallCommand, stackKey, stackPath, type StackItem } from '../stack/stack-url.ts';
import { visible } from '../text/visible.ts';
import { formatCount as n } from '../catalog/format-count.ts';
import { readStack, STACK_EVENT, writeStack } from './stack-store.ts';

type FactsDoc = { version: number; components: Record<string, Omit<StackFacts, 'item'> | { error: string }> };
type Looked = { item: StackItem; facts?: StackFacts; problem?: string };

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string } = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

function icon(name: string, className = 'icon'): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `#i-${name}`);
  svg.append(use);
  return svg;
}

const typeOf = (singular: string) => KINDS.find((k) => k.singular === singular)!.type;

const docs = new Map<string, Promise<FactsDoc | undefined>>();
function factsDoc(type: string, category: string): Promise<FactsDoc | undefined> {
  const url = `/stack-facts/${type}/${category}.json`;
  let doc = docs.get(url);
  if (!doc) {
    doc = fetch(url).then(async (r) => (r.ok ? ((await r.json()) as FactsDoc) : undefined));
    doc.catch(() => docs.delete(url));
    docs.set(url, doc);
  }
  return doc;
}

/** The fields the pre-flight reads, each of its type: a catalog's document is input like any other. */
function isFacts(entry: object): entry is Omit<StackFacts, 'item'> {
  const e = entry as Record<string, unknown>;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  return (
    strings(e.places) &&
    strings(e.mcpServers) &&
    Array.isArray(e.hooks) &&
    Array.isArray(e.needs) &&
    Array.isArray(e.context) &&
    typeof e.settings === 'object' &&
    e.settings !== null &&
    !Array.isArray(e.settings)
  );
}

async function lookUp(item: StackItem): Promise<Looked> {
  try {
    const doc = await factsDoc(typeOf(item.kind), item.category);
    // Own entries only: `toString` or `constructor` is a legal name, never Object.prototype's (issue 37).
    const entry: unknown = doc && typeof doc.components === 'object' && doc.components !== null && Object.hasOwn(doc.components, item.name) ? doc.components[item.name] : undefined;
    if (typeof entry !== 'object' || entry === null) return { item, problem: 'is not in this catalog' };
    if ('error' in entry) return { item, problem: `cannot be installed: ${visible(String(entry.error))}` };
    if (!isFacts(entry)) return { item, problem: 'could not be checked (its facts are malformed)' };
    return { item, facts: { item, ...entry } };
  } catch (error) {
    return { item, problem: `could not be checked (${error instanceof Error ? error.message : String(error)})` };
  }
}

function listItem(looked: Looked, onRemove: () => void): HTMLLIElement {
  const { item } = looked;
  const li = el('li');
  li.dataset.kind = item.kind;
  li.dataset.key = stackKey(item);
  const tile = el('span', { className: 'kind-tile' });
  const link = el('a', { text: item.name });
  link.href = `/component/${item.kind}/${item.category}/${item.name}`;
  const what = el('span', { className: 'what' }, link, el('span', { className: 'sub', text: `${item.kind} · ${item.category}${looked.problem ? ` — ${looked.problem}` : ''}` }));
  if (looked.problem) li.dataset.problem = '';
  const remove = el('button', { className: 'ghost small' }, icon('plus', 'icon rotate'), el('span', { text: 'Remove' }));
  remove.type = 'button';
  remove.setAttribute('aria-label', `Remove ${item.name} from the stack`);
  remove.addEventListener('click', onRemove);
  li.append(tile, what, remove);
  return li;
}

function listOf(lines: string[], empty: string): HTMLElement {
  if (!lines.length) return el('p', { className: 'ok', text: empty });
  return el('ul', {}, ...lines.map((line) => el('li', { text: line })));
}

function meter(value: number, max: number, label: string): HTMLElement {
  const m = el('div', { className: 'meter' });
  m.setAttribute('role', 'img');
  m.setAttribute('aria-label', label);
  m.dataset.over = String(value > max);
  const bar = el('span');
  bar.style.width = `${Math.min(100, (value / max) * 100).toFixed(1)}%`;
  m.append(bar);
  return m;
}

function drawPreflight(report: Preflight, problems: number): void {
  const verdict = $('preflight-verdict');
  const issues: string[] = [];
  if (report.collisions.length) issues.push(`${report.collisions.length} ${report.collisions.length === 1 ? 'collision' : 'collisions'}`);
  if (report.safety.level === 'blocking') issues.push('a blocking safety finding');
  if (problems) issues.push(`${problems} ${problems === 1 ? 'component' : 'components'} not found`);
  verdict.hidden = false;
  verdict.dataset.ok = String(issues.length === 0);
  verdict.textContent = issues.length
    ? `Not ready: ${issues.join(', ')}. The installer refuses this stack until it is fixed.`
    : `These ${report.components.length} components fit together.${report.needs.length ? ` ${report.needs.length} ${report.needs.length === 1 ? 'value needs' : 'values need'} setting up.` : ''}`;

  $('pf-collisions-body').replaceChildren(
    report.collisions.length
      ? el('ul', {}, ...report.collisions.map((c) => el('li', { text: c.message })))
      : el('p', { text: 'None: no two components install to the same place, add an MCP server of the same name, hook the same event and matcher, or set one setting differently.' }),
  );
  $('pf-needs-body').replaceChildren(
    listOf(
      report.needs.map((need) => `${need.component}: ${need.what} ${visible(need.name)} (${visible(need.where)})`),
      'Nothing to fill in: no placeholders or environment variables.',
    ),
    ...(report.needs.some((need) => need.what === 'placeholder') ? [el('p', { className: 'muted', text: 'The installer asks for each placeholder, or takes --set NAME=value.' })] : []),
  );
  const s = report.safety;
  const safety: HTMLElement[] = [];
  const checked = report.components.length - s.unchecked.length;
  if (checked) {
    const badge = el('span', { className: 'verdict', text: visible(s.summary) });
    badge.dataset.level = s.level;
    safety.push(el('p', {}, badge));
    const caps = s.capabilities;
    const facts: Array<[string, string[]]> = [
      ['Runs', caps.runs],
      ['Connects to', caps.network],
      ['Reads variables', caps.env],
      ['Files outside the project', caps.files.map((f) => `${f.access} ${f.path}`)],
      ['Grants', caps.permissions],
      ['May use', caps.tools ?? []],
      ['MCP servers', caps.mcpServers.map((m) => `${m.name}${m.pinned === false ? ' (not pinned to a version)' : ''}`)],
      ['Containers', caps.containers.map((c) => `${c.file}${c.privileged ? ' (privileged)' : ''}${c.dockerSocket ? ' (Docker socket)' : ''}`)],
    ];
    const rows = facts.filter(([, items]) => items.length);
    if (rows.length) {
      const dl = el('dl', { className: 'caps' });
      for (const [label, items] of rows) {
        const shown = items.slice(0, 6).map(visible);
        dl.append(el('dt', { text: label }), el('dd', { text: `${shown.join(', ')}${items.length > 6 ? ` and ${items.length - 6} more` : ''}` }));
      }
      safety.push(dl);
    } else safety.push(el('p', { className: 'muted', text: 'Nothing in it runs, connects anywhere, reads variables or grants permissions.' }));
  }
  if (s.unchecked.length) safety.push(el('p', { className: 'muted', text: `${s.unchecked.length} of ${report.components.length} not checked: this catalog has no safety report for ${s.unchecked.length === 1 ? 'it' : 'them'}. Read what each runs on its page.` }));
  $('pf-safety-body').replaceChildren(...safety);

  const c = report.context;
  const body = $('pf-context-body');
  const children: HTMLElement[] = [
    el('p', {}, el('span', { className: 'big', text: `~${n(c.tokens)}` }), ` tokens in every session (${c.percentOfWindow < 0.1 && c.tokens > 0 ? 'under 0.1' : c.percentOfWindow.toFixed(1)}% of the ${n(CONTEXT_WINDOW_TOKENS)}-token window)`),
    meter(c.tokens, CONTEXT_WINDOW_TOKENS * 0.1, `${n(c.tokens)} tokens of always-loaded context`),
    el('p', { className: 'muted', text: `Agent descriptions ~${n(c.agentTokens)} of the ${n(AGENT_DESCRIPTIONS_WARNING_TOKENS)} tokens Claude Code allows before it warns; skill listing ${n(c.skillChars)} of ${n(SKILL_LISTING_BUDGET_CHARS)} characters.` }),
  ];
  if (c.agentsOverWarning) children.push(el('p', { className: 'warning', text: `Over Claude Code's limit: it will warn that agent descriptions are over ${n(AGENT_DESCRIPTIONS_WARNING_TOKENS)} tokens at every start.` }));
  if (c.skillsOverBudget) children.push(el('p', { className: 'warning', text: 'The skill listing is over its budget: Claude Code will shorten skill descriptions, so some are harder for the model to pick.' }));
  if (c.mcpServers) children.push(el('p', { className: 'muted', text: `${c.mcpServers} MCP ${c.mcpServers === 1 ? 'server' : 'servers'}: counted by name and description; their tools' schemas load when ${c.mcpServers === 1 ? 'it starts' : 'they start'}.` }));
  if (c.lines.length) {
    children.push(el('h4', { text: 'Largest contributors' }));
    const rows = c.lines.slice(0, 5).map((line) => el('tr', {}, el('td', { text: `${line.as} ${visible(line.name)}` }), el('td', { text: `~${n(line.tokens)}` })));
    children.push(el('table', {}, el('tbody', {}, ...rows)));
  }
  body.replaceChildren(...children);
  const total = report.components.length + problems;
  $('preflight-status').textContent = `Checked ${problems ? `${report.components.length} of ${total}` : total} ${total === 1 ? 'component' : 'components'}.`;
}

let generation = 0;

async function draw(items: StackItem[]): Promise<void> {
  const mine = ++generation;
  $('stack-empty').hidden = items.length > 0;
  // The body appears whole once its check is drawn, so nothing on screen moves while it loads.
  if (!items.length) $('stack-body').hidden = true;
  const url = new URL(stackPath(items), location.origin);
  if (location.search !== url.search) history.replaceState(history.state, '', items.length ? `${url.pathname}${url.search}` : url.pathname);
  if (!items.length) return;
  $('stack-count').textContent = `(${items.length})`;
  const commands = (allowPaths: readonly string[]) => {
    const command = stackInstallCommand(items, undefined, allowPaths);
    const urlCommand = [`npx toolshed@latest --stack '${url.href}'`, ...allowPathFlags(allowPaths)].join(' ');
    $('stack-command').textContent = command;
    $('copy-stack-command').dataset.copy = command;
    $('stack-url-command').textContent = urlCommand;
    $('copy-stack-url-command').dataset.copy = urlCommand;
  };
  commands([]);
  $<HTMLInputElement>('stack-share').value = url.href;
  $('copy-stack-share').dataset.copy = url.href;
  $('preflight-status').textContent = 'Checking…';

  const looked = await Promise.all(items.map(lookUp));
  if (mine !== generation) return; // the stack changed meanwhile
  $('stack-list').replaceChildren(...looked.map((l) => listItem(l, () => remove(l.item))));
  // The commands work as shown: the --allow-path each member needs (a devcontainer's .devcontainer), from its facts.
  commands(looked.flatMap((l) => (Array.isArray(l.facts?.allowPaths) ? l.facts.allowPaths.filter((p): p is string => typeof p === 'string' && /^[A-Za-z0-9._\/-]+$/.test(p)) : [])));
  drawPreflight(preflight(looked.flatMap((l) => (l.facts ? [l.facts] : []))), looked.filter((l) => l.problem).length);
  $('stack-body').hidden = false;
}

function remove(item: StackItem): void {
  writeStack(readStack().filter((i) => stackKey(i) !== stackKey(item)));
}

export function initStackPage(): void {
  const fromUrl = new URLSearchParams(location.search).get('c');
  if (fromUrl !== null) {
    const parsed = parseStackParam(fromUrl);
    const saved = readStack();
    if (parsed.errors.length) {
      const list = $('stack-errors');
      list.hidden = false;
      const kept = saved.length > 0 && formatStackParam(saved) !== formatStackParam(parsed.items);
      list.replaceChildren(
        el('li', { text: kept ? 'This link could not be read whole, so your saved stack was kept:' : 'Part of this link was left out:' }),
        ...parsed.errors.map((e) => el('li', { text: e })),
      );
      // A link that cannot be read whole never replaces the visitor's stack; with none saved, its readable part is shown.
      if (!kept) writeStack(parsed.items);
      start();
      return;
    }
    if (saved.length && formatStackParam(saved) !== formatStackParam(parsed.items)) {
      // A shared link replaces the visitor's own stack, which stays one click away.
      const note = $('stack-replaced');
      note.hidden = false;
      note.querySelector('span')!.textContent = `This link's stack replaced yours (${saved.length} ${saved.length === 1 ? 'component' : 'components'}).`;
      $('stack-restore').addEventListener('click', () => {
        note.hidden = true;
        writeStack(saved);
      }, { once: true });
    }
    writeStack(parsed.items);
  }
  start();
}

function start(): void {
  void draw(readStack());
  addEventListener(STACK_EVENT, () => void draw(readStack()));
  addEventListener('storage', (event: StorageEvent) => {
    if (event.key === 'toolshed.stack') void draw(readStack());
  });
  $('stack-clear').addEventListener('click', () => writeStack([]));
}
