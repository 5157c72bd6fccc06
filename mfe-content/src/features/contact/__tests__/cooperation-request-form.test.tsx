// The cooperation request form (docs/behaviour.md#form-validation): every rule, the payload, success, failure keeping
// the input, the API's field errors on their fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import {
  ApiError,
  type CooperationRequest,
  type FormSubmissionReceipt,
  type Locale,
} from '@ergoforma/shared-contracts';
import { CooperationRequestForm } from '../components/cooperation-request-form';

jest.setTimeout(20000);

type Send = (body: CooperationRequest) => Promise<FormSubmissionReceipt>;

function renderForm(send: Send = async () => ({ id: 1, createdAt: '' }), locale: Locale = 'pl') {
  const cooperationRequest = jest.fn(send);
  const api = fakeApiClient({ forms: { cooperationRequest } });
  renderRemote(<CooperationRequestForm />, { locale, services: { api } });
  return { cooperationRequest, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Firma/), 'Meble Biurowe Sp. z o.o.');
  await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
  await user.type(screen.getByLabelText(/^E-mail/), 'jan@meble.example');
  await user.type(screen.getByLabelText(/^Telefon/), '+48 600 100 200');
  await user.type(screen.getByLabelText(/^Miasto/), 'Poznań');
  await user.selectOptions(screen.getByLabelText(/Rodzaj współpracy/), 'dealer');
  await user.type(screen.getByLabelText(/Wiadomość/), 'Chcemy zostać dealerem w Wielkopolsce.');
  await user.click(screen.getByLabelText(/Wyrażam zgodę/));
}

describe('CooperationRequestForm', () => {
  it('marks every required field after an empty submit, focuses the first and sends nothing', async () => {
    const { cooperationRequest, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    for (const label of [/^Firma/, /Imię i nazwisko/, /^E-mail/, /^Telefon/, /Rodzaj współpracy/, /Wiadomość/]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('pole wymagane');
    }
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toHaveAccessibleDescription(
      'Zgoda na przetwarzanie danych osobowych jest wymagana',
    );
    for (const label of [/^Miasto/, /^Kraj/]) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText(/^Firma/)).toHaveFocus());
    expect(cooperationRequest).not.toHaveBeenCalled();
  });

  it('checks the e-mail and phone formats', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), 'jan@');
    await user.type(screen.getByLabelText(/^Telefon/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Nieprawidłowy adres e-mail');
    expect(await screen.findByText('Nieprawidłowy numer telefonu')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefon/)).toHaveAccessibleDescription('Nieprawidłowy numer telefonu');
  });

  it('refuses a message longer than the API accepts', async () => {
    const { user } = renderForm(undefined, 'en');
    const message = screen.getByLabelText(/^Message/);
    await user.click(message);
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The text is too long')).toBeInTheDocument();
  });

  it('translates the required-field message', async () => {
    const { user } = renderForm(undefined, 'fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getAllByText('champ obligatoire')).toHaveLength(6);
    expect(
      screen.getByText('Le consentement au traitement des données personnelles est obligatoire'),
    ).toBeInTheDocument();
  });

  it('sends the request with optional fields left out, says thank you and empties the form', async () => {
    const { cooperationRequest, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wiadomość wysłana. Dziękujemy');
    expect(cooperationRequest).toHaveBeenCalledWith({
      company: 'Meble Biurowe Sp. z o.o.',
      name: 'Jan Kowalski',
      email: 'jan@meble.example',
      phone: '+48 600 100 200',
      city: 'Poznań',
      cooperationType: 'dealer',
      message: 'Chcemy zostać dealerem w Wielkopolsce.',
      consent: true,
    });
    expect(screen.getByLabelText(/^Firma/)).toHaveValue('');
    expect(screen.getByLabelText(/Rodzaj współpracy/)).toHaveValue('');
  });

  it('keeps the input and shows the failure message when sending fails', async () => {
    const { user } = renderForm(() => Promise.reject(new ApiError('down', 500, '/api/cooperation_requests')));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Błąd wysyłania wiadomości. Sprawdź formularz i spróbuj ponownie za chwilę',
    );
    expect(screen.getByLabelText(/^Firma/)).toHaveValue('Meble Biurowe Sp. z o.o.');
    expect(screen.getByLabelText(/Rodzaj współpracy/)).toHaveValue('dealer');
    expect(screen.getByLabelText(/Wiadomość/)).toHaveValue('Chcemy zostać dealerem w Wielkopolsce.');
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toBeChecked();
  });

  it("shows the API's field errors (400 errors) on their fields and focuses the first", async () => {
    const { user } = renderForm(() =>
      Promise.reject(
        new ApiError('invalid', 400, '/api/cooperation_requests', { phone: 'Numer odrzucony', message: 'Za krótko' }),
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const phone = screen.getByLabelText(/^Telefon/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Numer odrzucony'));
    expect(screen.getByLabelText(/Wiadomość/)).toHaveAccessibleDescription('Za krótko');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('+48 600 100 200');
  });
});
