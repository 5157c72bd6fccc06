// Runs in load(): every HTML field of every block goes through the sanitiser here (each block type's preparer in the
// registry), and blocks are put in position order (docs/behaviour.md#content-pages). Blocks without a renderer keep no
// content at all. load() calls loadBlocks (async, with the load context); prepareBlocks is the synchronous form for
// blocks that need neither the API nor another remote.
import { polishIf, type HtmlSanitizer, type LoadContext, type PageBlock } from '@ergoforma/shared-contracts';
import type { BlockRegistry, PreparedBlock } from './block-registry';

/** A context for prepareBlocks: blocks that need the API or another remote cannot be prepared without load(). */
function contextWithout(sanitizeHtml: HtmlSanitizer): LoadContext {
  const unavailable = (what: string) => () => {
    throw new Error(`prepareBlocks has no ${what}; use loadBlocks(blocks, context)`);
  };
  return {
    get api(): never {
      return unavailable('API')();
    },
    locale: 'pl',
    pathname: '/',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: unavailable('loadModule'),
  } as LoadContext;
}

/** What a prepared block keeps of the API's block besides its content: its place, and its language when Polish. */
function frameOf(block: PageBlock): Omit<PreparedBlock, 'content'> {
  const { id, type, position } = block;
  const lang = polishIf(block.untranslated, 'content');
  return lang ? { id, type, position, lang } : { id, type, position };
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** One block prepared synchronously (a block that needs the API throws: use loadBlock). */
export function prepareBlock(registry: BlockRegistry, block: PageBlock, sanitizeHtml: HtmlSanitizer): PreparedBlock {
  const { type } = block;
  if (!registry.has(type)) return { ...frameOf(block), content: null };
  const content = registry.prepare(type, block.content, sanitizeHtml, contextWithout(sanitizeHtml));
  if (isPromise(content)) {
    content.catch(() => undefined);
    throw new Error(`Block type '${type}' needs the load context; use loadBlocks(blocks, context)`);
  }
  return { ...frameOf(block), content };
}

/** Sanitised blocks in position order (stable for equal positions), for blocks that need no API. */
export function prepareBlocks(
  registry: BlockRegistry,
  blocks: readonly PageBlock[],
  sanitizeHtml: HtmlSanitizer,
): PreparedBlock[] {
  return [...blocks]
    .sort((a, b) => a.position - b.position)
    .map((block) => prepareBlock(registry, block, sanitizeHtml));
}

/** One block prepared with the load context. A block whose data cannot be loaded is skipped (logged), not fatal. */
export async function loadBlock(
  registry: BlockRegistry,
  block: PageBlock,
  context: LoadContext,
): Promise<PreparedBlock> {
  const { id, type } = block;
  if (!registry.has(type)) return { ...frameOf(block), content: null };
  try {
    const content = await registry.prepare(type, block.content, context.sanitizeHtml, context);
    return { ...frameOf(block), content };
  } catch (error) {
    console.error(`Content block ${id} ('${type}') could not be loaded and is skipped`, error);
    return { ...frameOf(block), content: null };
  }
}

/** Every block of a page, prepared in parallel, sanitised and in position order (what load() embeds). */
export async function loadBlocks(
  registry: BlockRegistry,
  blocks: readonly PageBlock[],
  context: LoadContext,
): Promise<PreparedBlock[]> {
  const ordered = [...blocks].sort((a, b) => a.position - b.position);
  return Promise.all(ordered.map((block) => loadBlock(registry, block, context)));
}
