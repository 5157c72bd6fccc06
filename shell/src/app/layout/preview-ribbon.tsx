// A draft shown through the preview address says so on the page, so nobody mistakes it for the published site.
import { useShellTranslation } from '../i18n/use-shell-translation';

export function PreviewRibbon() {
  const { t } = useShellTranslation();
  return (
    <p className="ef-preview-ribbon" role="note">
      <strong className="ef-preview-ribbon__label">{t('previewLabel')}</strong> {t('previewNotice')}
    </p>
  );
}
