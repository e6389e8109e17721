/**
 * A call that failed, said in place (role alert): `failed` and what the server said (failedWith); nothing while
 * there is no error. `small`: inline beside the control that made the call.
 */
import { failedWith } from '@web/lib/error-message';

export function FailedAlert({
  error,
  failed,
  small = false,
}: {
  error: unknown;
  failed: string;
  small?: boolean;
}) {
  if (!error) return null;
  const text = failedWith(failed, error);
  return small ? (
    <span className="alert-inline small" role="alert">
      {text}
    </span>
  ) : (
    <p className="alert-inline" role="alert">
      {text}
    </p>
  );
}
