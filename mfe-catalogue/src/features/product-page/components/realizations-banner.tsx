// The realisations banner at the bottom (docs/behaviour.md#realisations-banner): title, subtitle, button to the
// realisations page.
import { SiteLink } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import styles from './realizations-banner.module.css';

export function RealizationsBanner({ path }: { path: string }) {
  const { t } = useCatalogueTranslation();
  return (
    <section className={styles.banner} aria-labelledby="realizations-banner-title">
      <div className={`ef-container ${styles.inner}`}>
        <div>
          <h2 id="realizations-banner-title" className={styles.title}>
            {t('realizationsTitle')}
          </h2>
          <p className={styles.subtitle}>{t('realizationsSubtitle')}</p>
        </div>
        <SiteLink className="ef-button" to={path}>
          {t('realizationsButton')}
        </SiteLink>
      </div>
    </section>
  );
}
