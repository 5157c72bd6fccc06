// The proposal (quotation) request form (docs/behaviour.md#form-validation): every rule, the payload, success, failure
// keeping the input, the API's field errors on their fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import { ApiError, type FormSubmissionReceipt, type Locale, type ProposalRequest } from '@ergoforma/shared-contracts';
import { ProposalRequestForm } from '../components/proposal-request-form';

jest.setTimeout(20000);

type Send = (body: ProposalRequest) => Promise<FormSubmissionReceipt>;

function renderForm(send: Send = async () => ({ id: 1, createdAt: '' }), locale: Locale = 'en') {
  const proposalRequest = jest.fn(send);
  const api = fakeApiClient({ forms: { proposalRequest } });
  renderRemote(<ProposalRequestForm />, { locale, services: { api } });
  return { proposalRequest, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Emma Brown');
  await user.type(screen.getByLabelText(/^E-mail/), 'emma@office.example');
  await user.type(screen.getByLabelText(/^Products/), 'Now, Lambda');
  await user.type(screen.getByLabelText(/^Quantity/), '40');
  await user.type(screen.getByLabelText(/^Message/), 'A quote for a new office, please.');
  await user.click(screen.getByLabelText(/I consent/));
}

describe('ProposalRequestForm', () => {
  it('is named by its translated heading when none is given', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Request a quotation' })).toBeInTheDocument();
  });

  it('requires name, e-mail, message and consent only, and focuses the first', async () => {
    const { proposalRequest, user } = renderForm(undefined, 'pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    for (const label of [/Imię i nazwisko/, /^E-mail/, /Wiadomość/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('pole wymagane');
    }
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toHaveAccessibleDescription(
      'Zgoda na przetwarzanie danych osobowych jest wymagana',
    );
    for (const label of [/^Firma/, /^Telefon/, /^Produkty/, /^Liczba sztuk/])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveFocus());
    expect(proposalRequest).not.toHaveBeenCalled();
  });

  it.each(['0', '2.5', 'ten', '1000001'])('refuses the quantity %s', async (quantity) => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Quantity/), quantity);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a whole number from 1')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Enter a whole number from 1');
  });

  it('sends the quantity as a number, leaves blank optional fields out and says thank you', async () => {
    const { proposalRequest, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent. Thank you');
    expect(proposalRequest).toHaveBeenCalledWith({
      name: 'Emma Brown',
      email: 'emma@office.example',
      products: 'Now, Lambda',
      quantity: 40,
      message: 'A quote for a new office, please.',
      consent: true,
    });
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('');
  });

  it('keeps the input and shows the failure message when sending fails', async () => {
    const { user } = renderForm(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message sending error. Please check the form and try again shortly',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Emma Brown');
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('40');
    expect(screen.getByLabelText(/I consent/)).toBeChecked();
  });

  it("shows the API's field errors on their fields", async () => {
    const { user } = renderForm(() =>
      Promise.reject(
        new ApiError('invalid', 400, '/api/proposal_requests', { quantity: 'Too many', email: 'Unknown domain' }),
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Unknown domain'));
    expect(screen.getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Too many');
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
  });
});
