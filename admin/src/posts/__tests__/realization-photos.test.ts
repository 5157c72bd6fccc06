// A photo added to a realization from the media library gets an id no realization's photo has, whichever page of
// the list that photo is on (the API lists at most 100 records a page).
import { adminFetch } from '../../api/admin-fetch';
import { realizationToApi } from '../editorial-record';

jest.mock('../../api/admin-fetch', () => ({ adminFetch: jest.fn() }));

const realization = (id: number, photoId: number) => ({ id, images: [{ id: photoId }] });

beforeEach(() => {
  jest.mocked(adminFetch).mockImplementation(async (path: string) => {
    const url = new URL(path, 'http://admin');
    if (url.pathname === '/media/7')
      return {
        body: {
          id: 7,
          url: '/media/library/hall.jpg',
          width: 1600,
          height: 900,
          originalName: 'hall.jpg',
          translations: { pl: { alt: 'Hala' }, en: {}, fr: {} },
        },
        headers: new Headers(),
      };
    const perPage = Number(url.searchParams.get('perPage'));
    if (perPage > 100) throw new Error('perPage: at most 100');
    const page = Number(url.searchParams.get('page') ?? 1);
    // 101 realizations: the largest photo id is on the second page.
    const all = Array.from({ length: 101 }, (_, index) => realization(index + 1, index === 100 ? 900 : index + 1));
    return { body: all.slice((page - 1) * perPage, page * perPage), headers: new Headers() };
  });
});

test('the added photo is numbered after the largest photo id of every list page', async () => {
  const body = await realizationToApi({ id: 3, images: [], addPhotos: [7] });
  expect(body.images.map((image) => [image.id, image.url])).toEqual([[901, '/media/library/hall.jpg']]);
});
