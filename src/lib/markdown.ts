import { Marked } from 'marked';

/**
 * Markdown of our own content (the blog's bodies) to HTML, on the server: the browser gets HTML, never the parser.
 * The content is ours and holds no raw HTML (content/blog/blog.test.ts checks it), so the output is trusted.
 */
const marked = new Marked({ gfm: true, async: false });

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
