// The sizes block (docs/behaviour.md#content-blocks): a heading, an HTML note and a table (header row and rows). On
// narrow screens the table scrolls sideways inside a focusable, labelled region, so keyboard users can scroll it too.
import { useId } from 'react';
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function SizesBlock({ content, headingLevel }: BasicBlockProps<'sizes'>) {
  const { title, html, table } = content;
  const headingId = useId();
  const hasTable = table.rows.length > 0;
  if (!title && !html && !hasTable) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && (
        <BlockHeading level={headingLevel} id={headingId}>
          {title}
        </BlockHeading>
      )}
      {html && <div className={`${blockStyles.prose} ${styles.note}`} dangerouslySetInnerHTML={{ __html: html }} />}
      {hasTable && (
        <div className={styles.tableScroll} role="region" aria-labelledby={title ? headingId : undefined} tabIndex={0}>
          <table className={styles.table}>
            {title && <caption className="ef-visually-hidden">{title}</caption>}
            {table.head.length > 0 && (
              <thead>
                <tr>
                  {table.head.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
