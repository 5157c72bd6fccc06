// What a client-side navigation does to the document's head, loaded with the first such navigation (the server wrote
// the first view's head, so this code is not part of it): the head the server would render for the new page.
import { applyDocumentHead } from './apply-head';
import { pageDocumentHead, type PageHeadSource } from './page-head';

export function updateDocumentHead(document: Document, source: PageHeadSource): void {
  applyDocumentHead(document, pageDocumentHead(source));
}
