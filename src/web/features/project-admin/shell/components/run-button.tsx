/**
 * A button that runs a call taking nothing (retry every image, issue the missing links, download a template),
 * disabled while it runs, then says in a notice what it did (`done`, from the answer; nothing without it) or how it
 * failed.
 */
import type { ReactNode } from 'react';
import { notice } from '@web/components/ui/notices/notice-store';

export function RunButton<R>({
  mutation,
  done,
  failed,
  children,
}: {
  /** A mutation taking no input (its variables void or unknown). */
  mutation: {
    isPending: boolean;
    mutate: (
      input: undefined,
      then: { onSuccess?: (answer: R) => void; onError: (err: Error) => void },
    ) => void;
  };
  done?: (answer: R) => string;
  failed: (err: Error) => string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          ...(done ? { onSuccess: (r: R) => notice.success(done(r)) } : {}),
          onError: (err) => notice.error(failed(err)),
        })
      }
    >
      {children}
    </button>
  );
}
