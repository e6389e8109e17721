// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@web/i18n';
import { LinkOutcome } from '@web/components/ui/notices/link-outcome';
import { ApiError } from './api';
import { useLinkToken } from './use-link-token';

// TanStack Query tells components about a change on a later timer tick; here at once, inside act().
notifyManager.setScheduler(queueMicrotask);

/** A link page as the kiosk's pairing and the presenter's sign-in build it, around `send`. */
function LinkPage({ send }: { send: (token: string) => Promise<unknown> }) {
  const mutation = useMutation({ mutationFn: send });
  const {
    send: again,
    message,
    retryable,
  } = useLinkToken(mutation, '/done', {
    refused: { LINK_INVALID: 'This link is not valid.' },
    failed: 'Could not open the link',
  });
  return (
    <LinkOutcome
      message={message}
      checking="Checking the link"
      retry={retryable ? { label: 'Try again', onClick: again } : null}
      retryClassName="btn"
    />
  );
}

async function open(send: (token: string) => Promise<unknown>) {
  const sent: string[] = [];
  const router = createMemoryRouter(
    [
      { path: '/link/:token', element: <LinkPage send={(token) => (sent.push(token), send(token))} /> },
      { path: '/done', element: <p>Signed in</p> },
    ],
    { initialEntries: ['/link/abc'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const r = await act(async () =>
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  return { container: r.container, sent };
}

const alertText = (c: HTMLElement) => c.querySelector('[role="alert"]')?.textContent ?? null;

afterEach(cleanup);

describe('a page that acts on its link', () => {
  it('sends the token once as it opens and goes where the link leads', async () => {
    const { container, sent } = await open(() => Promise.resolve({}));
    expect(sent).toEqual(['abc']);
    expect(container.textContent).toBe('Signed in');
  });

  it("says a refusal in the page's words, with no retry", async () => {
    const { container } = await open(() =>
      Promise.reject(new ApiError(400, 'LINK_INVALID', 'link is not valid')),
    );
    expect(alertText(container)).toBe('This link is not valid.');
    expect(container.querySelector('button')).toBeNull();
  });

  it('says a failure of the network with its reason and offers to try again, which sends the token again', async () => {
    let calls = 0;
    const { container, sent } = await open(() =>
      ++calls === 1 ? Promise.reject(new ApiError(0, 'NETWORK', 'offline')) : Promise.resolve({}),
    );
    expect(alertText(container)).toMatch(/^Could not open the link: /);
    const retry = container.querySelector('button')!;
    expect(retry.textContent).toBe('Try again');
    await act(async () => retry.click());
    expect(sent).toEqual(['abc', 'abc']);
    expect(container.textContent).toBe('Signed in');
  });

  it('shows the spinner while the link is being checked', async () => {
    const { container } = await open(() => new Promise(() => undefined));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Checking the link');
    expect(alertText(container)).toBeNull();
  });
});
