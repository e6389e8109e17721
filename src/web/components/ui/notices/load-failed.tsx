/** A load that failed, said in place (role alert) with a way to try again. */
import { useTranslation } from '@web/i18n/core';

export function LoadFailed({
  message,
  onRetry,
  large = false,
}: {
  message: string;
  onRetry: () => void;
  /** The judge's and participant's phone pages: a larger button. */
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty stack" role="alert">
      <p className="alert-inline">{message}</p>
      <div>
        <button type="button" className={`btn${large ? ' btn-lg' : ''}`} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </div>
  );
}
