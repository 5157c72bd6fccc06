import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import type { Company, LoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { BlockRenderer } from '../../../components/block-renderer';
import { loadBlocks, prepareBlocks } from '../../../utils/prepare-blocks';
import { blocks, CONTACT_CONTENT, prepared, preloadAllBlockComponents } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

describe('contact block', () => {
  beforeAll(() => preloadAllBlockComponents());

  it("shows the company's phone and e-mail as links, then each department's", () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(blocks.html(1, 1, '<p>Siedziba</p>'), blocks.contact(2, 2))}
      />,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const details = screen.getByRole('heading', { name: 'Dane kontaktowe' }).parentElement!;
    expect(within(details).getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', 'tel:+48123456789');
    expect(within(details).getByRole('link', { name: 'biuro@ergoforma.example' })).toHaveAttribute(
      'href',
      'mailto:biuro@ergoforma.example',
    );
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const sales = within(details).getByRole('heading', { name: 'Dział sprzedaży' }).closest('li')!;
    expect(within(sales).getByRole('link', { name: 'sprzedaz@ergoforma.example' })).toHaveAttribute(
      'href',
      'mailto:sprzedaz@ergoforma.example',
    );
    expect(within(sales).getByRole('link', { name: '+48 12 345 67 80' })).toHaveAttribute('href', 'tel:+48123456780');
    expect(within(details).getAllByRole('listitem')).toHaveLength(2);
  });

  it('titles the contact question form with the block title', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(blocks.html(1, 1, '<p>Siedziba</p>'), blocks.contact(2, 2))}
      />,
    );
    expect(screen.getByRole('form', { name: 'Napisz do nas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Imię i nazwisko/ })).toBeInTheDocument();
  });

  it('keeps only well-formed details from the untyped block content', () => {
    const [block] = prepareBlocks(
      contentBlocks,
      [
        blocks.contact(1, 1, {
          title: 42,
          email: ' biuro@ergoforma.example ',
          phone: '',
          departments: [{ name: 'Serwis', phone: 7 }, { email: 'x@y.z' }, 'junk'],
        }),
      ],
      (html) => html as SafeHtml,
    );
    expect(block.content).toEqual({
      title: '',
      form: 'client_question',
      email: 'biuro@ergoforma.example',
      phone: null,
      departments: [{ name: 'Serwis', email: null, phone: null }],
    });
  });

  it('falls back to a translated form title and leaves out missing lines', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.html(1, 1, '<p>x</p>'),
          blocks.contact(2, 2, { ...CONTACT_CONTENT, title: '', phone: null, departments: [] }),
        )}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const details = screen.getByRole('heading', { name: 'Contact details' }).parentElement!;
    expect(within(details).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'biuro@ergoforma.example' })).toBeInTheDocument();
  });

  it('shows the cooperation request form on a cooperation block, with the quotation request folded below it', async () => {
    const user = userEvent.setup();
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.html(1, 1, '<p>x</p>'),
          blocks.contact(2, 2, { ...CONTACT_CONTENT, title: 'Zostań partnerem', form: 'cooperation' }),
        )}
      />,
    );
    const cooperation = screen.getByRole('form', { name: 'Zostań partnerem' });
    expect(within(cooperation).getByRole('combobox', { name: /Rodzaj współpracy/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Temat/ })).not.toBeInTheDocument();
    const quotation = screen.getByRole('form', { name: 'Zapytanie ofertowe', hidden: true });
    expect(quotation).not.toBeVisible();
    await user.click(screen.getByText('Zapytanie ofertowe'));
    expect(quotation).toBeVisible();
    expect(within(quotation).getByRole('textbox', { name: /Liczba sztuk/ })).toBeInTheDocument();
  });

  it('shows the proposal request form on a proposal block', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.html(1, 1, '<p>x</p>'),
          blocks.contact(2, 2, { ...CONTACT_CONTENT, title: '', form: 'proposal' }),
        )}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('form', { name: 'Demande de devis' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Quantité/ })).toBeInTheDocument();
  });

  it('falls back to the contact question form for an unknown form name', () => {
    const [block] = prepareBlocks(
      contentBlocks,
      [blocks.contact(1, 1, { ...CONTACT_CONTENT, form: 'newsletter' })],
      (html) => html as SafeHtml,
    );
    expect(block.content).toMatchObject({ form: 'client_question' });
  });
});

describe('company block', () => {
  beforeAll(() => preloadAllBlockComponents());

  // Values unlike the real company's, so that only the API's answer can have put them on the page.
  const company: Company = {
    name: 'Testforma',
    legalName: 'Testforma S.A.',
    address: {
      streetAddress: 'ul. Próbna 3',
      postalCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
      country: 'Poland',
    },
    phone: '+48 22 111 22 33',
    emails: { office: 'office@testforma.example', privacy: 'privacy@testforma.example' },
    foundingYear: 2001,
    sameAs: [],
  };

  function context(get: jest.Mock): LoadContext {
    return {
      api: fakeApiClient({ company: { get } }),
      locale: 'en',
      pathname: '/en/contact',
      query: new URLSearchParams(),
      sanitizeHtml: (html: string) => html as SafeHtml,
      loadModule: jest.fn(),
    };
  }

  it("shows the company's name, address, phone and e-mails from GET /api/company, in the page's language", async () => {
    const get = jest.fn().mockResolvedValue(company);
    const loaded = await loadBlocks(contentBlocks, [blocks.of(1, 1, 'company', {})], context(get));
    expect(get).toHaveBeenCalledTimes(1);
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={loaded} />, { locale: 'en' });
    // eslint-disable-next-line testing-library/no-node-access -- the panel has no accessible name; it is reached from its heading
    const card = screen.getByRole('heading', { name: 'Head office' }).parentElement!;
    expect(card).toHaveTextContent('Testforma S.A.ul. Próbna 300-001 WarszawaPoland');
    expect(within(card).getByRole('link', { name: '+48 22 111 22 33' })).toHaveAttribute('href', 'tel:+48221112233');
    expect(within(card).getByRole('link', { name: 'office@testforma.example' })).toHaveAttribute(
      'href',
      'mailto:office@testforma.example',
    );
    expect(within(card).getByText('Personal data')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'privacy@testforma.example' })).toBeInTheDocument();
  });

  it('takes its heading from the block title', async () => {
    const get = jest.fn().mockResolvedValue(company);
    const loaded = await loadBlocks(
      contentBlocks,
      [blocks.of(1, 1, 'company', { title: 'Controller’s details' })],
      context(get),
    );
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={loaded} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Controller’s details' })).toBeInTheDocument();
  });

  it('is left out, not broken, when the API cannot answer', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const get = jest.fn().mockRejectedValue(new Error('unreachable'));
    const loaded = await loadBlocks(
      contentBlocks,
      [blocks.html(1, 1, '<p>Showroom</p>'), blocks.of(2, 2, 'company', {})],
      context(get),
    );
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={loaded} />, { locale: 'en' });
    expect(screen.getByText('Showroom')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Head office' })).not.toBeInTheDocument();
    error.mockRestore();
    warn.mockRestore();
  });
});
