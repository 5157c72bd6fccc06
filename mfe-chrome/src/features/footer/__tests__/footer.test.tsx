import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteEvents, type Locale } from '@ergoforma/shared-contracts';
import { renderRemote, testCompany } from '@ergoforma/shared-contracts/testing';
import { footerMenu, mainMenu } from '../../../testing/menu-fixtures';
import { Footer } from '../components/footer';

const data = { menus: [mainMenu(), footerMenu()], company: testCompany() };
const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
    try {
      renderRemote(<Footer data={data} />);
      expect(within(footer()).getByText('© 2031 Ergoforma')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['pl', '/', 'Ergoforma – strona główna', '/'],
    ['en', '/en/contact', 'Ergoforma – home page', '/en'],
  ] as Array<[Locale, string, string, string]>)('links the logo to the %s home page', (locale, path, name, href) => {
    renderRemote(<Footer data={data} />, { locale, path });
    expect(within(footer()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['pl', '/', 'Polityka prywatności', '/polityka-prywatnosci'],
    ['en', '/en', 'Privacy policy', '/en/privacy-policy'],
    ['fr', '/fr', 'Politique de confidentialité', '/fr/politique-de-confidentialite'],
  ] as Array<[Locale, string, string, string]>)('links the %s privacy policy', (locale, path, name, href) => {
    renderRemote(<Footer data={data} />, { locale, path });
    expect(within(footer()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has three social links that open in a new tab', () => {
    renderRemote(<Footer data={data} />);
    const expected = [
      ['LinkedIn', 'https://www.linkedin.com/company/ergoforma'],
      ['Facebook', 'https://www.facebook.com/ergoforma'],
      ['YouTube', 'https://www.youtube.com/@ergoforma'],
    ];
    for (const [network, href] of expected) {
      const link = within(footer()).getByRole('link', {
        name: `Ergoforma w serwisie ${network} (otwiera się w nowej karcie)`,
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it('lists the footer menu (not the main menu) by the item type rules', () => {
    renderRemote(<Footer data={data} />);
    const nav = within(footer()).getByRole('navigation', { name: 'Informacje' });
    expect(within(nav).getByRole('link', { name: 'Do pobrania' })).toHaveAttribute('href', '/do-pobrania');
    expect(within(nav).getByRole('link', { name: /Katalog PDF/ })).toHaveAttribute('target', '_blank');
    expect(within(footer()).queryByRole('link', { name: 'Realizacje' })).not.toBeInTheDocument();
  });

  it('leaves out the footer menu block when there is no footer menu', () => {
    renderRemote(<Footer data={{ menus: [mainMenu()] }} />);
    expect(within(footer()).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    ['pl', '/', 'Polska'],
    ['en', '/en', 'Poland'],
    ['fr', '/fr', 'Pologne'],
  ] as Array<[Locale, string, string]>)(
    'shows the headquarters from the company payload in %s',
    (locale, path, country) => {
      renderRemote(
        <Footer data={{ ...data, company: testCompany({ address: { ...testCompany().address, country } }) }} />,
        {
          locale,
          path,
        },
      );
      // eslint-disable-next-line testing-library/no-node-access -- <address> has no role to query by
      const address = footer().querySelector('address')!;
      expect(address).toHaveTextContent(`Ergoforma Test S.A.ul. Próbna 500-001 Warszawa${country}`);
      expect(within(footer()).getByRole('link', { name: '+48 22 111 22 33' })).toHaveAttribute(
        'href',
        'tel:+48221112233',
      );
      expect(within(footer()).getByRole('link', { name: 'office@test.example' })).toHaveAttribute(
        'href',
        'mailto:office@test.example',
      );
    },
  );

  it('leaves the headquarters out when the data has no company (never a made-up address)', () => {
    renderRemote(<Footer data={{ menus: data.menus }} />);
    expect(within(footer()).queryByRole('heading', { name: 'Siedziba firmy' })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- <address> has no role to query by
    expect(footer().querySelector('address')).toBeNull();
  });

  it.each([
    ['pl', '/', 'Projekt i wykonanie: Studio Nord'],
    ['en', '/en', 'Design and development: Studio Nord'],
    ['fr', '/fr', 'Conception et réalisation : Studio Nord'],
  ] as Array<[Locale, string, string]>)('shows the agency credit in %s', (locale, path, credit) => {
    renderRemote(<Footer data={data} />, { locale, path });
    expect(within(footer()).getByText(credit)).toBeInTheDocument();
  });

  it.each([
    ['pl', '/', 'Ustawienia plików cookie'],
    ['en', '/en', 'Cookie settings'],
    ['fr', '/fr', 'Paramètres des cookies'],
  ] as Array<[Locale, string, string]>)(
    'has a %s button that asks the shell to reopen the cookie settings',
    async (locale, path, name) => {
      const opened = jest.fn();
      const off = siteEvents.on('cookie-consent:open', opened);
      try {
        renderRemote(<Footer data={data} />, { locale, path });
        await userEvent.click(within(footer()).getByRole('button', { name }));
        expect(opened).toHaveBeenCalledTimes(1);
      } finally {
        off();
      }
    },
  );
});
