// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render as mount } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginBody } from '@shared/contracts/auth';
import '@web/i18n';
import { common } from '@web/i18n/common';
import { LoginForm } from './login-form';

// TanStack Query tells components about a change on a later timer tick; here at once, inside act().
notifyManager.setScheduler(queueMicrotask);

/** The form with a real mutation around `send`, as a login page gives it. */
function Page({ send, onLoggedIn }: { send: (b: LoginBody) => Promise<unknown>; onLoggedIn: () => void }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <LoginForm
      title="Judge login"
      subtitle="Conference"
      mutation={mutation}
      failure={(err) => `Failed: ${err.message}`}
      onLoggedIn={onLoggedIn}
    />
  );
}

let container: HTMLElement;
async function render(send: (b: LoginBody) => Promise<unknown>, onLoggedIn = () => undefined) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const r = await act(async () =>
    mount(
      <QueryClientProvider client={client}>
        <Page send={send} onLoggedIn={onLoggedIn} />
      </QueryClientProvider>,
    ),
  );
  container = r.container;
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null;

async function type(name: string, value: string) {
  await act(async () => {
    const el = input(name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    submitButton().click();
  });
}

afterEach(cleanup);

describe('LoginForm', () => {
  it('labels its fields, and is ready only once the login schema accepts a username and a password', async () => {
    await render(async () => undefined);
    expect(container.querySelector('h1')?.textContent).toBe('Judge login');
    expect(container.textContent).toContain(common.ko.username);
    expect(container.textContent).toContain(common.ko.password);
    expect(input('password').type).toBe('password');
    expect(submitButton().disabled).toBe(true);
    await type('username', '   ');
    await type('password', 'secret');
    expect(submitButton().disabled).toBe(true);
    await type('username', 'judge1');
    expect(submitButton().disabled).toBe(false);
  });

  it('sends the username trimmed, waits while the call runs, then moves on', async () => {
    const calls: LoginBody[] = [];
    let answer!: () => void;
    let moved = 0;
    await render(
      (body) => {
        calls.push(body);
        return new Promise<void>((resolve) => (answer = resolve));
      },
      () => void moved++,
    );
    await type('username', '  judge1 ');
    await type('password', ' pass word ');
    await submit();
    expect(calls).toEqual([{ username: 'judge1', password: ' pass word ' }]);
    expect(submitButton().textContent).toBe(common.ko.loggingIn);
    expect(submitButton().disabled).toBe(true);
    expect(moved).toBe(0);
    await act(async () => answer());
    expect(moved).toBe(1);
    expect(alertText()).toBeNull();
  });

  it('shows a failed login in an alert, in the words of the page', async () => {
    await render(async () => {
      throw new Error('401');
    });
    await type('username', 'judge1');
    await type('password', 'wrong');
    await submit();
    expect(alertText()).toBe('Failed: 401');
    expect(submitButton().textContent).toBe(common.ko.login);
  });
});
