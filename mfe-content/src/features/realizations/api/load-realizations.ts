// The realizations block (API-filled; docs/behaviour.md#realizations): every realization with its gallery;
// leads are HTML and sanitised here. A realization without pictures has nothing to open and is left out.
import type { HtmlSanitizer, JsonObject, LoadContext } from '@ergoforma/shared-contracts';
import type { RealizationsContent } from '../types';

export async function loadRealizations(
  content: JsonObject | null | undefined,
  sanitizeHtml: HtmlSanitizer,
  context: LoadContext,
): Promise<RealizationsContent> {
  const { member } = await context.api.services.realizations.list({ pagination: false });
  return {
    title: typeof content?.title === 'string' ? content.title : '',
    realizations: member
      .filter((realization) => (realization.images ?? []).length > 0)
      .map((realization) => ({
        id: realization.id,
        title: realization.title,
        lead: sanitizeHtml(realization.lead ?? ''),
        leadInPolish: realization.untranslated?.includes('lead') ?? false,
        images: realization.images,
      })),
  };
}
