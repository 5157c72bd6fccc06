// Preparers of blocks whose data comes from the API or from another remote's block module, run in load() so the
// data is in the server HTML and embedded for hydration.
import type { BlockModuleId, JsonObject, LoadContext, PatternCollection } from '@ergoforma/shared-contracts';
import type { BasicBlockContent, ForeignBlockContent } from '../types';
import { list, record, text } from './json-fields';

/** Fabrics: the pattern collections the block names (all of them when it names none), in the block's order. */
export async function loadFabrics(
  content: JsonObject | null | undefined,
  _sanitize: unknown,
  context: LoadContext,
): Promise<BasicBlockContent['fabrics']> {
  const source = record(content);
  const ids = list(source.patternCollectionIds).filter((id): id is number => typeof id === 'number');
  const { member } = await context.api.services.patternCollections.list({ pagination: false });
  const byId = new Map(member.map((collection) => [collection.id, collection]));
  const collections: PatternCollection[] =
    ids.length > 0
      ? ids.map((id) => byId.get(id)).filter((collection): collection is PatternCollection => collection !== undefined)
      : member;
  return { title: text(source.title), collections };
}

/**
 * A block another remote renders (the job list and the product lists are not copied here): load that remote's block
 * module and its data. When the remote is down or its loader fails, the block keeps no data and renders nothing.
 */
export async function loadForeignBlock(
  id: BlockModuleId,
  content: JsonObject | null | undefined,
  context: LoadContext,
): Promise<ForeignBlockContent> {
  try {
    // Both ids are BlockModules; the contracts' BlockModuleId union is wider than that, hence the cast.
    const module = await context.loadModule(id);
    return { data: await module.load(context, content ?? {}) };
  } catch (error) {
    console.error(`Block module ${id} is unavailable; its block is left out`, error);
    return { data: null };
  }
}
