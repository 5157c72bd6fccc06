// The publishing bar of an edit page (its form's toolbar): besides the usual save, "Save draft" keeps what is typed
// without changing the site, "Preview" saves the draft and opens the site's preview of exactly it in a new tab (a
// signed link made for this person, valid 30 minutes), "Publish" (after confirmation) saves the draft and makes it
// live, "Discard draft" forgets it. When the record has a draft, the form shows the draft's values under a banner
// saying whose draft and from when. The record's version the draft is based on goes along: publishing over a change
// made since is refused (409) and said plainly.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  Button,
  Confirm,
  HttpError,
  DeleteButton,
  SaveButton,
  Toolbar,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { adminFetch, postJson } from '../api/admin-fetch';
import { bodyOf, formOf } from '../data/data-provider';

/** A draft as the API gives it. */
export interface Draft {
  record: RaRecord;
  /** The record's version the draft is based on. */
  version: number;
  savedAt: string;
  author: { id: number; name: string };
}

interface PreviewLinks {
  urls: Record<string, string>;
  expires: string;
}

/** `preview`: false for records the site shows on no page of their own (there is nothing to open). */
export function PublishingBar({
  resource,
  id: givenId,
  preview = true,
}: {
  resource: string;
  id?: Identifier;
  preview?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useLocale();
  const record = useRecordContext<RaRecord & { version?: number }>();
  const { getValues, reset } = useFormContext();
  const id = givenId ?? record?.id;
  const address = `/drafts/${resource}/${encodeURIComponent(String(id))}`;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // The draft, if there is one, replaces the stored record's values in the form.
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    adminFetch<Draft | null>(address).then(
      async ({ body }) => {
        if (body === null) return;
        const values = await formOf(resource, { ...body.record, version: body.version });
        if (!current) return;
        setDraft(body);
        reset(values);
      },
      (error: unknown) => notify((error as Error).message, { type: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [address, id, notify, reset, resource]);

  const failed = useCallback(
    (error: unknown) =>
      notify(error instanceof HttpError && error.status === 409 ? 'publishing.stale' : (error as Error).message, {
        type: 'error',
        autoHideDuration: null,
      }),
    [notify],
  );

  /** Saves the form's values as the draft; the draft as saved. */
  const saveDraft = async (): Promise<Draft> => {
    const version = draft?.version ?? record?.version ?? 0;
    const body = { ...(await bodyOf(resource, getValues())), version };
    const saved = (await adminFetch<Draft>(address, { method: 'PUT', body: JSON.stringify(body) })).body;
    setDraft(saved);
    return saved;
  };

  /** Runs `action` with the buttons disabled; its failure is said. Whether it succeeded. */
  const run = (action: () => Promise<void>) => async (): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onSaveDraft = run(async () => {
    await saveDraft();
    notify('publishing.saved', { type: 'info' });
  });

  const onPreview = async () => {
    // Opened now, while the click still allows a new tab; it is given its address once the link is made.
    const tab = window.open('about:blank', '_blank');
    const opened = await run(async () => {
      await saveDraft();
      const { urls } = (await postJson<PreviewLinks>(`${address}/preview-link`)).body;
      const url = urls[locale] ?? urls.pl ?? '';
      if (tab === null) window.open(url, '_blank', 'noopener');
      else {
        tab.opener = null;
        tab.location.href = url;
      }
    })();
    if (!opened) tab?.close();
  };

  const onPublish = run(async () => {
    setConfirming(false);
    const saved = await saveDraft();
    await postJson(`${address}/publish`, { version: saved.version });
    setDraft(null);
    notify('publishing.published', { type: 'info' });
    refresh();
  });

  const onDiscard = run(async () => {
    await adminFetch(address, { method: 'DELETE' });
    setDraft(null);
    notify('publishing.discarded', { type: 'info' });
    if (record !== undefined) reset(await formOf(resource, record));
  });

  return (
    <Box sx={{ width: '100%' }}>
      {draft && (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('publishing.editing_draft', {
            date: new Date(draft.savedAt).toLocaleString(locale),
            who: draft.author.name,
          })}
        </Alert>
      )}
      {/* On the form's default grey the text buttons' blue falls short of 4.5:1 contrast. */}
      <Toolbar sx={{ bgcolor: 'background.paper' }}>
        <SaveButton />
        <Button label="publishing.save_draft" onClick={() => void onSaveDraft()} disabled={busy} sx={{ ml: 2 }} />
        {preview && <Button label="publishing.preview" onClick={() => void onPreview()} disabled={busy} />}
        <Button label="publishing.publish" onClick={() => setConfirming(true)} disabled={busy} />
        {draft && <Button label="publishing.discard" onClick={() => void onDiscard()} disabled={busy} />}
        <DeleteButton resource={resource} mutationMode="pessimistic" sx={{ ml: 'auto' }} />
      </Toolbar>
      <Confirm
        isOpen={confirming}
        title="publishing.confirm_title"
        content="publishing.confirm_text"
        onConfirm={() => void onPublish()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
