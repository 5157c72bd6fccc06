// The rich-text editor (react-admin's, on Tiptap) with only the tools whose HTML the site keeps: emphasis, lists,
// links, quotes. What it saves is cleaned to the site's allow-list on the way out (product-record.ts). Its editable
// area is named after its field and language ("Wstęp (Angielski)"): a form shows several, which screen readers must
// tell apart. Its own style element carries the page's nonce, the only way the back office's strict CSP lets it in.
// A chunk of its own (lazy-rich-text-input.tsx), loaded when a form first shows it: it is most of the editor's weight.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { CONTENT_LOCALES } from '../taxonomy/translations';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

export default function SiteRichTextInput(props: RichTextInputProps) {
  const translate = useTranslate();
  const label = typeof props.label === 'string' ? translate(props.label) : '';
  const locale = CONTENT_LOCALES.find((each) => props.source.split('.').includes(each));
  const name = locale === undefined ? label : `${label} (${translate(`taxonomy.locales.${locale}`)})`;
  // The editor is made again whenever its options change: the same object while the name stays.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, injectNonce: nonce, editorProps: { attributes: { 'aria-label': name } } }),
    [name],
  );
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
