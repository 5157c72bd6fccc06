// What the news, realization and mechanism forms send to the API (through the data provider), and the Polish texts
// a post cannot be saved without.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import type { MediaItem } from '../../media/media-types';
import { fakeAdminApi } from '../../testing/fake-api';
import { PostCreate } from '../post-pages';

const photo = (id: number, alt: string | null, altEn: string | null = null): MediaItem => ({
  id,
  kind: 'image',
  url: `/media/library/${id}.jpg`,
  thumbnailUrl: `/media/library/${id}-thumb.jpg`,
  originalName: `zdjecie-${id}.jpg`,
  size: 1000,
  width: 1200,
  height: 800,
  focalPoint: { x: 0.5, y: 0.5 },
  fileTypeId: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  translations: { pl: { name: null, alt }, en: { name: null, alt: altEn }, fr: { name: null, alt: null } },
  usedBy: [],
});

const withMedia = (routes: Parameters<typeof fakeAdminApi>[0], ...items: MediaItem[]) =>
  fakeAdminApi({
    ...Object.fromEntries(items.map((item) => [`GET /media/${item.id}`, () => ({ body: item })])),
    ...routes,
  });

test('a new post goes out whole: the library photo as its picture with its alt texts, English as given, Polish blanks as null, HTML cleaned', async () => {
  const api = withMedia(
    { 'POST /posts': () => ({ status: 201, body: { id: 9, version: 1 } }) },
    photo(5, 'Salon', 'Showroom'),
  );
  await dataProvider.create('posts', {
    data: {
      published: '2026-11-20T08:00:00.000Z',
      isPublished: true,
      image: null,
      picture: [5],
      translations: {
        pl: {
          title: 'Nowy salon',
          slug: 'nowy-salon',
          lead: '<p onclick="x()">Wstęp</p>',
          content: '<p>Treść</p><script>x()</script>',
          seoTitle: '',
        },
        en: { title: 'New showroom', slug: 'new-showroom', lead: '', content: '' },
        fr: {},
      },
    },
  });
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
    published: '2026-11-20T08:00:00.000Z',
    isPublished: true,
    image: { url: '/media/library/5.jpg', width: 1200, height: 800 },
    translations: {
      pl: {
        title: 'Nowy salon',
        slug: 'nowy-salon',
        lead: '<p>Wstęp</p>',
        content: '<p>Treść</p>',
        imageAlt: 'Salon',
        seoTitle: null,
        seoDescription: null,
      },
      en: { title: 'New showroom', slug: 'new-showroom', imageAlt: 'Showroom' },
    },
  });
});

test("a realization's gallery goes out in the form's order, with photos added from the library after it under new ids", async () => {
  const gallery = [
    {
      id: 4,
      url: '/media/realizations/b.jpg',
      width: 1200,
      height: 800,
      translations: { pl: { alt: 'B' }, en: { alt: '' } },
    },
    { id: 3, url: '/media/realizations/a.jpg', width: 1200, height: 800, translations: { pl: { alt: 'A' } } },
  ];
  const realization = {
    id: 1,
    version: 2,
    position: 1,
    translations: { pl: { title: 'Bank', slug: 'bank', lead: '<p>x</p>' } },
  };
  const api = withMedia(
    {
      'GET /realizations': () => ({
        body: [
          { id: 2, images: [{ id: 11 }] },
          { id: 1, images: [{ id: 3 }, { id: 4 }] },
        ],
      }),
      'PUT /realizations/1': () => ({ body: { ...realization, version: 3 } }),
    },
    photo(7, null),
  );
  await dataProvider.update('realizations', {
    id: 1,
    data: { ...realization, images: gallery, addPhotos: [7] },
    previousData: realization,
  });
  expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
    id: 1,
    position: 1,
    translations: { pl: { title: 'Bank', slug: 'bank', lead: '<p>x</p>' } },
    images: [
      { id: 4, url: '/media/realizations/b.jpg', width: 1200, height: 800, translations: { pl: { alt: 'B' } } },
      { id: 3, url: '/media/realizations/a.jpg', width: 1200, height: 800, translations: { pl: { alt: 'A' } } },
      { id: 12, url: '/media/library/7.jpg', width: 1200, height: 800, translations: { pl: { alt: 'zdjecie-7.jpg' } } },
    ],
    version: 2,
  });
});

test('a mechanism keeps its picture when none is picked, and goes out with its category as a number', async () => {
  const image = { url: '/media/mechanisms/s.jpg', width: 800, height: 600 };
  const mechanism = {
    id: 1,
    version: 0,
    category: '2',
    position: 3,
    image,
    translations: { pl: { name: 'S', slug: 's', description: '<p>d</p>', imageAlt: 'alt' } },
  };
  const api = fakeAdminApi({ 'PUT /mechanisms/1': () => ({ body: mechanism }) });
  await dataProvider.update('mechanisms', { id: 1, data: { ...mechanism, picture: [] }, previousData: mechanism });
  expect(api.calls[0]?.body).toEqual({
    id: 1,
    category: 2,
    position: 3,
    image,
    translations: { pl: { name: 'S', slug: 's', description: '<p>d</p>', imageAlt: 'alt' } },
    version: 0,
  });
});

test('a post is not sent without its Polish title, address, lead and body', async () => {
  const api = fakeAdminApi({ 'GET /media': () => ({ body: [], headers: { 'X-Total-Count': '0' } }) });
  const user = userEvent.setup();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="posts">
        <PostCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  // Only the English title typed: the form has a change to save.
  const [, englishTitle] = await screen.findAllByLabelText('Tytuł', { selector: 'input' });
  await user.type(englishTitle, 'New showroom');
  await user.click(screen.getByRole('button', { name: /Zapisz/ }));
  // Title and address in Polish (text fields), lead and body (the rich-text editor).
  expect(await screen.findAllByText('Pole wymagane')).toHaveLength(4);
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});
