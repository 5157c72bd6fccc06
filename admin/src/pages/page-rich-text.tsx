// The site's rich-text editor with its editable area named after its field: the area is a textbox of its own, and a
// page form shows several (one per language and block), each of which screen readers must tell apart. The editor's
// own style element carries the page's nonce, the only way the back office's strict CSP lets it in.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';
import SiteRichTextInput from '../products/rich-text-input';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

export default function PageRichTextInput(props: RichTextInputProps) {
  const translate = useTranslate();
  const label = typeof props.label === 'string' ? translate(props.label) : '';
  // The editor is made again whenever its options change: the same object while the label stays.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, injectNonce: nonce, editorProps: { attributes: { 'aria-label': label } } }),
    [label],
  );
  return <SiteRichTextInput {...props} editorOptions={editorOptions} />;
}
