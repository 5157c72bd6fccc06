// One schema.org JobPosting per offer in the job offers page head (the shell renders head.jsonLd
// and makes site-relative url/logo values absolute).
import type { JobOffer } from '@ergoforma/shared-contracts';

const HIRING_ORGANIZATION = { '@type': 'Organization', name: 'Ergoforma', logo: '/favicon.svg' } as const;

/** Description as HTML (allowed by schema.org's JobPosting); a blank one falls back to the title. */
export function jobPostingJsonLd(
  offer: Pick<JobOffer, 'title' | 'slug' | 'description' | 'published' | 'location'>,
  pagePath: string,
): Record<string, unknown> {
  return {
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.description.trim() || offer.title,
    datePosted: offer.published,
    url: `${pagePath}#offer-${offer.slug}`,
    hiringOrganization: { ...HIRING_ORGANIZATION },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(offer.location ? { addressLocality: offer.location } : {}),
        addressCountry: 'PL',
      },
    },
  };
}
