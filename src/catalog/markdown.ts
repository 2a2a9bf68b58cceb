/**
 * Markdown of community components rendered for the page: raw HTML is dropped
 * (remark-rehype without allowDangerousHtml) and the result is sanitized with
 * GitHub's schema, so a component cannot inject script or styles into the site.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).freeze();

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
