// The rich-text editor (react-admin's, on Tiptap) with only the tools whose HTML the site keeps: emphasis, lists,
// links, quotes. What it saves is cleaned to the site's allow-list on the way out (product-record.ts). A chunk of its
// own, loaded when a form first shows it: it is most of the editor's weight.
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

export default function SiteRichTextInput(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
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
