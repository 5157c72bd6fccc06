// The patterns block (docs/behaviour.md#content-blocks): a heading and HTML about the upholstery patterns.
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import { BlockHeading } from './section-heading';

export function PatternsBlock({ content, headingLevel }: BasicBlockProps<'patterns'>) {
  const { title, html } = content;
  if (!title && !html) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      {html && <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}
