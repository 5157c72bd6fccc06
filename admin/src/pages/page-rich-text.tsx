// The site's rich-text editor with its editable area named after its field: the area is a textbox of its own, and a
// page form shows several (one per language and block), each of which screen readers must tell apart.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';
import SiteRichTextInput from '../products/rich-text-input';

export default function PageRichTextInput(props: RichTextInputProps) {
  const translate = useTranslate();
  const label = typeof props.label === 'string' ? translate(props.label) : '';
  // The editor is made again whenever its options change: the same object while the label stays.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': label } } }),
    [label],
  );
  return <SiteRichTextInput {...props} editorOptions={editorOptions} />;
}
