// 'Back to the list' under a detail page: a client-side link to the list the record belongs to.
import { SiteLink } from '@ergoforma/shared-contracts';
import styles from './back-link.module.css';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <SiteLink to={to} className={styles.backLink}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </SiteLink>
  );
}
