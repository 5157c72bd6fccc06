import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient, type FormSubmissionReceipt, type Locale } from '@ergoforma/shared-contracts';
import { fakeApiClient, hydrateRemote, renderRemote } from '@ergoforma/shared-contracts/testing';
import { JobApplicationForm } from '../components/job-application-form';

type Send = (data: FormData, onProgress?: (fraction: number) => void) => Promise<FormSubmissionReceipt>;

const POSITIONS = ['Tapicer', 'Konstruktor'];
const RECEIPT: FormSubmissionReceipt = { id: 7, createdAt: '2026-11-21T10:00:00Z' };

function fakeApi(send: jest.Mock<ReturnType<Send>, Parameters<Send>>): ApiClient {
  return fakeApiClient({ forms: { jobApplication: send } });
}

function pdf(name = 'cv.pdf', type = 'application/pdf', size?: number): File {
  const file = new File(['%PDF-1.4 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue(RECEIPT), locale: Locale = 'pl') {
  const user = userEvent.setup({ applyAccept: false });
  renderRemote(<JobApplicationForm positions={POSITIONS} />, { locale, services: { api: fakeApi(send) } });
  return { user, send };
}

/** A control by its label text (the visible ' *' of required fields is not part of the accessible name). */
const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (name: string) => screen.getByLabelText(labelled(name));

async function fillValid(user: ReturnType<typeof userEvent.setup>, options: { cv?: File; coverLetter?: File } = {}) {
  await user.type(field('Imię'), 'Anna');
  await user.type(field('Nazwisko'), 'Nowak');
  await user.type(field('E-mail'), 'anna@example.com');
  await user.type(field('Telefon'), '+48 600 100 200');
  await user.selectOptions(field('Stanowisko, na które aplikujesz'), 'Tapicer');
  await user.upload(field('CV'), options.cv ?? pdf());
  await user.upload(field('List motywacyjny'), options.coverLetter ?? pdf('list.pdf'));
  await user.click(screen.getByRole('checkbox'));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0])?.textContent ?? null) : null;
}

/** The multipart body of an application filled by fillValid (with its CV and cover letter). */
function expectFilledApplication(data: FormData) {
  expect(
    Object.fromEntries(['firstName', 'lastName', 'email', 'phone', 'position', 'consent'].map((k) => [k, data.get(k)])),
  ).toEqual({
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    position: 'Tapicer',
    consent: 'true',
  });
  expect((data.get('cv') as File).name).toBe('cv.pdf');
  expect((data.get('coverLetter') as File).name).toBe('list.pdf');
}

describe('JobApplicationForm before its code runs', () => {
  it('keeps the send button disabled in the server HTML, so nothing is submitted natively, until hydrated', async () => {
    const send = () => screen.getByRole('button', { name: 'Wyślij aplikację' });
    await hydrateRemote(<JobApplicationForm positions={POSITIONS} />, {
      beforeHydration: () => expect(send()).toBeDisabled(),
    });
    expect(send()).toBeEnabled();
  });
});

describe('JobApplicationForm file fields', () => {
  it('shows a translated choose-file button and the chosen file name, on a native labelled file input', async () => {
    const { user } = setup();
    const cv = field('CV');
    expect(cv).toHaveAttribute('type', 'file');
    expect(screen.getAllByText('Wybierz plik')).toHaveLength(2);
    expect(screen.getAllByText('Nie wybrano pliku')).toHaveLength(2);
    expect(cv).toHaveAccessibleDescription(/Nie wybrano pliku/);

    await user.upload(cv, pdf('anna-nowak-cv.pdf'));
    expect(screen.getByText('anna-nowak-cv.pdf')).toBeInTheDocument();
    expect(cv).toHaveAccessibleDescription(/anna-nowak-cv\.pdf/);
    expect(screen.getAllByText('Nie wybrano pliku')).toHaveLength(1);
  });

  it.each([
    ['en', 'Choose file', 'No file chosen'],
    ['fr', 'Choisir un fichier', 'Aucun fichier choisi'],
  ] as const)('is translated (%s)', (locale, button, none) => {
    setup(undefined, locale);
    expect(screen.getAllByText(button)).toHaveLength(2);
    expect(screen.getAllByText(none)).toHaveLength(2);
  });
});

describe('JobApplicationForm validation', () => {
  it('shows no message when a field is left, so one click on the send button validates the whole form', async () => {
    const { user, send } = setup();
    const button = screen.getByRole('button', { name: 'Wyślij aplikację' });
    await user.click(field('Imię'));
    // The press on the button takes the focus from the empty field: nothing may appear above it before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(errorOf(field('Imię'))).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(errorOf(field('Imię'))).toBe('pole wymagane');
    expect(errorOf(field('E-mail'))).toBe('pole wymagane');
    expect(field('Imię')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows 'pole wymagane' on every required field, ties it with aria-describedby and focuses the first field", async () => {
    const { user, send } = setup();
    await submit(user);
    for (const label of ['Imię', 'Nazwisko', 'E-mail', 'Telefon', 'Stanowisko, na które aplikujesz', 'CV']) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(input)).toBe('pole wymagane');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('pole wymagane'));
    }
    expect(field('Imię')).toHaveFocus();
    expect(field('List motywacyjny')).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'First name', 'required field', 'Send application'],
    ['fr', 'Prénom', 'champ obligatoire', 'Envoyer la candidature'],
  ] as const)('translates the required-field message (%s)', async (locale, label, message, button) => {
    const { user } = setup(undefined, locale);
    await user.click(screen.getByRole('button', { name: button }));
    expect(errorOf(field(label))).toBe(message);
  });

  it('requires the consent to the processing of personal data and focuses it', async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox')); // untick
    await submit(user);
    const consent = screen.getByRole('checkbox');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(consent)).toBe('Zgoda na przetwarzanie danych osobowych jest wymagana');
    expect(consent).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail address and phone number', async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'anna@');
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), 'abc');
    await submit(user);
    expect(errorOf(field('E-mail'))).toBe('Podaj poprawny adres e-mail');
    expect(errorOf(field('Telefon'))).toBe('Podaj poprawny numer telefonu');
    expect(field('E-mail')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a CV over 10 MB before upload and accepts exactly 10 MB', async () => {
    const { user, send } = setup();
    await fillValid(user, { cv: pdf('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1) });
    expect(errorOf(field('CV'))).toBe('Plik jest za duży (maksymalnie 10 MB)');
    await submit(user);
    expect(field('CV')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.upload(field('CV'), pdf('exact.pdf', 'application/pdf', 10 * 1024 * 1024));
    expect(errorOf(field('CV'))).toBeNull();
  });

  it('refuses a cover letter over 10 MB (translated)', async () => {
    const { user } = setup(undefined, 'en');
    await user.upload(field('Cover letter'), pdf('big.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(errorOf(field('Cover letter'))).toBe('The file is too large (at most 10 MB)');
  });

  it.each(['cv.jpg', 'cv.JPEG', 'cv.png', 'cv.bmp', 'cv.doc', 'cv.pdf'])('accepts %s', async (name) => {
    const { user } = setup();
    await user.upload(field('CV'), new File(['x'], name));
    expect(field('CV')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['an extension not on the list', new File(['x'], 'cv.docx')],
    ['an executable', new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })],
    ['a pdf name with a MIME type that does not fit', new File(['x'], 'cv.pdf', { type: 'text/html' })],
    ['no extension', new File(['x'], 'cv')],
  ])('refuses %s for the CV and the cover letter', async (_, file) => {
    const { user } = setup();
    await user.upload(field('CV'), file);
    await user.upload(field('List motywacyjny'), file);
    const message = 'Niedozwolony format pliku (dozwolone: jpg, jpeg, png, bmp, doc, pdf)';
    expect(errorOf(field('CV'))).toBe(message);
    expect(errorOf(field('List motywacyjny'))).toBe(message);
  });

  it('translates the format message (fr)', async () => {
    const { user } = setup(undefined, 'fr');
    await user.upload(field('CV'), new File(['x'], 'cv.exe'));
    expect(errorOf(field('CV'))).toBe('Format de fichier non accepté (acceptés : jpg, jpeg, png, bmp, doc, pdf)');
  });

  it('does not require the cover letter', async () => {
    const { user, send } = setup();
    await user.type(field('Imię'), 'Anna');
    await user.type(field('Nazwisko'), 'Nowak');
    await user.type(field('E-mail'), 'anna@example.com');
    await user.type(field('Telefon'), '600100200');
    await user.selectOptions(field('Stanowisko, na które aplikujesz'), 'Konstruktor');
    await user.upload(field('CV'), pdf());
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].get('coverLetter')).toBeNull();
  });
});

describe('JobApplicationForm sending', () => {
  function deferred() {
    let resolve!: (value: FormSubmissionReceipt) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<FormSubmissionReceipt>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('sends the multipart fields and files and shows the upload progress', async () => {
    const pending = deferred();
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockReturnValue(pending.promise);
    const { user } = setup(send);
    const cv = pdf();
    await fillValid(user, { cv });
    await submit(user);
    expectFilledApplication(send.mock.calls[0][0]);

    act(() => send.mock.calls[0][1]!(0.42));
    // eslint-disable-next-line jest-dom/prefer-to-have-value -- the progress bar is a <progress>; toHaveValue reads form fields only
    expect(screen.getByRole('progressbar', { name: 'Postęp wysyłania' })).toHaveAttribute('value', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Wysyłanie: 42%');
    await act(async () => pending.resolve(RECEIPT));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps what the visitor typed, chose and attached before the form hydrated, and sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue(RECEIPT);
    const cv = pdf();
    await hydrateRemote(<JobApplicationForm positions={POSITIONS} />, {
      services: { api: fakeApi(send) },
      beforeHydration: () => fillValid(user, { cv }),
    });
    expect(field('Imię')).toHaveValue('Anna');
    expect(field('Stanowisko, na które aplikujesz')).toHaveValue('Tapicer');
    expect((field('CV') as HTMLInputElement).files?.[0]).toBe(cv);
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    // Carried over, not touched: no field shows a message.
    for (const label of ['Imię', 'Nazwisko', 'E-mail', 'Telefon', 'Stanowisko, na które aplikujesz', 'CV'])
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');

    await submit(user);
    expectFilledApplication(send.mock.calls[0][0]);
  });

  it('says the message was sent and clears the form, file inputs included', async () => {
    const { user } = setup();
    await fillValid(user);
    await submit(user);
    expect(screen.getByRole('status')).toHaveTextContent('Wiadomość wysłana. Dziękujemy');
    expect(field('Imię')).toHaveValue('');
    expect(field('E-mail')).toHaveValue('');
    expect(field('Stanowisko, na które aplikujesz')).toHaveValue('');
    expect((field('CV') as HTMLInputElement).files).toHaveLength(0);
    expect((field('List motywacyjny') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(field('Imię')).not.toHaveAttribute('aria-invalid');
  });

  it('translates the success message (en)', async () => {
    const { user } = setup(undefined, 'en');
    await user.type(field('First name'), 'Anna');
    await user.type(field('Last name'), 'Nowak');
    await user.type(field('E-mail'), 'anna@example.com');
    await user.type(field('Phone'), '600100200');
    await user.selectOptions(field('Position applied for'), 'Tapicer');
    await user.upload(field('CV'), pdf());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByRole('status')).toHaveTextContent('Message sent. Thank you');
  });

  it.each([
    [
      'fieldErrors.cv',
      new ApiError('Unprocessable', 422, '/api/form_entries/job_application', { cv: 'invalid' }),
      ['Błąd wysyłania pliku CV, sprawdź czy format jest poprawny'],
      'CV',
    ],
    [
      'a 415 naming the CV',
      new ApiError('Unsupported media type of cv', 415, '/api/form_entries/job_application'),
      ['Błąd wysyłania pliku CV, sprawdź czy format jest poprawny'],
      'CV',
    ],
    [
      'fieldErrors.coverLetter',
      new ApiError('Unprocessable', 422, '/api/form_entries/job_application', { coverLetter: 'invalid' }),
      ['Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny'],
      'List motywacyjny',
    ],
    [
      'a 422 naming the cover letter',
      new ApiError('coverLetter: bad format', 422, '/api/form_entries/job_application'),
      ['Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny'],
      'List motywacyjny',
    ],
    [
      'a server error',
      new ApiError('Internal', 500, '/api/form_entries/job_application'),
      ['Błąd wysyłania. Spróbuj ponownie za chwilę'],
      null,
    ],
    [
      'an unreachable API',
      new ApiError('API unreachable', 0, '/api/form_entries/job_application'),
      ['Błąd wysyłania. Spróbuj ponownie za chwilę'],
      null,
    ],
    [
      "the API's 400 for a renamed executable (errors.cv)",
      new ApiError('Invalid form fields: cv', 400, '/api/form_entries/job_application', {
        cv: 'must be a PDF, DOC, JPG, PNG or BMP file',
      }),
      ['Błąd wysyłania pliku CV, sprawdź czy format jest poprawny'],
      'CV',
    ],
    [
      "the API's 413 for an oversized CV (errors.cv)",
      new ApiError('The CV file is larger than 10 MB', 413, '/api/form_entries/job_application', {
        cv: 'must be at most 10 MB',
      }),
      ['Błąd wysyłania pliku CV, sprawdź czy format jest poprawny'],
      'CV',
    ],
    [
      "the API's 413 for an oversized cover letter (errors.coverLetter)",
      new ApiError('The cover letter file is larger than 10 MB', 413, '/api/form_entries/job_application', {
        coverLetter: 'must be at most 10 MB',
      }),
      ['Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny'],
      'List motywacyjny',
    ],
    [
      'a 413 without field errors (a general send error)',
      new ApiError('Request body is too large', 413, '/api/form_entries/job_application'),
      ['Błąd wysyłania. Spróbuj ponownie za chwilę'],
      null,
    ],
    [
      'a 429 (too many submissions: a general send error)',
      new ApiError(
        'Too many form submissions from this address; try again in 60 s',
        429,
        '/api/form_entries/job_application',
      ),
      ['Błąd wysyłania. Spróbuj ponownie za chwilę'],
      null,
    ],
    [
      'a 400 about another field (check the form)',
      new ApiError('Invalid form fields: email', 400, '/api/form_entries/job_application', {
        email: 'must be a valid e-mail address',
      }),
      ['Błąd wysyłania wiadomości. Sprawdź formularz i spróbuj ponownie za chwilę'],
      'E-mail',
    ],
    [
      'a 400 about the consent',
      new ApiError('Invalid form fields: consent', 400, '/api/form_entries/job_application', {
        consent: 'is required',
      }),
      ['Błąd wysyłania wiadomości. Sprawdź formularz i spróbuj ponownie za chwilę'],
      null,
    ],
    ['a non-API error', new TypeError('boom'), ['Błąd wysyłania. Spróbuj ponownie za chwilę'], null],
  ])('maps %s to its message and keeps the input and the chosen files', async (_, error, messages, fileLabel) => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockRejectedValue(error);
    const { user } = setup(send);
    await fillValid(user);
    await submit(user);
    const status = screen.getByRole('status');
    for (const message of messages) expect(status).toHaveTextContent(message);
    expect(status).not.toHaveTextContent('Wiadomość wysłana');
    if (fileLabel) {
      expect(field(fileLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(field(fileLabel)).toHaveFocus();
    }
    expect(field('Imię')).toHaveValue('Anna');
    expect(field('Stanowisko, na które aplikujesz')).toHaveValue('Tapicer');
    expect((field('CV') as HTMLInputElement).files?.[0]?.name).toBe('cv.pdf');
    expect((field('List motywacyjny') as HTMLInputElement).files?.[0]?.name).toBe('list.pdf');
    expect(screen.getByRole('checkbox')).toBeChecked();
    // the kept input can be sent again as it is
    send.mockResolvedValueOnce(RECEIPT);
    await submit(user);
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1][0].get('cv') as File).name).toBe('cv.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('Wiadomość wysłana. Dziękujemy');
  });

  it('ties a field the API refused to its translated message, next to the file message', async () => {
    const error = new ApiError('Invalid form fields: email, coverLetter', 400, '/api/form_entries/job_application', {
      email: 'must be a valid e-mail address',
      coverLetter: 'must be a PDF, DOC, JPG, PNG or BMP file',
    });
    const { user } = setup(jest.fn<ReturnType<Send>, Parameters<Send>>().mockRejectedValue(error));
    await fillValid(user);
    await submit(user);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny');
    expect(status).toHaveTextContent('Błąd wysyłania wiadomości. Sprawdź formularz i spróbuj ponownie za chwilę');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('E-mail'))).toBe('Podaj poprawny adres e-mail');
    expect(field('E-mail')).toHaveFocus(); // the first refused field on screen
    expect(errorOf(field('List motywacyjny'))).toBe(
      'Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny',
    );
  });

  it('names both files when the API refuses both', async () => {
    const error = new ApiError('Unprocessable', 422, '/x', { cv: 'bad', coverLetter: 'bad' });
    const { user } = setup(jest.fn<ReturnType<Send>, Parameters<Send>>().mockRejectedValue(error));
    await fillValid(user);
    await submit(user);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Błąd wysyłania pliku CV, sprawdź czy format jest poprawny')).toBeInTheDocument();
    expect(
      within(status).getByText('Błąd wysyłania listu motywacyjnego, sprawdź czy format jest poprawny'),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'Error sending CV file; check that the format is valid', { cv: 'bad' }],
    ['en', 'Sending error. Try again shortly', {}],
    ['fr', 'Erreur d’envoi du CV ; vérifiez que le format est valide', { cv: 'bad' }],
    ['fr', 'Erreur d’envoi. Réessayez dans un instant', {}],
    // The same words as the content remote's contact forms.
    [
      'fr',
      'Erreur d’envoi du message. Veuillez vérifier le formulaire et réessayer dans un instant',
      { firstName: 'x' },
    ],
  ] as const)('translates the failure messages (%s: %s)', async (locale, message, fieldErrors) => {
    const send = jest
      .fn<ReturnType<Send>, Parameters<Send>>()
      .mockRejectedValue(new ApiError('x', 422, '/x', { ...fieldErrors }));
    const user = userEvent.setup();
    renderRemote(<JobApplicationForm positions={POSITIONS} />, { locale, services: { api: fakeApi(send) } });
    const labels =
      locale === 'en'
        ? ['First name', 'Last name', 'Phone', 'Position applied for', 'Send application']
        : ['Prénom', 'Nom', 'Téléphone', 'Poste visé', 'Envoyer la candidature'];
    await user.type(screen.getByLabelText(labelled(labels[0])), 'Anna');
    await user.type(screen.getByLabelText(labelled(labels[1])), 'Nowak');
    await user.type(field('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText(labelled(labels[2])), '600100200');
    await user.selectOptions(screen.getByLabelText(labelled(labels[3])), 'Tapicer');
    await user.upload(field('CV'), pdf());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: labels[4] }));
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('cannot be submitted twice while a send runs', async () => {
    const pending = deferred();
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockReturnValue(pending.promise);
    const { user } = setup(send);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Wyślij aplikację' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wysyłanie…' }));
    // pressing Enter in a field submits the form even with the button disabled: the guard stops it
    await user.type(field('Imię'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(RECEIPT));
    expect(screen.getByRole('button', { name: 'Wyślij aplikację' })).toBeEnabled();
  });
});
