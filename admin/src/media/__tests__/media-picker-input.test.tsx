// The ordered-photos input a product form uses, and the focal point picker: what an editor does with keyboard or
// pointer ends up as the form's value.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { FocalPointPicker } from '../focal-point-picker';
import { MediaPickerInput } from '../media-picker-input';
import type { FocalPoint, MediaItem } from '../media-types';

const photo = (id: number, alt: string): MediaItem => ({
  id,
  kind: 'image',
  url: `/media/library/${id}.jpg`,
  thumbnailUrl: `/media/library/${id}-thumb.jpg`,
  originalName: `${id}.jpg`,
  size: 1000,
  width: 1200,
  height: 800,
  focalPoint: { x: 0.5, y: 0.5 },
  fileTypeId: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  translations: { pl: { name: null, alt }, en: { name: null, alt: null }, fr: { name: null, alt: null } },
  usedBy: [],
});

const library = [photo(3, 'Nova z przodu'), photo(2, 'Nova z boku'), photo(1, 'Aruba')];

beforeEach(() => {
  fakeAdminApi({
    'GET /media': () => ({ body: library, headers: { 'X-Total-Count': String(library.length) } }),
    ...Object.fromEntries(library.map((item) => [`GET /media/${item.id}`, () => ({ body: item })])),
  });
});

test('photos are picked from the library, reordered and removed with buttons, and saved as ordered ids', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="products">
        <SimpleForm record={{ id: 1, photos: [2] }} onSubmit={onSubmit}>
          <MediaPickerInput source="photos" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );

  const chosen = await screen.findByRole('list', { name: 'Wybrane zdjęcia' });
  expect(await within(chosen).findByText('Nova z boku')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Dodaj Nova z przodu' }));
  await user.click(await screen.findByRole('button', { name: 'Dodaj Aruba' }));
  expect(
    within(chosen)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['1.Nova z boku', '2.Nova z przodu', '3.Aruba']);

  // Keyboard only: focus the button, press Enter.
  screen.getByRole('button', { name: 'Przesuń wyżej: 3. Aruba' }).focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Usuń: 1. Nova z boku' }));
  expect(screen.getByRole('button', { name: 'Przesuń wyżej: 1. Aruba' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: /Zapisz/ }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ photos: [1, 3] }), expect.anything());
});

function Picker() {
  const [point, setPoint] = useState<FocalPoint>({ x: 0.5, y: 0.5 });
  return <FocalPointPicker src="/media/library/1.jpg" value={point} onChange={setPoint} />;
}

test('the focal point moves with the arrow keys, Shift for bigger steps, never past the edges', async () => {
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Picker />
    </AdminContext>,
  );
  const marker = screen.getByRole('slider', { name: 'Punkt ostrości miniatury' });
  marker.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
  expect(marker).toHaveAttribute('aria-valuetext', '60% od lewej, 45% od góry');
  await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
  expect(marker).toHaveAttribute('aria-valuetext', '0% od lewej, 45% od góry');
});
