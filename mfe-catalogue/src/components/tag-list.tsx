import type { ProductTag } from '@ergoforma/shared-contracts';
import { tagVariant } from '../utils/tag-variant';
import styles from './tag-list.module.css';

interface TagListProps {
  tags: ProductTag[];
  /** Accessible name of the list, when it stands on its own (product page). */
  label?: string;
  size?: 'sm' | 'md';
}

/** Product tags as chips; 'wycofany' grey, 'Polecany' in the secondary colour (docs/behaviour.md#product-tags). */
export function TagList({ tags, label, size = 'md' }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${size === 'sm' ? styles.small : ''}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className={`${styles.tag} ${styles[tagVariant(tag)]}`} data-tag-variant={tagVariant(tag)}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
