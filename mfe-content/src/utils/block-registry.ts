// The content page's blocks (docs/behaviour.md#content-blocks lists the block types). Each feature defines the blocks
// it owns (how load() prepares a block's content, which component renders it); src/exposes/content-blocks.ts puts them
// together into the registry the content page uses. A type missing there is skipped by the renderer with a warning.
//
// Each component is its own chunk, loaded with a dynamic import only when a page uses its type ("lazily loaded
// content blocks"). load() awaits the imports of the types a page uses (preload), so on the server, and in the
// browser after client-side navigation, the render finds every component ready and nothing suspends: the blocks
// are complete in the server HTML. When the browser hydrates a server-rendered page (load() does not run there), a
// block whose chunk is not loaded yet renders through React.lazy inside a Suspense boundary: React keeps the server
// HTML of that block until its code arrives and then hydrates it.
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
import type { HtmlSanitizer, LeadImage, LoadContext, PageBlock, PageBlockType } from '@ergoforma/shared-contracts';

/** The API's content of a block type. */
export type RawContent<T extends PageBlockType> = Extract<PageBlock, { type: T }>['content'];

export interface BlockProps<Content> {
  content: Content;
  /** 1 when the block is the first on the page and shows the page heading, else 2. */
  headingLevel: 1 | 2;
  /**
   * The block with the page's lead image (the first block, or the second below an imageless introduction, see
   * imageLeadBlockOf): its first image is above the fold and loads at once, with high priority.
   */
  isLead: boolean;
}

/** A block's component (a function component of its props). */
export type BlockComponent<Content> = (props: BlockProps<Content>) => ReactNode;

export interface BlockDefinition<T extends PageBlockType, Content> {
  /**
   * Runs in load(): the content the page embeds, every HTML field through the sanitiser. May be async when the
   * block needs the API (fabrics, news) or another remote's block module (job list, product lists).
   */
  prepare(content: RawContent<T>, sanitizeHtml: HtmlSanitizer, context: LoadContext): Content | Promise<Content>;
  /** Imports the block's component (a separate chunk). */
  load(): Promise<BlockComponent<Content>>;
  /** True when the block, placed first, shows the page's main heading itself (banners and sliders). */
  carriesPageHeading(content: Content): boolean;
  /** Spans the whole window width (heroes and banners); the page lets such a lead block touch the header. */
  fullBleed: boolean;
  /** The image the block shows first and its `sizes`, when placed first (the page's head preloads it). */
  leadImage?(content: Content): LeadImage | null;
}

/** Block definitions by type, each typed by its prepared content: `BlockDefinitions<{ news_list: NewsListContent }>`. */
export type BlockDefinitions<Contents> = {
  [T in keyof Contents & PageBlockType]: BlockDefinition<T, Contents[T]>;
};

/** A block as load() prepared it; `content` is null for a type without a renderer (skipped, with a warning). */
export interface PreparedBlock {
  id: number;
  type: string;
  position: number;
  content: unknown;
  /** 'pl' when the block is the Polish one for want of the page's language (docs/behaviour.md#missing-translations). */
  lang?: 'pl';
}

/** Any block type's definition, whatever its content type: what the registry is made of. */
export interface SomeBlockDefinition {
  prepare(content: never, sanitizeHtml: HtmlSanitizer, context: LoadContext): unknown;
  load(): Promise<BlockComponent<never>>;
  carriesPageHeading(content: never): boolean;
  fullBleed: boolean;
  leadImage?(content: never): LeadImage | null;
}

type AnyBlockComponent = BlockComponent<unknown>;

/**
 * A definition as the registry uses it. Safe because the registry hands a block's content only to the definition
 * that prepared it (same type), never to another.
 */
interface UntypedDefinition {
  prepare(content: unknown, sanitizeHtml: HtmlSanitizer, context: LoadContext): unknown;
  load(): Promise<AnyBlockComponent>;
  carriesPageHeading(content: unknown): boolean;
  fullBleed: boolean;
  leadImage?(content: unknown): LeadImage | null;
}

export class BlockRegistry {
  private readonly definitions: Readonly<Record<string, UntypedDefinition>>;
  private readonly loadedComponents = new Map<string, AnyBlockComponent>();
  private readonly pendingComponents = new Map<string, Promise<AnyBlockComponent>>();
  private readonly lazyComponents = new Map<string, LazyExoticComponent<AnyBlockComponent>>();

  constructor(definitions: Readonly<Partial<Record<PageBlockType, SomeBlockDefinition>>>) {
    this.definitions = definitions as Readonly<Record<string, UntypedDefinition>>;
  }

  /** Whether this remote renders blocks of the type. */
  has(type: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.definitions, type);
  }

  /** Every block type this remote renders. */
  types(): string[] {
    return Object.keys(this.definitions);
  }

  /** Runs the type's preparer (see BlockDefinition.prepare). The type must be one the registry has. */
  prepare(type: string, content: unknown, sanitizeHtml: HtmlSanitizer, context: LoadContext): unknown {
    return this.definition(type).prepare(content, sanitizeHtml, context);
  }

  /** Imports a block type's component once; later calls share the same promise. */
  loadComponent(type: string): Promise<AnyBlockComponent> {
    let pending = this.pendingComponents.get(type);
    if (!pending) {
      pending = this.definition(type)
        .load()
        .then((component) => {
          this.loadedComponents.set(type, component);
          return component;
        });
      // A failed import may be retried by the next page view.
      pending.catch(() => this.pendingComponents.delete(type));
      this.pendingComponents.set(type, pending);
    }
    return pending;
  }

  /** Imports the components of the given block types (the ones a page uses), in parallel; unknown types are left out. */
  async preload(types: Iterable<string>): Promise<void> {
    const known = [...new Set(types)].filter((type) => this.has(type));
    await Promise.all(known.map((type) => this.loadComponent(type)));
  }

  /**
   * The component for a type: the loaded one when its import has finished (render without suspending), otherwise a
   * React.lazy wrapper that suspends until it has.
   */
  componentFor(type: string): AnyBlockComponent {
    const loaded = this.loadedComponents.get(type);
    if (loaded) return loaded;
    let lazyComponent = this.lazyComponents.get(type);
    if (!lazyComponent) {
      lazyComponent = lazy(() => this.loadComponent(type).then((component) => ({ default: component })));
      this.lazyComponents.set(type, lazyComponent);
    }
    return lazyComponent;
  }

  /** Whether the block, placed first, shows the page heading, so the page must not add its own h1. */
  carriesPageHeading(block: PreparedBlock): boolean {
    return this.definition(block.type).carriesPageHeading(block.content);
  }

  /** The image the block shows first, when it leads the page (preloaded from the head). */
  leadImage(block: PreparedBlock): LeadImage | null {
    return this.definition(block.type).leadImage?.(block.content) ?? null;
  }

  /** Whether the block spans the window width (a hero or banner). */
  isFullBleed(block: PreparedBlock): boolean {
    return this.definition(block.type).fullBleed;
  }

  private definition(type: string): UntypedDefinition {
    const definition = this.has(type) ? this.definitions[type] : undefined;
    if (!definition) throw new Error(`No content block definition for type '${type}'`);
    return definition;
  }
}
