// Every text the careers remote shows, in pl (default), en and fr.
import type { Locale, Translations } from '@ergoforma/shared-contracts';

export const CAREERS_NAMESPACE = 'careers';

export const translations: Translations & Record<Locale, Record<string, string>> = {
  pl: {
    jobOffersTitle: 'Oferty pracy',
    jobOffersLead: 'Dołącz do zespołu, który od lat projektuje i produkuje krzesła biurowe w Polsce.',
    jobOffersDescription: 'Aktualne oferty pracy w Ergoforma – producencie krzeseł biurowych.',
    noJobOffers: 'Obecnie nie mamy ofert pracy',
    noJobOffersHint: 'Zajrzyj tu ponownie wkrótce.',
    offerCount_one: '{{count}} oferta',
    offerCount_few: '{{count}} oferty',
    offerCount_many: '{{count}} ofert',
    offerCount_other: '{{count}} oferty',
    location: 'Miejsce pracy',
    employmentType: 'Rodzaj zatrudnienia',
    published: 'Data publikacji',
  },
  en: {
    jobOffersTitle: 'Job offers',
    jobOffersLead: 'Join the team that has been designing and making office chairs in Poland for years.',
    jobOffersDescription: 'Current job offers at Ergoforma, the office chair maker.',
    noJobOffers: 'There are currently no job offers',
    noJobOffersHint: 'Please check back soon.',
    offerCount_one: '{{count}} offer',
    offerCount_other: '{{count}} offers',
    location: 'Location',
    employmentType: 'Employment type',
    published: 'Published',
  },
  fr: {
    jobOffersTitle: 'Offres d’emploi',
    jobOffersLead: 'Rejoignez l’équipe qui conçoit et fabrique des sièges de bureau en Pologne depuis des années.',
    jobOffersDescription: 'Offres d’emploi actuelles chez Ergoforma, fabricant de sièges de bureau.',
    noJobOffers: 'Aucune offre d’emploi pour le moment',
    noJobOffersHint: 'Revenez bientôt.',
    offerCount_one: '{{count}} offre',
    offerCount_many: '{{count}} offres',
    offerCount_other: '{{count}} offres',
    location: 'Lieu de travail',
    employmentType: 'Type de contrat',
    published: 'Date de publication',
  },
};
