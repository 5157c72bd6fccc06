// A draft preview's address names the draft by id (the sitemap node 'preview/page/{id}' or 'preview/post/{id}',
// action 'preview'); the loaders then ask the API's '{type}_preview' service instead of the published record.
import { PageNotFoundError, type PageLoadContext } from '@ergoforma/shared-contracts';

/** The draft's id on a preview node, or null on any other node. An id that is no positive number is not found. */
export function previewId(context: PageLoadContext): number | null {
  if (context.node.action !== 'preview') return null;
  const id = context.params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2147483647) throw new PageNotFoundError(`No draft '${id}'`);
  return Number(id);
}
