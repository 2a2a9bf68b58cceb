/**
 * How each kind looks, once: spec 2's icon and color per type (the Discord
 * embeds and the site's accents), plus the two catalog kinds spec 2 has no
 * type for. The site derives text colours from the accent that meet WCAG AA
 * on its light and dark surfaces (`kindInk`); the accent itself is only used
 * for shapes (icon tiles, stripes), never for small text.
 */
import { KINDS, type ComponentType } from './kinds.ts';

export interface KindStyle {
  /** Spec 2's color, `0xRRGGBB`. */
  color: number;
  /** Spec 2's icon as an emoji (Discord) … */
  emoji: string;
  /** … and as the name of the site's SVG symbol (src/components/KindIcons.astro). */
  icon: 'palette' | 'robot' | 'lightning' | 'plug' | 'gear' | 'hook' | 'clipboard' | 'puzzle' | 'loop' | 'box';
}

export const KIND_STYLE: Record<ComponentType, KindStyle> = {
  skills: { color: 0x9b59b6, emoji: '🎨', icon: 'palette' },
  agents: { color: 0xff6b6b, emoji: '🤖', icon: 'robot' },
  commands: { color: 0x4ecdc4, emoji: '⚡', icon: 'lightning' },
  mcps: { color: 0x95e1d3, emoji: '🔌', icon: 'plug' },
  settings: { color: 0xf9ca24, emoji: '⚙️', icon: 'gear' },
  hooks: { color: 0x6c5ce7, emoji: '🪝', icon: 'hook' },
  templates: { color: 0xa8e6cf, emoji: '📋', icon: 'clipboard' },
  mods: { color: 0xffd93d, emoji: '🧩', icon: 'puzzle' },
  // Not in spec 2: the chat commands' choices for the catalog's other kinds.
  loops: { color: 0x74b9ff, emoji: '🔁', icon: 'loop' },
  sandbox: { color: 0x636e72, emoji: '📦', icon: 'box' },
};

type Rgb = [number, number, number];

const rgbOf = (n: number): Rgb => [(n >> 16) & 255, (n >> 8) & 255, n & 255];
export const hex = (c: Rgb | number): string => `#${(typeof c === 'number' ? rgbOf(c) : c).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb | number, b: Rgb | number): number {
  const [x, y] = [a, b].map((c) => luminance(typeof c === 'number' ? rgbOf(c) : c)) as [number, number];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i]! - v) * t)) as Rgb;

/**
 * The accent moved toward black (light scheme) or white (dark scheme) just
 * far enough for `ratio` against every given background: the kind's hue,
 * readable as text.
 */
export function kindInk(color: number, backgrounds: number[], towards: 'black' | 'white', ratio = 4.6): string {
  const end: Rgb = towards === 'black' ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0; t <= 1; t += 0.02) {
    const c = mix(rgbOf(color), end, t);
    if (backgrounds.every((bg) => contrast(c, bg) >= ratio)) return hex(c);
  }
  return hex(end);
}

// The kinds' accents (spec 2's colors) and their text colours, readable on every surface of each scheme.
const LIGHT_SURFACES = [0xffffff, 0xfbfaf8, 0xf3f1ec];
const DARK_SURFACES = [0x121417, 0x191c20, 0x22262c];

/**
 * Every page's kind rules (accent, ink, icon), computed once: the search for a
 * readable ink was ~8 % of a component page's render when each page did it.
 */
export const KIND_CSS =
  KINDS.map((k) => {
    const { color } = KIND_STYLE[k.type];
    // --kind-icon: the kind's icon, painted through a CSS mask (icon-paths.ts).
    return `[data-kind=${k.singular}]{--kind-icon:url(/icons/${KIND_STYLE[k.type].icon}.svg);--kind:${hex(color)};--kind-ink:light-dark(${kindInk(color, LIGHT_SURFACES, 'black')},${kindInk(color, DARK_SURFACES, 'white')})}`;
  }).join('') + '.i-copy::before{--icon:url(/icons/copy.svg)}.i-plus::before{--icon:url(/icons/plus.svg)}.i-plus[data-in-stack=true]::before{--icon:url(/icons/check.svg)}';
