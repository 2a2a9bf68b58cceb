/**
 * The one list of component kinds. Everything else (schemas, build, tracker,
 * installer, chat commands) derives from this table.
 */
export const KINDS = [
  { type: 'agents', singular: 'agent', layout: 'file', ext: '.md', runsCode: false },
  { type: 'commands', singular: 'command', layout: 'file', ext: '.md', runsCode: false },
  { type: 'skills', singular: 'skill', layout: 'dir', ext: '.md', entry: 'SKILL.md', runsCode: false },
  { type: 'hooks', singular: 'hook', layout: 'file', ext: '.json', runsCode: true },
  { type: 'mcps', singular: 'mcp', layout: 'file', ext: '.json', runsCode: true },
  { type: 'settings', singular: 'setting', layout: 'file', ext: '.json', runsCode: false },
  { type: 'loops', singular: 'loop', layout: 'file', ext: '.md', runsCode: false },
  { type: 'mods', singular: 'mod', layout: 'dir', ext: '.json', entry: '.claude-plugin/plugin.json', runsCode: true },
  { type: 'sandbox', singular: 'sandbox', layout: 'dir', ext: '.md', entry: 'README.md', runsCode: true },
  // A template places files at the project root, where editors, shells and package managers act on them: asked about like code (issue 28).
  { type: 'templates', singular: 'template', layout: 'dir', ext: '.md', entry: 'README.md', runsCode: true },
] as const;

export type Kind = (typeof KINDS)[number];
export type ComponentType = Kind['type'];
export type SingularType = Kind['singular'];

export const COMPONENT_TYPES = KINDS.map((k) => k.type) as unknown as readonly [ComponentType, ...ComponentType[]];
export const SINGULAR_TYPES = KINDS.map((k) => k.singular) as unknown as readonly [SingularType, ...SingularType[]];

/** Category and name path segments: spec 1's allowed characters, nothing else ever reaches a path. */
export const SEGMENT_PATTERN = /^[A-Za-z0-9._-]+$/;

export function isSafeSegment(value: string): boolean {
  return SEGMENT_PATTERN.test(value) && value !== '.' && value !== '..';
}

export function kindByType(type: string): Kind | undefined {
  return KINDS.find((k) => k.type === type);
}

export function kindBySingular(singular: string): Kind | undefined {
  return KINDS.find((k) => k.singular === singular);
}
