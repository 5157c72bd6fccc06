// The gallery with the Jest stand-in for Swiper (shared-contracts/src/testing/fake-swiper.ts); real Swiper runs in e2e.
import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@ergoforma/shared-contracts';
import { renderRemote, fakeSwipers } from '@ergoforma/shared-contracts/testing';
import { PRODUCT_PATH, image, node, productPageData } from '../../../testing/catalogue-fixtures';
import {
  GALLERY_RESIZE_DEBOUNCE_MS,
  THUMBNAIL_BREAKPOINTS,
  ownsArrowKeys,
  thumbnailsVisibleAt,
} from '../utils/gallery-settings';
import { ProductPage } from '../components/product-page';

async function renderGallery(overrides: Partial<Product> = {}, extra: ReactNode = null) {
  const data = await productPageData(overrides);
  renderRemote(
    <>
      <ProductPage data={data} node={node()} params={{}} />
      {extra}
    </>,
    { path: PRODUCT_PATH },
  );
  return userEvent.setup();
}

beforeEach(() => {
  fakeSwipers.length = 0;
});

/** Swiper is imported when first needed: awaiting the same import lets the gallery's own one finish first. */
const swiperImported = () =>
  act(async () => {
    await import('../components/gallery-swiper');
  });

const gallery = () => within(screen.getByRole('region', { name: 'Galeria zdjęć produktu' }));
// Inactive slides are hidden from assistive technology: the one group found is the shown image.
const shownSlide = () => gallery().getByRole('group', { name: /^Zdjęcie \d z 3/ });
const shownImage = () => within(shownSlide()).getByRole('img');
const thumbnail = (name: string) => gallery().getByRole('button', { name });
// The gallery's own status region (the PDF card inside the gallery has one too).
const announced = () => gallery().getAllByRole('status').at(-1)!;

describe('ProductGallery', () => {
  it('renders every slide, the first shown, with width and height set, loading eagerly', async () => {
    await renderGallery();
    expect(shownSlide()).toHaveAccessibleName('Zdjęcie 1 z 3: Aruba czarna');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-1.jpg');
    expect(shownImage()).toHaveAttribute('width', '1200');
    expect(shownImage()).toHaveAttribute('height', '900');
    expect(shownImage()).toHaveAttribute('loading', 'eager');
    expect(shownImage()).toHaveAccessibleName('alt /media/aruba-1.jpg');
    // eslint-disable-next-line testing-library/no-node-access -- swiper's slide wrappers have no role
    expect(document.querySelectorAll('.swiper-slide.slide')).toHaveLength(3);
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(document.querySelector('img[src="/media/aruba-2.jpg"]')).toHaveAttribute('loading', 'lazy');
  });

  it('offers WebP sources in a <picture> when the API has them', async () => {
    await renderGallery();
    // eslint-disable-next-line testing-library/no-node-access -- <picture> and <source> have no role: the responsive image markup itself is checked
    const source = shownImage().closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/media/aruba-1.jpg.webp 1200w');
  });

  it('starts Swiper on its own markup only when the visitor comes to the gallery', async () => {
    const user = await renderGallery();
    await swiperImported();
    expect(fakeSwipers).toHaveLength(0);
    await user.hover(shownImage());
    await swiperImported();
    const [thumbs, main] = fakeSwipers;
    expect(main.el).toContainElement(shownImage());
    expect(main.slides).toHaveLength(3);
    expect(thumbs.el).toBe(gallery().getByRole('group', { name: 'Wybierz zdjęcie' }));
    expect(main.params.thumbs).toEqual({ swiper: thumbs });
  });

  it.each([
    ['focus', () => act(() => thumbnail('Zdjęcie 1 z 3: Aruba czarna').focus())],
    ['touch', () => fireEvent.touchStart(shownImage())],
  ])('starts Swiper on %s too', async (_, intent) => {
    await renderGallery();
    intent();
    await swiperImported();
    expect(fakeSwipers).toHaveLength(2);
  });

  it('does a swipe over the main image that began before Swiper ran once Swiper has loaded', async () => {
    await renderGallery();
    fireEvent.touchStart(shownImage(), { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(shownImage(), { changedTouches: [{ clientX: 200, clientY: 210 }] });
    await swiperImported();
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    expect(announced()).toHaveTextContent('Zdjęcie 2 z 3: Aruba szara');
  });

  it('has labelled thumbnails, the shown one marked current', async () => {
    await renderGallery();
    const thumbnails = within(gallery().getByRole('group', { name: 'Wybierz zdjęcie' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Zdjęcie 1 z 3: Aruba czarna',
      'Zdjęcie 2 z 3: Aruba szara',
      'Zdjęcie 3 z 3',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(thumbnails[1].querySelector('img')).toHaveAttribute('src', '/media/aruba-2.jpg-thumb');
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(thumbnails[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('switches the main image from a thumbnail and announces it', async () => {
    const user = await renderGallery();
    expect(announced()).toHaveTextContent('');
    await user.click(thumbnail('Zdjęcie 2 z 3: Aruba szara'));
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    expect(thumbnail('Zdjęcie 2 z 3: Aruba szara')).toHaveAttribute('aria-current', 'true');
    expect(thumbnail('Zdjęcie 1 z 3: Aruba czarna')).not.toHaveAttribute('aria-current');
    expect(announced()).toHaveTextContent('Zdjęcie 2 z 3: Aruba szara');
  });

  it('moves with the left and right arrow keys, wrapping around', async () => {
    const user = await renderGallery();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-3.jpg');
    expect(announced()).toHaveTextContent('Zdjęcie 3 z 3');
  });

  it('keeps focus on the thumbnails while moving through them with the arrow keys', async () => {
    const user = await renderGallery();
    thumbnail('Zdjęcie 1 z 3: Aruba czarna').focus();
    await user.keyboard('{ArrowRight}');
    expect(thumbnail('Zdjęcie 2 z 3: Aruba szara')).toHaveFocus();
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
  });

  it('leaves the arrow keys to the tabs, form fields and modified keys', async () => {
    const user = await renderGallery({}, <input aria-label="Szukaj" />);
    await user.click(screen.getByRole('tab', { name: 'Opis' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Wymiary');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-1.jpg');

    await user.click(screen.getByRole('textbox', { name: 'Szukaj' }));
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-1.jpg');

    // eslint-disable-next-line testing-library/no-node-access -- moves the focus away, as a visitor clicking elsewhere does
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-1.jpg');
  });

  it('moves with the previous and next buttons (shown on narrow screens)', async () => {
    const user = await renderGallery();
    await user.click(gallery().getByRole('button', { name: 'Następne zdjęcie' }));
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    await user.click(gallery().getByRole('button', { name: 'Poprzednie zdjęcie' }));
    await user.click(gallery().getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(shownImage()).toHaveAttribute('src', '/media/aruba-3.jpg');
  });

  it('shows the PDF card in the gallery for narrow screens', async () => {
    await renderGallery();
    expect(gallery().getByRole('link', { name: /Pobierz kartę produktu/ })).toBeInTheDocument();
  });

  it('has neither thumbnails nor buttons for a single image, and a placeholder without images', async () => {
    await renderGallery({ images: [{ name: '', image: image('/media/solo.jpg') }] });
    expect(gallery().queryByRole('group', { name: 'Wybierz zdjęcie' })).not.toBeInTheDocument();
    expect(gallery().queryByRole('button', { name: 'Następne zdjęcie' })).not.toBeInTheDocument();
  });

  it('says there is no image when the product has none', async () => {
    await renderGallery({ images: [] });
    expect(gallery().getByText('Brak zdjęcia produktu')).toBeInTheDocument();
  });

  it('measures both sliders again 400 ms after the window stops resizing', async () => {
    jest.useFakeTimers();
    try {
      await renderGallery();
      fireEvent.pointerEnter(shownImage());
      await swiperImported();
      const [thumbs, main] = fakeSwipers;
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(200);
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(GALLERY_RESIZE_DEBOUNCE_MS - 1);
      });
      expect(main.updates).toBe(0);
      act(() => jest.advanceTimersByTime(1));
      expect(main.updates).toBe(1);
      expect(thumbs.updates).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('configures the main slider to fade and rewind, and the thumbnails per viewport width', async () => {
    const user = await renderGallery();
    await user.hover(shownImage());
    await swiperImported();
    const [thumbs, main] = fakeSwipers;
    expect(main.params).toMatchObject({ effect: 'fade', rewind: true });
    expect(thumbs.params.breakpoints).toBe(THUMBNAIL_BREAKPOINTS);
  });
});

describe('gallery settings', () => {
  it.each([
    [375, 1],
    [599, 1],
    [600, 2],
    [799, 2],
    [800, 3],
    [1023, 3],
    [1024, 4],
    [1920, 4],
  ])('shows the right number of thumbnails at %i px', (width, visible) => {
    expect(thumbnailsVisibleAt(width)).toBe(visible);
  });

  it('treats arrow keys in widgets and form fields as theirs, elsewhere as the gallery’s', () => {
    document.body.innerHTML = `
      <section id="gallery"><button id="thumb">1</button></section>
      <div role="tablist"><button id="tab">Opis</button></div>
      <select id="select"></select>
      <a id="link" href="/x">x</a>`;
    // eslint-disable-next-line testing-library/no-node-access -- a plain DOM fixture for ownsArrowKeys(element, gallery): the elements are its input
    const gallery = document.getElementById('gallery');
    // eslint-disable-next-line testing-library/no-node-access -- as above
    const owns = (id: string) => ownsArrowKeys(document.getElementById(id), gallery);
    expect(owns('thumb')).toBe(false);
    expect(owns('tab')).toBe(true);
    expect(owns('select')).toBe(true);
    expect(owns('link')).toBe(false);
    expect(ownsArrowKeys(document.body, gallery)).toBe(false);
  });
});
