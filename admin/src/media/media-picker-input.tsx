// A form input for ordered photos (or, with kind "document", PDF files) from the media library (a product's gallery
// and files): its value is the array of the chosen items' ids, first shown first. Pick from the library (searchable),
// upload a new photo on the spot, drag a photo or move it up or down with the keyboard, remove it.
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetMany, useInput, useTranslate, type InputProps } from 'react-admin';
import { moved, OrderedList } from '../forms/ordered-list';
import { MediaUpload } from './media-upload';
import type { MediaItem } from './media-types';

const altOf = (item: MediaItem | undefined) =>
  item?.translations.pl.alt ?? item?.translations.pl.name ?? item?.originalName ?? '';

export function MediaPickerInput({ kind = 'image', ...props }: InputProps<number[]> & { kind?: MediaItem['kind'] }) {
  const translate = useTranslate();
  const { field } = useInput<number[]>({ ...props, defaultValue: props.defaultValue ?? [] });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const [q, setQ] = useState('');
  const [uploading, setUploading] = useState(false);
  const { data: chosenItems = [] } = useGetMany<MediaItem>('media', { ids: chosen }, { enabled: chosen.length > 0 });
  const { data: library = [] } = useGetList<MediaItem>('media', {
    pagination: { page: 1, perPage: 24 },
    filter: { kind, q },
  });
  const byId = new Map([...library, ...chosenItems].map((item) => [item.id, item]));

  const set = (ids: number[]) => field.onChange(ids);
  const nameOf = (id: number) => altOf(byId.get(id)) || `#${id}`;

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Typography component="legend">{translate(props.label ? String(props.label) : 'app.media.photos')}</Typography>
      <OrderedList
        items={chosen.map((id) => ({ key: String(id), name: nameOf(id) }))}
        onMove={(from, to) => set(moved(chosen, from, to))}
        label={translate(kind === 'image' ? 'app.media.chosen' : 'app.media.chosen_files')}
        head={(index) => {
          const id = chosen[index] ?? 0;
          const thumbnail = byId.get(id)?.thumbnailUrl;
          return (
            <>
              <Typography sx={{ width: 24 }}>{index + 1}.</Typography>
              {thumbnail && <img src={thumbnail} alt="" width={64} height={64} />}
              <Typography>{nameOf(id)}</Typography>
            </>
          );
        }}
        onRemove={(index) => set(chosen.filter((_, other) => other !== index))}
      />
      <TextField
        label={translate('app.media.search_library')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        sx={{ my: 1 }}
      />
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {library
          .filter((item) => !chosen.includes(item.id))
          .map((item) => (
            <li key={item.id}>
              <Button
                variant="outlined"
                onClick={() => set([...chosen, item.id])}
                aria-label={translate('app.media.add', { name: altOf(item) })}
                sx={{ p: 0.5 }}
              >
                {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width={64} height={64} /> : altOf(item)}
              </Button>
            </li>
          ))}
      </Box>
      <Button sx={{ mt: 1 }} onClick={() => setUploading(!uploading)} aria-expanded={uploading}>
        {translate(kind === 'image' ? 'app.media.upload_new' : 'app.media.upload_new_file')}
      </Button>
      {uploading && (
        <MediaUpload
          onUploaded={(item) => {
            set([...chosen, item.id]);
            setUploading(false);
          }}
        />
      )}
    </Box>
  );
}
