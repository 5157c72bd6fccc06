// A page composed of content blocks (docs/behaviour.md#content-pages). Subpages start with the page title as h1 unless
// the first block is a banner or slider showing it; the front page's slider sits full-bleed under the header.
import type { PageProps } from '@ergoforma/shared-contracts';
import { BlockRenderer, blocksCarryPageHeading, leadBlockIsFullBleed } from '../../../components/block-renderer';
import type { BlockRegistry } from '../../../utils/block-registry';
import type { ContentPageData } from '../api/load-content-page';
import styles from './content-page.module.css';

/** A content page whose blocks are rendered by the registry's components (src/exposes/content-blocks.ts). */
export function ContentPage({ data, registry }: PageProps<ContentPageData> & { registry: BlockRegistry }) {
  const { page, isFrontPage, blocks } = data;
  const leadCarriesHeading = blocksCarryPageHeading(registry, blocks);
  const fullBleedLead = leadBlockIsFullBleed(registry, blocks);
  const classes = [
    styles.page,
    isFrontPage && !fullBleedLead ? styles.frontWithoutHero : '',
    !isFrontPage && fullBleedLead && leadCarriesHeading ? styles.subpageWithHero : '',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      {!leadCarriesHeading &&
        (isFrontPage ? (
          <h1 className="ef-visually-hidden">{page.title}</h1>
        ) : (
          <header className={styles.header}>
            <div className="ef-container">
              <h1 className={styles.title}>{page.title}</h1>
            </div>
          </header>
        ))}
      <BlockRenderer registry={registry} blocks={blocks} />
    </article>
  );
}
