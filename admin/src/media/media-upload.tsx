// Adding to the media library: drop a file on the area or choose it, give the Polish alt text (photos) or name
// (PDF files, with their type), the English and French ones if known, and the photo's focal point; then upload.
// The server judges the file by its content: its refusal (a renamed program, a file over 20 MB) is shown as it says.
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FocalPointPicker } from './focal-point-picker';
import { fileTypes, uploadMedia } from './media-api';
import { MEDIA_LOCALES, type FileType, type FocalPoint, type MediaItem, type MediaLocale } from './media-types';

const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

const emptyTexts = (): Record<MediaLocale, string> => ({ pl: '', en: '', fr: '' });

export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [texts, setTexts] = useState(emptyTexts);
  const [focal, setFocal] = useState<FocalPoint>({ x: 0.5, y: 0.5 });
  const [types, setTypes] = useState<FileType[]>([]);
  const [typeId, setTypeId] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const isPdf = file !== null && (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'));

  useEffect(() => {
    if (!isPdf || types.length > 0) return;
    fileTypes().then(setTypes, () => setTypes([]));
  }, [isPdf, types.length]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setError(chosen.size > MAX_BYTES ? translate('app.media.too_large', { name: chosen.name }) : null);
    setFile(chosen);
    setFocal({ x: 0.5, y: 0.5 });
    setPreview(chosen.type.startsWith('image/') ? URL.createObjectURL(chosen) : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    const key = isPdf ? 'name' : 'alt';
    const translations = Object.fromEntries(
      MEDIA_LOCALES.filter((locale) => texts[locale].trim() !== '').map((locale) => [locale, { [key]: texts[locale] }]),
    );
    try {
      const item = await uploadMedia(file, {
        translations,
        ...(isPdf ? { fileTypeId: typeId === '' ? null : typeId } : { focalPoint: focal }),
      });
      notify('app.media.uploaded', { type: 'success', messageArgs: { name: item.originalName } });
      setFile(null);
      setPreview(null);
      setTexts(emptyTexts());
      setTypeId('');
      onUploaded(item);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  const missing = texts.pl.trim() === '' || (isPdf && typeId === '');
  return (
    <Stack spacing={2} sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        sx={{ p: 3, border: '2px dashed', borderColor: 'text.secondary', borderRadius: 1, textAlign: 'center' }}
      >
        <Typography>{translate('app.media.drop_here')}</Typography>
        <label htmlFor={inputId}>
          <Typography component="span" sx={{ textDecoration: 'underline', cursor: 'pointer' }}>
            {translate('app.media.choose_file')}
          </Typography>
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={(event) => choose(event.target.files?.[0])}
          style={{ display: 'block', margin: '8px auto 0' }}
        />
        {file && <Typography sx={{ mt: 1 }}>{file.name}</Typography>}
      </Box>
      {file && (
        <>
          {preview && <FocalPointPicker src={preview} value={focal} onChange={setFocal} />}
          {isPdf && (
            <TextField
              select
              required
              label={translate('resources.media.fields.fileTypeId')}
              value={typeId}
              onChange={(event) => setTypeId(Number(event.target.value))}
            >
              {types.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {MEDIA_LOCALES.map((locale) => (
            <TextField
              key={locale}
              required={locale === 'pl'}
              label={translate(isPdf ? `app.media.name_${locale}` : `app.media.alt_${locale}`)}
              value={texts[locale]}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              onChange={(event) => setTexts({ ...texts, [locale]: event.target.value })}
            />
          ))}
        </>
      )}
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
      <Box>
        <Button variant="contained" disabled={!file || missing || sending} onClick={() => void send()}>
          {translate('app.media.upload')}
        </Button>
      </Box>
    </Stack>
  );
}
