// Realizations (reference projects) as the grid and the gallery modal show them
// (docs/behaviour.md#realization-gallery-modal).
import type { Image, SafeHtml } from '@ergoforma/shared-contracts';

export interface RealizationItem {
  id: number;
  title: string;
  lead: SafeHtml;
  /** The lead is the Polish text for want of the page's language: it is marked lang="pl". */
  leadInPolish: boolean;
  images: Image[];
}

/** Content of a realizations block: its title and, after load(), every realization. */
export interface RealizationsContent {
  title: string;
  realizations: RealizationItem[];
}
