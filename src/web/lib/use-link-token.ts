/**
 * A page whose link does one thing with the token in its address (a screen's pairing, a presenter's sign-in): the
 * token is sent once, as the page opens, and on success the page the link leads to (`to`) takes the link's place.
 * Answers how to send it again, what to say once it failed (the page's words for the link's refusals by their code,
 * else `failed` with the reason), and whether trying again may help (the network or the server failed, not the
 * link).
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from './api';
import { failedWith } from './error-message';

export function useLinkToken<T>(
  mutation: UseMutationResult<T, Error, string>,
  to: string,
  words: { refused: Partial<Record<string, string>>; failed: string },
) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const asked = useRef(false);
  const send = () => mutation.mutate(token, { onSuccess: () => void navigate(to, { replace: true }) });

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    send();
  });

  const err = mutation.error;
  const refusal = err instanceof ApiError ? words.refused[err.code] : undefined;
  return {
    send,
    message: refusal ?? (err ? failedWith(words.failed, err) : null),
    retryable: err instanceof ApiError && (err.isNetwork || err.status >= 500),
  };
}
