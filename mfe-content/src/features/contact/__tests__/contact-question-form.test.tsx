import { fakeApiClient, hydrateRemote, noLoadedModule, renderRemote } from '@ergoforma/shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  type ClientQuestion,
  type FormSubmissionReceipt,
  type Locale,
  createI18n,
  SiteI18nProvider,
  SiteServicesProvider,
  type SafeHtml,
} from '@ergoforma/shared-contracts';
import { renderToString } from 'react-dom/server';
import { ContactQuestionForm } from '../components/contact-question-form';

function fakeApi(clientQuestion: (body: ClientQuestion) => Promise<FormSubmissionReceipt>) {
  const spy = jest.fn(clientQuestion);
  return { api: fakeApiClient({ forms: { clientQuestion: spy } }), clientQuestion: spy };
}

function renderForm(
  clientQuestion: (body: ClientQuestion) => Promise<FormSubmissionReceipt> = async () => ({ id: 1, createdAt: '' }),
  locale: Locale = 'pl',
) {
  const fake = fakeApi(clientQuestion);
  renderRemote(<ContactQuestionForm />, { locale, services: { api: fake.api } });
  return fake;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Anna Nowak');
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
  await user.type(screen.getByLabelText(/Firma/), 'Biuro Sp. z o.o.');
  await user.type(screen.getByLabelText(/Wiadomość/), 'Czy krzesło Now ma zagłówek?');
  await user.click(screen.getByLabelText(/Wyrażam zgodę/));
}

describe('ContactQuestionForm', () => {
  it('keeps the send button disabled in the server HTML, so nothing is submitted natively before hydration', () => {
    const html = renderToString(
      <SiteServicesProvider
        services={{ api: fakeApiClient(), sanitizeHtml: (h) => h as SafeHtml, module: noLoadedModule }}
      >
        <SiteI18nProvider i18n={createI18n('pl')}>
          <ContactQuestionForm />
        </SiteI18nProvider>
      </SiteServicesProvider>,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain('Imię i nazwisko');
  });

  it('enables the send button once hydrated', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  });

  it('keeps what the visitor typed before the form hydrated, shows no message for it, and sends it', async () => {
    const user = userEvent.setup();
    const { api, clientQuestion } = fakeApi(async () => ({ id: 1, createdAt: '' }));
    await hydrateRemote(<ContactQuestionForm />, {
      services: { api },
      async beforeHydration() {
        await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Anna');
        await user.type(screen.getByLabelText(/^E-mail/), 'a@');
        await user.type(screen.getByLabelText(/Wiadomość/), 'Cena?');
        await user.click(screen.getByLabelText(/Wyrażam zgodę/));
      },
    });
    const send = screen.getByRole('button', { name: 'Wyślij' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toBeChecked();
    // The unfinished address is not marked as wrong while the visitor is still to come back to it.
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText(/^E-mail/), 'b.pl');
    await user.click(send);
    await screen.findByText('Wiadomość wysłana. Dziękujemy');
    expect(clientQuestion).toHaveBeenCalledWith({
      name: 'Anna',
      email: 'a@b.pl',
      message: 'Cena?',
      consent: true,
    });
  });

  it('shows "pole wymagane" on every required field after an empty submit, tied to the field, and does not send', async () => {
    const user = userEvent.setup();
    const { clientQuestion } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    for (const label of [/Imię i nazwisko/, /^E-mail/, /Wiadomość/]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('pole wymagane');
    }
    // The consent says which consent is missing, in the words of the job application form.
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toHaveAccessibleDescription(
      'Zgoda na przetwarzanie danych osobowych jest wymagana',
    );
    expect(screen.getByLabelText(/Telefon/)).not.toHaveAttribute('aria-invalid');
    expect(clientQuestion).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field on submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
  });

  it('shows no message when a field is left, so the send button stays where the click began', async () => {
    const user = userEvent.setup();
    const { clientQuestion } = renderForm();
    const send = screen.getByRole('button', { name: 'Wyślij' });
    await user.click(screen.getByLabelText(/Imię i nazwisko/));
    // The press on "Send" takes the focus from the empty field: nothing may appear above the button before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(screen.queryByText('pole wymagane')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    // One click validates the whole form and takes the visitor to the first field to fix.
    await waitFor(() => expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveFocus());
    expect(screen.getAllByText('pole wymagane')).toHaveLength(3);
    expect(clientQuestion).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address, and drops the message once the address is corrected', async () => {
    const user = userEvent.setup();
    renderForm(undefined, 'en');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@');
    await user.tab();
    expect(screen.queryByText('Invalid e-mail address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Invalid e-mail address');
    await user.type(screen.getByLabelText(/^E-mail/), 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid e-mail address')).not.toBeInTheDocument());
  });

  it('translates the required-field message', async () => {
    const user = userEvent.setup();
    renderForm(undefined, 'fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getAllByText('champ obligatoire')).toHaveLength(3);
    expect(
      screen.getByText('Le consentement au traitement des données personnelles est obligatoire'),
    ).toBeInTheDocument();
  });

  it('sends the question, says thank you and empties the form', async () => {
    const user = userEvent.setup();
    const { clientQuestion } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const message = await screen.findByText('Wiadomość wysłana. Dziękujemy');
    expect(screen.getByRole('status')).toContainElement(message);
    // The focus goes to the message, not to the page's body.
    await waitFor(() => expect(message).toHaveFocus());
    expect(clientQuestion).toHaveBeenCalledWith({
      name: 'Anna Nowak',
      email: 'anna@example.com',
      company: 'Biuro Sp. z o.o.',
      message: 'Czy krzesło Now ma zagłówek?',
      consent: true,
    });
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveValue('');
  });

  it('keeps the input and shows the failure message when sending fails', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.reject(new ApiError('down', 503, '/api/client_questions')), 'en');
    await user.type(screen.getByLabelText(/Full name/), 'Anna Nowak');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByLabelText(/I consent/));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message sending error. Please check the form and try again shortly',
    );
    await waitFor(() =>
      expect(screen.getByText('Message sending error. Please check the form and try again shortly')).toHaveFocus(),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Anna Nowak');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
    expect(screen.getByLabelText(/I consent/)).toBeChecked();
  });

  it("shows the API's field errors on their fields and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm(() =>
      Promise.reject(new ApiError('invalid', 422, '/api/client_questions', { email: 'Adres odrzucony przez serwer' })),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adres odrzucony przez serwer'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('anna@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Błąd wysyłania wiadomości');
  });

  it('cannot be sent twice while a request is running', async () => {
    const user = userEvent.setup();
    let finish: (value: FormSubmissionReceipt) => void = () => {};
    const { clientQuestion } = renderForm(() => new Promise((resolve) => (finish = resolve)));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const button = await screen.findByRole('button', { name: 'Wysyłanie…' });
    // Disabled for the visitor and assistive technology, yet still holding the focus (a disabled button drops it).
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(clientQuestion).toHaveBeenCalledTimes(1);
    await act(async () => finish({ id: 1, createdAt: '' }));
    expect(await screen.findByRole('button', { name: 'Wyślij' })).toBeEnabled();
  });
});
