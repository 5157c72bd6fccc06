// The job offers HR publishes on the careers page: a list in the site's order, and a form with the texts in Polish,
// English and French side by side (Polish required; an empty translation shows the Polish text on the site), the
// description in the site's rich text. An edit shows the offer's history; a save on a version someone else changed
// meanwhile is refused with a message, and what was typed stays in the form.
import { Box, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  DateField,
  DateTimeInput,
  Edit,
  HttpError,
  List,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecordHistory } from '../history/record-history';
import { RichTextInput } from '../products/lazy-rich-text-input';
import { LocaleTexts } from '../taxonomy/locale-texts';
import { CONTENT_LOCALES } from '../taxonomy/translations';

const TEXT_FIELDS = [{ name: 'title' }, { name: 'slug' }, { name: 'location' }, { name: 'employmentType' }];

const filters = [<TextInput key="q" source="q" label="careers.fields.q" alwaysOn />];

export function JobOfferList() {
  return (
    <List filters={filters} exporter={false} perPage={100} title="careers.title">
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="position" label="careers.fields.position" disableSort />
        <DataTable.Col source="translations.pl.title" label="careers.fields.title" disableSort />
        <DataTable.Col source="translations.pl.location" label="careers.fields.location" disableSort />
        <DataTable.Col source="published" label="careers.fields.published" disableSort>
          <DateField source="published" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Each language's description, side by side like the other texts. */
function Descriptions() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      {CONTENT_LOCALES.map((locale) => (
        <Box key={locale} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <RichTextInput
            source={`translations.${locale}.description`}
            label={`${translate('careers.fields.description')} (${translate(`taxonomy.locales.${locale}`)})`}
            validate={locale === 'pl' ? required() : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}

export function JobOfferForm() {
  return (
    <SimpleForm>
      <LocaleTexts fields={TEXT_FIELDS} labels="careers.fields" />
      <Descriptions />
      <DateTimeInput source="published" label="careers.fields.published" validate={required()} />
      <NumberInput source="position" label="careers.fields.position" validate={required()} min={0} step={1} />
    </SimpleForm>
  );
}

function OfferHistory() {
  const offer = useRecordContext();
  const translate = useTranslate();
  if (offer === undefined) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6">
        {translate('careers.history')}
      </Typography>
      <RecordHistory resource="job-offers" id={offer.id} />
    </Box>
  );
}

export function JobOfferEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error: unknown) =>
          notify(error instanceof HttpError && error.status === 409 ? 'careers.stale' : (error as Error).message, {
            type: 'error',
            autoHideDuration: null,
          }),
      }}
    >
      <JobOfferForm />
      <OfferHistory />
    </Edit>
  );
}

export function JobOfferCreate() {
  return (
    <Create redirect="edit" record={{ position: 0, published: new Date().toISOString() }}>
      <JobOfferForm />
    </Create>
  );
}
