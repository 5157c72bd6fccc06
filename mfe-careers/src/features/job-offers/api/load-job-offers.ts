// Data of the job list (sitemap node 'others' with resolver 'job_offers'): every offer, descriptions sanitised.
import type { JobOffer, Locale, PageHead, PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { translations } from '../../../i18n/translations';

export type JobOfferView = Omit<JobOffer, 'description'> & { description: SafeHtml };

export interface JobOffersData {
  locale: Locale;
  offers: JobOfferView[];
}

export async function loadJobOffers(context: PageLoadContext): Promise<JobOffersData> {
  const { member } = await context.api.services.jobOffers.list({ pagination: false });
  return {
    locale: context.locale,
    offers: member.map((offer) => ({ ...offer, description: context.sanitizeHtml(offer.description ?? '') })),
  };
}

export function jobOffersHead(data: JobOffersData): PageHead {
  const texts = translations[data.locale];
  return { title: texts.jobOffersTitle ?? translations.pl.jobOffersTitle!, description: texts.jobOffersDescription };
}
