// The job offers page's head: its title and description, and a JobPosting for every offer.
import type { PageHead } from '@ergoforma/shared-contracts';
import { translations } from '../../../i18n/translations';
import type { JobOffersData } from '../api/load-job-offers';
import { jobPostingJsonLd } from './job-posting-json-ld';

export function jobOffersHead(data: JobOffersData): PageHead {
  const texts = translations[data.locale];
  return {
    title: texts.jobOffersTitle ?? translations.pl.jobOffersTitle,
    description: texts.jobOffersDescription,
    jsonLd: data.offers.map((offer) => jobPostingJsonLd(offer, data.path)),
  };
}
