// Data of the content pages' job_list block (careers/JobList): its title and the offers in the visitor's locale.
import type { JsonObject, LoadContext, Locale } from '@ergoforma/shared-contracts';
import { fetchJobOffers, type JobOfferView } from './load-job-offers';

export interface JobListBlockData {
  title: string | null;
  locale: Locale;
  offers: JobOfferView[];
}

/** Block content `{ title }` (api/fixtures/README.md); the offers come from /api/job_offers, descriptions sanitised. */
export async function loadJobListBlock(context: LoadContext, content: JsonObject): Promise<JobListBlockData> {
  const title = typeof content.title === 'string' && content.title.trim() ? content.title : null;
  return { title, locale: context.locale, offers: await fetchJobOffers(context.api, context.sanitizeHtml) };
}
