// Every text the search remote shows, in pl (default), en and fr.
import type { Locale, Translations } from '@ergoforma/shared-contracts';

export const SEARCH_NAMESPACE = 'search';

export const translations: Translations & Record<Locale, Record<string, string>> = {
  pl: {
    searchResultsTitle: 'Wyniki wyszukiwania',
    searchResultsHeadTitle: '{{phrase}} – wyniki wyszukiwania',
    searchLabel: 'Szukana fraza',
    searchPlaceholder: 'Np. krzesło obrotowe',
    searchSubmit: 'Szukaj',
    resultsSummary: '„{{phrase}}” (wyniki: {{count}})',
    noResults: 'Brak wyników dla „{{phrase}}”',
    noResultsHint: 'Sprawdź pisownię albo spróbuj innego, krótszego słowa.',
    searchHint: 'Wpisz co najmniej 3 znaki, aby wyszukać produkty, strony i oferty pracy.',
    resultsListLabel: 'Wyniki wyszukiwania',
    seeMore: 'Pokaż więcej',
    shownOf: 'Wyświetlono {{shown}} z {{count}}',
  },
  en: {
    searchResultsTitle: 'Search results',
    searchResultsHeadTitle: '{{phrase}} – search results',
    searchLabel: 'Search phrase',
    searchPlaceholder: 'E.g. swivel chair',
    searchSubmit: 'Search',
    resultsSummary: '“{{phrase}}” (results: {{count}})',
    noResults: 'No results for “{{phrase}}”',
    noResultsHint: 'Check the spelling or try another, shorter word.',
    searchHint: 'Type at least 3 characters to search products, pages and job offers.',
    resultsListLabel: 'Search results',
    seeMore: 'See more',
    shownOf: 'Showing {{shown}} of {{count}}',
  },
  fr: {
    searchResultsTitle: 'Résultats de recherche',
    searchResultsHeadTitle: '{{phrase}} – résultats de recherche',
    searchLabel: 'Terme recherché',
    searchPlaceholder: 'Par ex. siège pivotant',
    searchSubmit: 'Rechercher',
    resultsSummary: '« {{phrase}} » (résultats : {{count}})',
    noResults: 'Aucun résultat pour « {{phrase}} »',
    noResultsHint: 'Vérifiez l’orthographe ou essayez un autre mot, plus court.',
    searchHint: 'Saisissez au moins 3 caractères pour rechercher des produits, des pages et des offres d’emploi.',
    resultsListLabel: 'Résultats de recherche',
    seeMore: 'Voir plus',
    shownOf: '{{shown}} sur {{count}} affichés',
  },
};
