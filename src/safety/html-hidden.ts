/**
 * Pure: the text of an HTML document (a page, a template, a Vue or Handlebars
 * file, a ```html block) that a rendered page does not show a human reader but
 * the model reads: comments, and the text of elements hidden by the `hidden`
 * attribute or by their style (display:none, visibility:hidden, a zero or
 * one-pixel font, zero opacity, zero height or width, moved far off screen,
 * clipped away, text in the colour of the background it stands on). Parsed
 * with `sax` (non-strict, as HTML is written), never by pattern; a style
 * attribute is read declaration by declaration.
 */
import sax from 'sax';

export interface HiddenHtml {
  /** 1-based line in the document where the hidden text starts. */
  line: number;
  text: string;
  how: 'html-comment' | 'hidden-element';
}

/** Elements that never close (html-void-elements): they hold no text. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is no text a reader is shown or the model reads as prose. */
const NOT_TEXT = new Set(['script', 'style']);

/** A style attribute's declarations, by lower-cased property. */
function declarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of style.split(';')) {
    const at = part.indexOf(':');
    if (at < 0) continue;
    out.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim().toLowerCase().replace(/\s*!important$/, ''));
  }
  return out;
}

const WHITE = new Set(['white', '#fff', '#ffffff', 'rgb(255,255,255)', '#fffffe']);
/** One spelling per colour for white (the page's own background when nothing sets one). */
function colour(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.replace(/\s+/g, '');
  return WHITE.has(v) ? 'white' : v;
}

/** A length of zero (`0`, `0px`, `0em`) or at most one pixel (for fonts). */
const zero = (v: string | undefined) => v !== undefined && /^0*\.?0*(?:px|pt|em|rem|%)?$/.test(v);
const tiny = (v: string | undefined) => v !== undefined && (zero(v) || /^(?:1px|0?\.\d+(?:px|pt|em|rem))$/.test(v));
const farOff = (v: string | undefined) => v !== undefined && /^-\d{3,}/.test(v);

/** Whether an element is hidden by its own attributes, given the background it stands on. */
function hiddenBy(attributes: Record<string, string>, background: string): boolean {
  if ('hidden' in attributes) return true;
  const css = declarations(attributes.style ?? '');
  if (css.get('display') === 'none' || css.get('visibility') === 'hidden') return true;
  if (tiny(css.get('font-size')) || zero(css.get('opacity'))) return true;
  if (zero(css.get('height')) || zero(css.get('width')) || zero(css.get('max-height'))) return true;
  if (farOff(css.get('left')) || farOff(css.get('top')) || farOff(css.get('text-indent'))) return true;
  const clip = css.get('clip') ?? css.get('clip-path');
  if (clip !== undefined && (clip.startsWith('rect(0') || clip.startsWith('inset(50%'))) return true;
  const fg = colour(css.get('color'));
  const bg = colour(css.get('background-color') ?? css.get('background')) ?? background;
  return fg !== undefined && (fg === 'transparent' || fg === bg);
}

interface Open {
  name: string;
  hidden: boolean;
  background: string;
  /** The hidden text gathered under this element, when it is the outermost hidden one. */
  gathered?: { line: number; parts: string[] };
}

/** Hidden text of an HTML document, each hidden element's text (its hidden children's with it) and each comment once. */
export function hiddenHtml(html: string): HiddenHtml[] {
  const found: HiddenHtml[] = [];
  const parser = sax.parser(false, { lowercase: true, position: true });
  const stack: Open[] = [];
  let skip = 0;
  // Non-strict sax reports what HTML allows (an unquoted attribute, a stray `<`) as an error and reads on.
  parser.onerror = () => {
    parser.resume();
  };
  parser.onopentag = (node) => {
    const attributes = Object.fromEntries(Object.entries(node.attributes).map(([k, v]) => [k, typeof v === 'string' ? v : v.value]));
    if (VOID.has(node.name)) return;
    if (NOT_TEXT.has(node.name)) skip++;
    const parent = stack[stack.length - 1];
    const background = colour(declarations(attributes.style ?? '').get('background-color') ?? declarations(attributes.style ?? '').get('background')) ?? parent?.background ?? 'white';
    const hidden = parent?.hidden === true || hiddenBy(attributes, parent?.background ?? 'white');
    stack.push({ name: node.name, hidden, background, ...(hidden && !parent?.hidden ? { gathered: { line: parser.line + 1, parts: [] } } : {}) });
  };
  parser.onclosetag = (name) => {
    if (VOID.has(name)) return;
    const at = stack.map((o) => o.name).lastIndexOf(name);
    if (at < 0) return;
    for (const open of stack.splice(at)) {
      if (NOT_TEXT.has(open.name)) skip--;
      const text = open.gathered?.parts.join(' ').replace(/\s+/g, ' ').trim();
      if (text) found.push({ line: open.gathered!.line, text, how: 'hidden-element' });
    }
  };
  parser.ontext = (text) => {
    if (skip > 0) return;
    const outer = stack.find((o) => o.gathered);
    outer?.gathered!.parts.push(text);
  };
  parser.oncomment = (text) => {
    const lines = text.split('\n').length - 1;
    if (text.trim()) found.push({ line: parser.line + 1 - lines, text: text.trim(), how: 'html-comment' });
  };
  try {
    // One root around it all: sax reads XML, where what follows the first root element's end is text.
    parser.write(`<html-hidden-root>${html}</html-hidden-root>`).close();
  } catch {
    // sax gives up on some broken input: what it read so far stands
  }
  for (const open of stack.reverse()) {
    const text = open.gathered?.parts.join(' ').replace(/\s+/g, ' ').trim();
    if (text) found.push({ line: open.gathered!.line, text, how: 'hidden-element' });
  }
  return found;
}
