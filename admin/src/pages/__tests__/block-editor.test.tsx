// The page's block editor: what an editor does with the keyboard (add, move, duplicate, remove) ends up as the
// blocks the API is sent, in that order.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { BlockEditor } from '../block-editor';
import { blockToApi, emptyBlock, toApi, toForm, type ApiBlock } from '../page-record';

const page = {
  id: 8,
  translations: { pl: { title: 'Ergonomia', seoTitle: null, seoDescription: null } },
  seoImageSrc: null,
  blocks: [
    { id: 801, type: 'latest_products', position: 1, content: { pl: { title: 'Nowości' }, en: { title: 'New' } } },
    { id: 802, type: 'chair', position: 2, content: { pl: { parts: ['oparcie'] } } },
  ],
};

function renderEditor() {
  const onSubmit = jest.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="pages">
        <SimpleForm record={toForm(page)} onSubmit={onSubmit}>
          <BlockEditor />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const saved = () => (toApi(onSubmit.mock.calls.at(-1)?.[0] as object) as { blocks: ApiBlock[] }).blocks;
  return { onSubmit, saved };
}

const blockNames = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

beforeEach(() => i18nProvider.changeLocale('pl'));

test('adds a block of a chosen type, moves it up by keyboard with the focus on it, and saves the new order', async () => {
  const user = userEvent.setup();
  const { saved } = renderEditor();
  expect(blockNames()).toEqual(['1. Najnowsze produkty', '2. Krzesło']);

  await user.click(screen.getByRole('button', { name: 'Dodaj blok' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Najnowsze produkty' }));
  expect(blockNames()).toEqual(['1. Najnowsze produkty', '2. Krzesło', '3. Najnowsze produkty']);
  const added = within(screen.getAllByRole('listitem')[2]);
  await user.type(added.getAllByLabelText('Tytuł')[0], 'Polecamy');

  added.getByRole('button', { name: 'Przesuń wyżej: 3. Najnowsze produkty' }).focus();
  await user.keyboard('{Enter}');
  expect(blockNames()).toEqual(['1. Najnowsze produkty', '2. Najnowsze produkty', '3. Krzesło']);
  expect(document.activeElement).toHaveAccessibleName('Przesuń wyżej: 2. Najnowsze produkty');
  await user.keyboard('{Enter}');
  expect(document.activeElement).toHaveAccessibleName('Przesuń niżej: 1. Najnowsze produkty');

  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  const blocks = saved();
  expect(blocks.map((block) => [block.type, block.position])).toEqual([
    ['latest_products', 1],
    ['latest_products', 2],
    ['chair', 3],
  ]);
  // The new block's untranslated English and French are left out: the site shows the Polish one.
  expect(blocks[0]?.content).toEqual({ pl: { title: 'Polecamy' } });
  expect(blocks[1]).toEqual({ ...page.blocks[0], position: 2 });
  expect(blocks[2]).toEqual({ ...page.blocks[1], position: 3 });
});

test('duplicates a block under a new id with what was typed, and removes one after confirmation', async () => {
  const user = userEvent.setup();
  const { saved } = renderEditor();
  const first = within(screen.getAllByRole('listitem')[0]);
  const title = first.getAllByLabelText('Tytuł')[0];
  await user.clear(title);
  await user.type(title, 'Nowe modele');
  await user.click(first.getByRole('button', { name: 'Powiel: 1. Najnowsze produkty' }));
  expect(blockNames()).toEqual(['1. Najnowsze produkty', '2. Najnowsze produkty', '3. Krzesło']);

  await user.click(screen.getByRole('button', { name: 'Usuń: 3. Krzesło' }));
  expect(await screen.findByText('Usunąć blok 3. Krzesło?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
  // The page behind the dialog is hidden until the dialog has closed.
  await waitFor(() => expect(blockNames()).toEqual(['1. Najnowsze produkty', '2. Najnowsze produkty']));

  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  const [original, copy] = saved();
  expect(original).toEqual({
    id: 801,
    type: 'latest_products',
    position: 1,
    content: { pl: { title: 'Nowe modele' }, en: { title: 'New' } },
  });
  expect(copy).toMatchObject({ type: 'latest_products', position: 2, content: original?.content });
  expect(copy?.id).not.toBe(801);
});

test('moves a block by dragging its handle onto another block', async () => {
  const user = userEvent.setup();
  const { saved } = renderEditor();
  const chairHandle = screen.getByTitle('Przeciągnij: 2. Krzesło');
  fireEvent.dragStart(chairHandle, { dataTransfer: { setData: jest.fn() } });
  fireEvent.drop(screen.getAllByRole('listitem')[0]);
  expect(blockNames()).toEqual(['1. Krzesło', '2. Najnowsze produkty']);
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  expect(saved().map((block) => [block.id, block.position])).toEqual([
    [802, 1],
    [801, 2],
  ]);
});

test('a JSON block is checked before saving', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderEditor();
  const chair = within(screen.getAllByRole('listitem')[1]);
  const json = chair.getAllByLabelText('Treść (JSON)')[0];
  await user.clear(json);
  await user.type(json, '{{"parts": [[');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  expect(await screen.findByText('To nie jest obiekt JSON: { … }')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a banner without a picture or a link is saved with none, and its theme as chosen', () => {
  const banner = emptyBlock('banner_text');
  const content = banner.content as NonNullable<typeof banner.content>;
  content.pl = { ...content.pl, title: 'O nas', theme: 'about-us' };
  content.en = { ...content.en, title: 'About us', link: { label: 'More', href: '/en/about' } };
  expect(blockToApi(banner, 0).content).toEqual({
    pl: { title: 'O nas', html: '', background: null, theme: 'about-us', link: null },
    en: { title: 'About us', html: '', background: null, theme: null, link: { label: 'More', href: '/en/about' } },
  });
});
