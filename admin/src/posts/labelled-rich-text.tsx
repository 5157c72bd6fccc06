// The site's rich-text editor with a name of its own on the editable area (the label names only the whole box):
// "Wstęp (Angielski)", so screen readers and axe know which text is being written. The editor's own style element
// carries the page's nonce, the only way the back office's strict CSP lets it in.
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import SiteRichTextInput from '../products/rich-text-input';
import { CONTENT_LOCALES } from '../taxonomy/translations';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

export function LabelledRichText(props: RichTextInputProps & { label: string }) {
  const translate = useTranslate();
  const locale = CONTENT_LOCALES.find((each) => props.source.split('.').includes(each));
  const name = `${translate(props.label)}${locale === undefined ? '' : ` (${translate(`taxonomy.locales.${locale}`)})`}`;
  return (
    <SiteRichTextInput
      {...props}
      editorOptions={{
        ...DefaultEditorOptions,
        injectNonce: nonce,
        editorProps: { attributes: { 'aria-label': name } },
      }}
    />
  );
}
