// The footer's three social links, opening in a new tab (docs/behaviour.md#footer).
import type { ComponentType } from 'react';
import { FacebookIcon, LinkedInIcon, YouTubeIcon } from '../../../components/icons';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import styles from './footer.module.css';

interface SocialProfile {
  network: string;
  href: string;
  Icon: ComponentType;
}

export const SOCIAL_PROFILES: SocialProfile[] = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ergoforma', Icon: LinkedInIcon },
  { network: 'Facebook', href: 'https://www.facebook.com/ergoforma', Icon: FacebookIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@ergoforma', Icon: YouTubeIcon },
];

export function SocialLinks() {
  const { t } = useChromeTranslation();
  return (
    <ul className={styles.social}>
      {SOCIAL_PROFILES.map(({ network, href, Icon }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className={styles.socialLink}
            aria-label={`${t('socialLink', { network })} ${t('opensInNewTab')}`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
