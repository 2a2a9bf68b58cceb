import { KINDS, kindByType, type ComponentType, type Kind } from '../catalog/kinds.ts';
import { KIND_STYLE } from '../catalog/kind-style.ts';

/**
 * Spec 2's eight command types. Only the mapping to catalog kinds is written
 * here (`plugins` is the catalog's `mods`); icon and color come from
 * KIND_STYLE (shared with the site), the singular from KINDS.
 */
const PRESENTATION = [
  { name: 'skills', kind: 'skills' },
  { name: 'agents', kind: 'agents' },
  { name: 'commands', kind: 'commands' },
  { name: 'mcps', kind: 'mcps' },
  { name: 'settings', kind: 'settings' },
  { name: 'hooks', kind: 'hooks' },
  { name: 'templates', kind: 'templates' },
  { name: 'plugins', kind: 'mods' },
] as const satisfies ReadonlyArray<{ name: string; kind: ComponentType }>;

export interface ChatType {
  /** The name users pick in Discord (for unlisted kinds, the catalog's own plural). */
  name: string;
  kind: Kind;
  icon: string;
  color: number;
  /** One of the `type` option's choices. */
  option: boolean;
}

const LISTED: ChatType[] = PRESENTATION.map((p) => {
  const kind = kindByType(p.kind);
  if (!kind) throw new Error(`chat type ${p.name} maps to unknown kind ${p.kind}`);
  return { name: p.name, kind, icon: KIND_STYLE[kind.type].emoji, color: KIND_STYLE[kind.type].color, option: true };
});

/** Every catalog kind, so no component is unreachable: the eight choices first, then the rest of KINDS. */
export const ALL_CHAT_TYPES: readonly ChatType[] = [
  ...LISTED,
  ...KINDS.filter((kind) => !LISTED.some((t) => t.kind === kind)).map((kind) => ({
    name: kind.type,
    kind,
    icon: KIND_STYLE[kind.type].emoji,
    color: KIND_STYLE[kind.type].color,
    option: false,
  })),
];

/** The `type` option's choices: spec 2's eight. */
export const CHAT_TYPES: readonly ChatType[] = LISTED;

export const CHAT_TYPE_NAMES = CHAT_TYPES.map((t) => t.name);

export function chatTypeByName(name: string): ChatType | undefined {
  return CHAT_TYPES.find((t) => t.name === name.trim().toLowerCase());
}

