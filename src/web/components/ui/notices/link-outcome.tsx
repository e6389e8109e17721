/**
 * What a page that acts on its link's token shows (useLinkToken): the spinner while it is asked, then why it
 * failed with a button to try again when that may help.
 */
import { Spinner } from './spinner';

export function LinkOutcome({
  message,
  checking,
  retry,
  alertClassName,
  retryClassName,
}: {
  message: string | null;
  checking: string;
  /** Shown when trying again may help. */
  retry: { label: string; onClick: () => void } | null;
  alertClassName?: string;
  retryClassName: string;
}) {
  if (!message) return <Spinner label={checking} />;
  return (
    <>
      <p className={alertClassName} role="alert">
        {message}
      </p>
      {retry ? (
        <button type="button" className={retryClassName} onClick={retry.onClick}>
          {retry.label}
        </button>
      ) : null}
    </>
  );
}
