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
  },
};
