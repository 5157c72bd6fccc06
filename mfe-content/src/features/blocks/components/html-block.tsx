// The html block (docs/behaviour.md#content-blocks): sanitised HTML (load() ran it through the sanitiser) in a readable
// column.
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';

export function HtmlBlock({ content }: BasicBlockProps<'html'>) {
  if (!content.html) return null;
  return (
    <div className={blockStyles.block}>
      <div className="ef-container">
        <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: content.html }} />
      </div>
    </div>
  );
}
