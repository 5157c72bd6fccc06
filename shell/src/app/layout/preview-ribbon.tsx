// A draft shown through the preview address says so on the page, so nobody mistakes it for the published site.
import { useTranslation } from 'react-i18next';

export function PreviewRibbon() {
  const { t } = useTranslation('shell');
  return (
    <p className="ef-preview-ribbon" role="note">
      <strong className="ef-preview-ribbon__label">{t('previewLabel')}</strong> {t('previewNotice')}
    </p>
  );
}
