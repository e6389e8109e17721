/**
 * A page whose link does one thing with the token in its address (a screen's pairing, a presenter's sign-in): the
 * token is sent once, as the page opens, and on success the page the link leads to (`to`) takes the link's place.
 * Answers how to send it again, the refusal's code, and whether trying again may help (the network or the server
 * failed, not the link).
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from './api';

export function useLinkToken<T>(mutation: UseMutationResult<T, Error, string>, to: string) {
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
  return {
    send,
    code: err instanceof ApiError ? err.code : null,
    retryable: err instanceof ApiError && (err.isNetwork || err.status >= 500),
  };
}
