// One item of the media library: its texts in three languages (Polish required), a photo's focal point, a PDF's
// type, where it is used (each use a link to the record). Deleting is refused by the server while something uses
// it, and the refusal is shown.
import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DeleteButton,
  Edit,
  Labeled,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecordLink } from '../usage/record-link';
import { FocalPointPicker } from './focal-point-picker';
import { MEDIA_LOCALES, type FocalPoint, type MediaItem } from './media-types';

function FocalPointInput() {
  const record = useRecordContext<MediaItem>();
  const { field } = useInput<FocalPoint>({ source: 'focalPoint' });
  if (!record || record.kind !== 'image') return null;
  return (
    <Box sx={{ mb: 2 }}>
      <FocalPointPicker src={record.url} value={field.value} onChange={field.onChange} />
    </Box>
  );
}

function WhereUsed() {
  const record = useRecordContext<MediaItem>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.usedBy.length === 0) return <Typography sx={{ mb: 2 }}>{translate('app.media.unused')}</Typography>;
  return (
    <Typography sx={{ mb: 2 }}>
      {translate('usage.used_in')}{' '}
      {record.usedBy.map((use, index) => (
        <Fragment key={`${use.type}-${use.id}`}>
          {index > 0 && ', '}
          <RecordLink kind={use.type} id={use.id} name={use.name} />
        </Fragment>
      ))}
    </Typography>
  );
}

function TextInputs() {
  const record = useRecordContext<MediaItem>();
  const key = record?.kind === 'document' ? 'name' : 'alt';
  return (
    <>
      {MEDIA_LOCALES.map((locale) => (
        <TextInput
          key={locale}
          source={`translations.${locale}.${key}`}
          label={`app.media.${key}_${locale}`}
          validate={locale === 'pl' ? required() : undefined}
          fullWidth
        />
      ))}
    </>
  );
}

const MediaToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<MediaToolbar />}>
        <Labeled source="originalName">
          <TextField source="originalName" />
        </Labeled>
        <WhereUsed />
        <FocalPointInput />
        <TextInputs />
      </SimpleForm>
    </Edit>
  );
}
