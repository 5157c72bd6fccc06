// Data of the job list (sitemap node 'others' with resolver 'job_offers'): every offer, descriptions sanitised.
import type { ApiClient, JobOffer, Locale, PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';

export type JobOfferView = Omit<JobOffer, 'description'> & { description: SafeHtml };

export interface JobOffersData {
  locale: Locale;
  /** The page's path (with locale prefix): the JobPosting URLs point at its offers. */
  path: string;
  offers: JobOfferView[];
}

/** Every offer in the API client's locale, descriptions sanitised (also used by the careers/JobList block). */
export async function fetchJobOffers(
  api: ApiClient,
  sanitizeHtml: (html: string) => SafeHtml,
): Promise<JobOfferView[]> {
  const { member } = await api.services.jobOffers.list({ pagination: false });
  return member.map((offer) => ({ ...offer, description: sanitizeHtml(offer.description ?? '') }));
}

export async function loadJobOffers(context: PageLoadContext): Promise<JobOffersData> {
  return {
    locale: context.locale,
    path: context.pathname,
    offers: await fetchJobOffers(context.api, context.sanitizeHtml),
  };
}
