import { KINDS, kindByType, type ComponentType, type Kind } from '../catalog/kinds.ts';

/**
 * Spec 2's eight command types with their icon and color. Only the mapping
 * to catalog kinds is written here (`plugins` is the catalog's `mods`); the
 * singular, used in links and install flags, always comes from KINDS.
 */
const PRESENTATION = [
  { name: 'skills', kind: 'skills', icon: '🎨', color: 0x9b59b6 },
  { name: 'agents', kind: 'agents', icon: '🤖', color: 0xff6b6b },
  { name: 'commands', kind: 'commands', icon: '⚡', color: 0x4ecdc4 },
  { name: 'mcps', kind: 'mcps', icon: '🔌', color: 0x95e1d3 },
  { name: 'settings', kind: 'settings', icon: '⚙️', color: 0xf9ca24 },
  { name: 'hooks', kind: 'hooks', icon: '🪝', color: 0x6c5ce7 },
  { name: 'templates', kind: 'templates', icon: '📋', color: 0xa8e6cf },
  { name: 'plugins', kind: 'mods', icon: '🧩', color: 0xffd93d },
] as const satisfies ReadonlyArray<{ name: string; kind: ComponentType; icon: string; color: number }>;

/**
 * Catalog kinds spec 2 has no type for. They are not a `type` choice, but
 * /search, /info and /install without a type find them like any other.
 */
const UNLISTED: Partial<Record<ComponentType, { icon: string; color: number }>> = {
  loops: { icon: '🔁', color: 0x74b9ff },
  sandbox: { icon: '📦', color: 0x636e72 },
};

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
  return { name: p.name, kind, icon: p.icon, color: p.color, option: true };
});

/** Every catalog kind, so no component is unreachable: the eight choices first, then the rest of KINDS. */
export const ALL_CHAT_TYPES: readonly ChatType[] = [
  ...LISTED,
  ...KINDS.filter((kind) => !LISTED.some((t) => t.kind === kind)).map((kind) => ({
    name: kind.type,
    kind,
    icon: UNLISTED[kind.type]?.icon ?? '📦',
    color: UNLISTED[kind.type]?.color ?? 0x636e72,
    option: false,
  })),
];

/** The `type` option's choices: spec 2's eight. */
export const CHAT_TYPES: readonly ChatType[] = LISTED;

export const CHAT_TYPE_NAMES = CHAT_TYPES.map((t) => t.name);

export function chatTypeByName(name: string): ChatType | undefined {
  return CHAT_TYPES.find((t) => t.name === name.trim().toLowerCase());
}

