// The back office's own texts, in Polish (the default) and English; react-admin's texts are merged in by
// i18n-provider.ts. Keys under `resources` follow react-admin's convention (resources.<name>.name/fields).
export const appPolish = {
  app: {
    title: 'Ergoforma · panel',
    language: 'Język',
    dashboard: {
      welcome: 'Dzień dobry, %{name}',
      intro: 'Tu zmieniasz treści strony ergoforma.pl i odpowiadasz na to, co przysyłają odwiedzający.',
      role: 'Twoja rola: %{role}',
    },
    sign_in: {
      title: 'Logowanie do panelu',
      email: 'E-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      code: 'Kod z aplikacji uwierzytelniającej',
      code_help: 'Sześć cyfr z aplikacji albo jeden z kodów zapasowych.',
      verify: 'Potwierdź',
      passkey: 'Zaloguj się kluczem dostępu',
      failed: 'Nieprawidłowy e-mail lub hasło.',
      code_failed: 'Kod jest nieprawidłowy albo wygasł.',
      too_many: 'Zbyt wiele prób. Spróbuj ponownie za %{seconds} s.',
      passkey_failed: 'Nie udało się zalogować kluczem dostępu.',
      unreachable: 'Serwer nie odpowiada. Spróbuj ponownie za chwilę.',
      session_expired: 'Sesja wygasła. Zaloguj się ponownie — wpisane dane zostały zachowane.',
    },
    roles: { admin: 'administrator', editor: 'redaktor', hr: 'kadry (HR)', sales: 'sprzedaż' },
    set_password: {
      title: 'Ustaw hasło do panelu',
      invalid:
        'Ten link jest nieważny: został już użyty, zastąpiony nowym albo minęły 24 godziny. Poproś administratora o nowy.',
      password: 'Nowe hasło',
      repeat: 'Powtórz hasło',
      help: 'Co najmniej %{min} znaków. Najlepiej kilka słów, których nikt nie zgadnie.',
      too_short: 'Hasło musi mieć co najmniej %{min} znaków.',
      mismatch: 'Hasła się różnią.',
      submit: 'Zapisz hasło',
      done: 'Hasło zapisane. Możesz się zalogować.',
    },
    totp: {
      scan: 'Zeskanuj kod aplikacją uwierzytelniającą (np. Google Authenticator, Microsoft Authenticator, 1Password).',
      qr_alt: 'Kod QR do aplikacji uwierzytelniającej',
      secret: 'Albo wpisz klucz ręcznie:',
      first_code: 'Sześciocyfrowy kod z aplikacji',
      recovery_codes: 'Kody zapasowe',
      recovery_help:
        'Zapisz te kody zapasowe w bezpiecznym miejscu. Każdy zastąpi raz kod z aplikacji, gdy nie masz jej pod ręką. Nie zobaczysz ich ponownie.',
    },
    profile: {
      title: 'Moje konto',
      totp: 'Aplikacja uwierzytelniająca',
      totp_on: 'Włączona: przy logowaniu hasłem podajesz też kod z aplikacji.',
      totp_set_up: 'Skonfiguruj aplikację',
      passkeys: 'Klucze dostępu',
      no_passkeys: 'Nie masz jeszcze klucza dostępu. Klucz logowania w telefonie lub komputerze zastępuje hasło i kod.',
      add_passkey: 'Dodaj klucz dostępu',
      passkey_added: 'Dodano klucz dostępu',
      passkey_added_at: 'Klucz dodany %{date}',
      never_used: 'Jeszcze nieużywany',
      last_used: 'Ostatnio użyty %{date}',
      sessions: 'Sesje',
      sign_out_everywhere: 'Wyloguj mnie wszędzie',
      sign_out_everywhere_help: 'Kończy wszystkie Twoje sesje, na każdym urządzeniu, także tę.',
    },
    accounts: {
      invite_help:
        'Nowa osoba dostanie konto bez hasła. Link do ustawienia hasła (ważny 24 godziny) tworzy polecenie „staff link” na serwerze.',
      disable_help: 'Zablokowana osoba zostaje natychmiast wylogowana i nie może się zalogować.',
    },
  },
  resources: {
    accounts: {
      name: 'Konto |||| Konta',
      fields: {
        name: 'Imię i nazwisko',
        email: 'E-mail',
        role: 'Rola',
        active: 'Hasło ustawione',
        totpEnabled: 'Aplikacja uwierzytelniająca',
        disabled: 'Zablokowane',
        createdAt: 'Utworzone',
        q: 'Szukaj',
      },
    },
    'audit-log': {
      name: 'Dziennik zdarzeń |||| Dziennik zdarzeń',
      fields: {
        at: 'Kiedy',
        actorEmail: 'Kto',
        actorId: 'Nr konta',
        action: 'Zdarzenie',
        target: 'Czego dotyczy',
        detail: 'Szczegóły',
        address: 'Adres IP',
        from: 'Od',
        to: 'Do',
      },
    },
  },
};

export type AppMessages = typeof appPolish;

export const appEnglish: AppMessages = {
  app: {
    title: 'Ergoforma · back office',
    language: 'Language',
    dashboard: {
      welcome: 'Hello, %{name}',
      intro: "Here you change the content of ergoforma.pl and answer what the site's visitors send.",
      role: 'Your role: %{role}',
    },
    sign_in: {
      title: 'Sign in to the back office',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      code: 'Code from your authenticator app',
      code_help: 'The six digits from the app, or one of your recovery codes.',
      verify: 'Verify',
      passkey: 'Sign in with a passkey',
      failed: 'Wrong e-mail or password.',
      code_failed: 'The code is wrong or has expired.',
      too_many: 'Too many attempts. Try again in %{seconds} s.',
      passkey_failed: 'Signing in with a passkey failed.',
      unreachable: 'The server is not answering. Try again in a moment.',
      session_expired: 'Your session has ended. Sign in again — what you typed has been kept.',
    },
    roles: { admin: 'administrator', editor: 'editor', hr: 'HR', sales: 'sales' },
    set_password: {
      title: 'Set your back-office password',
      invalid:
        'This link is not valid: it was used, replaced by a newer one, or is older than 24 hours. Ask an administrator for a new one.',
      password: 'New password',
      repeat: 'Repeat the password',
      help: 'At least %{min} characters. A few words nobody would guess work best.',
      too_short: 'The password needs at least %{min} characters.',
      mismatch: 'The passwords differ.',
      submit: 'Save the password',
      done: 'Your password is saved. You can sign in now.',
    },
    totp: {
      scan: 'Scan the code with your authenticator app (e.g. Google Authenticator, Microsoft Authenticator, 1Password).',
      qr_alt: 'QR code for the authenticator app',
      secret: 'Or type the key by hand:',
      first_code: 'The six-digit code from the app',
      recovery_codes: 'Recovery codes',
      recovery_help:
        "Keep these recovery codes somewhere safe. Each replaces the app's code once, when you do not have it at hand. You will not see them again.",
    },
    profile: {
      title: 'My account',
      totp: 'Authenticator app',
      totp_on: "On: signing in with your password also asks for the app's code.",
      totp_set_up: 'Set up the app',
      passkeys: 'Passkeys',
      no_passkeys:
        'You have no passkey yet. A passkey on your phone or computer replaces both the password and the code.',
      add_passkey: 'Add a passkey',
      passkey_added: 'Passkey added',
      passkey_added_at: 'Passkey added %{date}',
      never_used: 'Not used yet',
      last_used: 'Last used %{date}',
      sessions: 'Sessions',
      sign_out_everywhere: 'Sign me out everywhere',
      sign_out_everywhere_help: 'Ends all your sessions, on every device, this one included.',
    },
    accounts: {
      invite_help:
        'The new person gets an account without a password. The link to set it (valid 24 hours) is made by the "staff link" command on the server.',
      disable_help: 'A disabled person is signed out at once and cannot sign in.',
    },
  },
  resources: {
    accounts: {
      name: 'Account |||| Accounts',
      fields: {
        name: 'Name',
        email: 'E-mail',
        role: 'Role',
        active: 'Password set',
        totpEnabled: 'Authenticator app',
        disabled: 'Disabled',
        createdAt: 'Created',
        q: 'Search',
      },
    },
    'audit-log': {
      name: 'Audit log |||| Audit log',
      fields: {
        at: 'When',
        actorEmail: 'Who',
        actorId: 'Account no.',
        action: 'Event',
        target: 'Concerning',
        detail: 'Details',
        address: 'IP address',
        from: 'From',
        to: 'To',
      },
    },
  },
};
