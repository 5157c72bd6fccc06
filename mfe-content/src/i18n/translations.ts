// Every text the content remote shows, in pl (default), en and fr.
import type { Translations } from '@ergoforma/shared-contracts';

export const CONTENT_NAMESPACE = 'content';

export const translations: Translations = {
  pl: {
    carouselLabel: 'Wyróżnione',
    slideLabel: '{{index}} z {{count}}',
    previousSlide: 'Poprzedni slajd',
    nextSlide: 'Następny slajd',
    goToSlide: 'Przejdź do slajdu {{index}}',
    slideNavigation: 'Wybierz slajd',
    pauseSlideshow: 'Zatrzymaj automatyczne przewijanie',
    playSlideshow: 'Włącz automatyczne przewijanie',
    opensInNewTab: '(otwiera się w nowej karcie)',
    noProductImage: 'Brak zdjęcia produktu',
  },
  en: {
    carouselLabel: 'Featured',
    slideLabel: '{{index}} of {{count}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {{index}}',
    slideNavigation: 'Choose a slide',
    pauseSlideshow: 'Pause the slideshow',
    playSlideshow: 'Play the slideshow',
    opensInNewTab: '(opens in a new tab)',
    noProductImage: 'No product photo',
  },
  fr: {
    carouselLabel: 'À la une',
    slideLabel: '{{index}} sur {{count}}',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    goToSlide: 'Aller à la diapositive {{index}}',
    slideNavigation: 'Choisir une diapositive',
    pauseSlideshow: 'Mettre le diaporama en pause',
    playSlideshow: 'Lancer le diaporama',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    noProductImage: 'Pas de photo du produit',
  },
};
