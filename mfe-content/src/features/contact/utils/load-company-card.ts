// The company block's data: the company's facts from the API (docs/api.md#company), the one source the footer and
// the structured data use too, so that no page text repeats an address that could drift from it.
import type { JsonObject, LoadContext } from '@ergoforma/shared-contracts';
import type { CompanyCardContent } from '../types';

export async function loadCompanyCard(
  content: JsonObject | null | undefined,
  _sanitize: unknown,
  context: LoadContext,
): Promise<CompanyCardContent> {
  const title = typeof content?.title === 'string' ? content.title.trim() : '';
  return { title, company: await context.api.services.company.get() };
}
