// Every text the catalogue shows, in pl (complete), en and fr. Plural keys follow i18next (_one, _few, _many, _other).
import type { Translations } from '@ergoforma/shared-contracts';

export const CATALOGUE_NAMESPACE = 'catalogue';

const pl = {
  // Paths owned by other sections, per language (SPEC §2: locale prefix on every path).
  productsPath: '/produkty',
  realizationsPath: '/realizacje',

  products: 'Produkty',
  breadcrumbs: 'Ścieżka nawigacji',
  pageTitle: '{{title}} – strona {{page}}',

  gallery: 'Galeria zdjęć produktu',
  imageOf: 'Zdjęcie {{index}} z {{count}}',
  imageOfNamed: 'Zdjęcie {{index}} z {{count}}: {{name}}',
  galleryThumbnails: 'Wybierz zdjęcie',
  previousImage: 'Poprzednie zdjęcie',
  nextImage: 'Następne zdjęcie',
  noImage: 'Brak zdjęcia produktu',

  productVersions: 'Wersje produktu',
  tags: 'Cechy produktu',
  more: 'Czytaj więcej',
  downloadDataSheet: 'Pobierz kartę produktu (PDF)',
  configurator: 'Skonfiguruj produkt',
  opensInNewTab: '(otwiera się w nowej karcie)',

  productTabs: 'Informacje o produkcie',
  patternCode: 'kod {{code}}',
  noFiles: 'Brak plików do pobrania',
  fileSize: '{{size}} MB',

  similarProducts: 'Podobne produkty',
  realizationsTitle: 'Nasze realizacje',
  realizationsSubtitle: 'Zobacz, jak nasze krzesła sprawdzają się w biurach, laboratoriach i salach konferencyjnych.',
  realizationsButton: 'Zobacz realizacje',

  allProducts: 'Wszystkie produkty',
  categories: 'Kategorie produktów',
  subcategories: 'Podkategorie',
  filterByTag: 'Filtruj według cech',
  clearFilters: 'Wyczyść filtry',
  productCount_one: '{{count}} produkt',
  productCount_few: '{{count}} produkty',
  productCount_many: '{{count}} produktów',
  productCount_other: '{{count}} produktu',
  noProducts: 'Brak produktów',
  noProductsInCategory: 'Brak produktów w tej kategorii',
  noProductsForFilters: 'Żaden produkt nie ma wszystkich wybranych cech.',
  pagination: 'Strony listy produktów',
  previousPage: 'Poprzednia',
  nextPage: 'Następna',
  previousPageLabel: 'Poprzednia strona',
  nextPageLabel: 'Następna strona',
  pageLabel: 'Strona {{page}}',
};

export type CatalogueTextKey = keyof typeof pl;

const en: Record<string, string> = {
  productsPath: '/en/products',
  realizationsPath: '/en/realizations',

  products: 'Products',
  breadcrumbs: 'Breadcrumb',
  pageTitle: '{{title}} – page {{page}}',

  gallery: 'Product image gallery',
  imageOf: 'Image {{index}} of {{count}}',
  imageOfNamed: 'Image {{index}} of {{count}}: {{name}}',
  galleryThumbnails: 'Choose an image',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  noImage: 'No product image',

  productVersions: 'Product versions',
  tags: 'Product features',
  more: 'Read more',
  downloadDataSheet: 'Download data sheet (PDF)',
  configurator: 'Configure the product',
  opensInNewTab: '(opens in a new tab)',

  productTabs: 'Product information',
  patternCode: 'code {{code}}',
  noFiles: 'No files to download',
  fileSize: '{{size}} MB',

  similarProducts: 'Similar products',
  realizationsTitle: 'Our realisations',
  realizationsSubtitle: 'See how our chairs perform in offices, laboratories and conference rooms.',
  realizationsButton: 'See realisations',

  allProducts: 'All products',
  categories: 'Product categories',
  subcategories: 'Subcategories',
  filterByTag: 'Filter by feature',
  clearFilters: 'Clear filters',
  productCount_one: '{{count}} product',
  productCount_other: '{{count}} products',
  noProducts: 'No products',
  noProductsInCategory: 'No products in this category',
  noProductsForFilters: 'No product has all the selected features.',
  pagination: 'Product list pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  previousPageLabel: 'Previous page',
  nextPageLabel: 'Next page',
  pageLabel: 'Page {{page}}',
};

const fr: Record<string, string> = {
  productsPath: '/fr/produits',
  realizationsPath: '/fr/realisations',

  products: 'Produits',
  breadcrumbs: "Fil d'Ariane",
  pageTitle: '{{title}} – page {{page}}',

  gallery: 'Galerie d’images du produit',
  imageOf: 'Image {{index}} sur {{count}}',
  imageOfNamed: 'Image {{index}} sur {{count}} : {{name}}',
  galleryThumbnails: 'Choisir une image',
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  noImage: 'Aucune image du produit',

  productVersions: 'Versions du produit',
  tags: 'Caractéristiques du produit',
  more: 'En savoir plus',
  downloadDataSheet: 'Télécharger la fiche produit (PDF)',
  configurator: 'Configurer le produit',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',

  productTabs: 'Informations sur le produit',
  patternCode: 'code {{code}}',
  noFiles: 'Aucun fichier à télécharger',
  fileSize: '{{size}} Mo',

  similarProducts: 'Produits similaires',
  realizationsTitle: 'Nos réalisations',
  realizationsSubtitle: 'Découvrez nos sièges dans des bureaux, des laboratoires et des salles de conférence.',
  realizationsButton: 'Voir les réalisations',

  allProducts: 'Tous les produits',
  categories: 'Catégories de produits',
  subcategories: 'Sous-catégories',
  filterByTag: 'Filtrer par caractéristique',
  clearFilters: 'Effacer les filtres',
  productCount_one: '{{count}} produit',
  productCount_many: '{{count}} de produits',
  productCount_other: '{{count}} produits',
  noProducts: 'Aucun produit',
  noProductsInCategory: 'Aucun produit dans cette catégorie',
  noProductsForFilters: 'Aucun produit ne possède toutes les caractéristiques choisies.',
  pagination: 'Pages de la liste des produits',
  previousPage: 'Précédente',
  nextPage: 'Suivante',
  previousPageLabel: 'Page précédente',
  nextPageLabel: 'Page suivante',
  pageLabel: 'Page {{page}}',
};

export const translations: Translations = { pl, en, fr };
