// The stylesheets of a page, inlined into its head: the first paint waits for no request (and for no other
// origin), so the page paints as soon as its HTML arrives. Each <style> keeps the file's address in data-href:
// webpack's CSS loading in the browser finds it there and does not download the file again when the remote's
// module loads. Stylesheet files are versioned (content hash in the name), so their text is kept once read.
import { readFile } from 'node:fs/promises';

export interface StylesheetFile {
  /** The address the browser knows the file by (absolute, or root-relative for the shell's own). */
  href: string;
  /** Where the server reads it: an http(s) URL (a remote's build) or a path on disk (the shell's build). */
  source: string;
}

export interface PageStylesheet {
  href: string;
  /** null when the text could not be read: the page links the file instead. */
  css: string | null;
}

const MAX_KEPT = 200;

/** Makes relative url(...) references absolute: inlined, they would resolve against the page instead. */
export function absolutizeCssUrls(css: string, href: string): string {
  const rootRelative = href.startsWith('/');
  const base = new URL(href, 'http://root-relative.invalid');
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, reference: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(reference)) return match;
    const resolved = new URL(reference, base);
    const address = rootRelative ? resolved.pathname + resolved.search + resolved.hash : resolved.href;
    return `url(${quote}${address}${quote})`;
  });
}

/** CSS text safe inside <style>: it can never close the element. */
export function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

export class InlineStylesheets {
  private readonly texts = new Map<string, Promise<string>>();

  constructor(private readonly timeoutMs: number) {}

  /** The text of every file, in order; a file that cannot be read within the timeout is left to a <link>. */
  async read(files: StylesheetFile[]): Promise<PageStylesheet[]> {
    return Promise.all(
      files.map(async ({ href, source }) => ({ href, css: await this.text(source, href).catch(() => null) })),
    );
  }

  private text(source: string, href: string): Promise<string> {
    let text = this.texts.get(source);
    if (!text) {
      text = this.load(source).then((css) => styleElementText(absolutizeCssUrls(css, href)));
      text.catch(() => this.texts.delete(source));
      this.texts.set(source, text);
      if (this.texts.size > MAX_KEPT) this.texts.delete(this.texts.keys().next().value!);
    }
    return text;
  }

  private async load(source: string): Promise<string> {
    if (!/^https?:/.test(source)) return readFile(source, 'utf8');
    const response = await fetch(source, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
}
