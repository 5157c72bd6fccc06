// The company's facts (address, phone, e-mails, profiles), one record the site shows on every page: read and saved
// whole with the version it was read at, so a save over someone else's newer one is refused and the form keeps what
// was typed.
import { Card, CardContent } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Loading,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import { CONTENT_LOCALES } from '../taxonomy/translations';

type Company = Record<string, unknown> & { sameAs: string[]; version: number };
/** The form's: the profiles as lines of one text. */
type CompanyForm = Record<string, unknown> & { sameAs: string; version: number };

const toForm = (company: Company): CompanyForm => ({ ...company, sameAs: company.sameAs.join('\n') });
const toApi = ({ sameAs, ...company }: CompanyForm): Company => ({
  ...company,
  sameAs: sameAs
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
});

export function CompanyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [company, setCompany] = useState<CompanyForm | null>(null);

  useEffect(() => {
    void adminFetch<Company>('/company').then(({ body }) => setCompany(toForm(body)));
  }, []);

  const save = async (form: Record<string, unknown>) => {
    try {
      const { body } = await adminFetch<Company>('/company', {
        method: 'PUT',
        body: JSON.stringify(toApi({ ...(form as CompanyForm), version: company?.version ?? 0 })),
      });
      setCompany(toForm(body));
      notify('navigation.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  if (company === null) return <Loading />;
  return (
    <Card>
      <Title title="navigation.menu.company" />
      <CardContent>
        {/* Short values (a postal code, a year) in a form of a readable width, not the whole screen's. */}
        <SimpleForm
          sx={{ maxWidth: 720 }}
          record={company}
          onSubmit={save}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <TextInput source="name" label="taxonomy.fields.name" validate={required()} />
          <TextInput source="legalName" label="navigation.f.legalName" validate={required()} fullWidth />
          <TextInput source="address.streetAddress" label="navigation.f.street" validate={required()} fullWidth />
          <TextInput source="address.postalCode" label="navigation.f.postalCode" validate={required()} />
          <TextInput source="address.city" label="navigation.f.city" validate={required()} />
          <TextInput source="address.countryCode" label="navigation.f.countryCode" validate={required()} />
          {CONTENT_LOCALES.map((locale) => (
            <TextInput
              key={locale}
              source={`address.country.${locale}`}
              label={translate(`taxonomy.locales.${locale}`)}
              validate={required()}
            />
          ))}
          <TextInput source="phone" label="navigation.f.phone" validate={required()} />
          <TextInput source="emails.office" label="navigation.f.office" type="email" validate={required()} />
          <TextInput source="emails.privacy" label="navigation.f.privacy" type="email" validate={required()} />
          <NumberInput source="foundingYear" label="navigation.f.founded" validate={required()} />
          <TextInput source="sameAs" label="navigation.f.sameAs" multiline fullWidth />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
