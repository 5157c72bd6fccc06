// The parts the news, realization and mechanism pages share: an edit page that keeps what was typed when someone
// else saved meanwhile (409) and shows the record's history, and the picture input (the current picture, removable,
// and a photo to take its place from the media library).
import type { ReactElement, ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Edit, HttpError, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RecordHistory } from '../history/record-history';
import { MediaPickerInput } from '../media/media-picker-input';
import type { Picture } from './editorial-record';

function History({ resource }: { resource: string }) {
  const record = useRecordContext();
  return record === undefined ? null : (
    <Box sx={{ p: 2 }}>
      <RecordHistory resource={resource} id={record.id} />
    </Box>
  );
}

/** `aside`: beside the form (the publishing schedule of records that have one). */
export function EditorialEdit({
  resource,
  aside,
  children,
}: {
  resource: string;
  aside?: ReactElement;
  children: ReactNode;
}) {
  const notify = useNotify();
  return (
    <Edit
      aside={aside}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error: unknown) =>
          notify(error instanceof HttpError && error.status === 409 ? 'editorial.stale' : (error as Error).message, {
            type: 'error',
            autoHideDuration: null,
          }),
      }}
    >
      {children}
      <History resource={resource} />
    </Edit>
  );
}

/** The record's `image` as it is, with a button to remove it, and `picture`: a library photo to put in its place. */
export function PictureInput() {
  const translate = useTranslate();
  const { field } = useInput<Picture | null>({ source: 'image', defaultValue: null });
  const image = field.value;
  return (
    <Box sx={{ width: '100%' }}>
      {image ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <img src={image.url} alt="" width={160} style={{ height: 'auto' }} />
          <Button onClick={() => field.onChange(null)}>{translate('editorial.remove_picture')}</Button>
        </Stack>
      ) : (
        <Typography sx={{ mb: 1 }}>{translate('editorial.no_picture')}</Typography>
      )}
      <MediaPickerInput source="picture" label="editorial.new_picture" />
    </Box>
  );
}
