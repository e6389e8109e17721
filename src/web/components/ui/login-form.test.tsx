// @vitest-environment jsdom
import { act, cleanup, render as mount } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { common } from '../../i18n/common';
import { LoginForm } from './login-form';

let container: HTMLElement;

async function render(ui: Parameters<typeof LoginForm>[0]) {
  container = (await act(async () => mount(<LoginForm {...ui} />))).container;
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null;

async function type(name: string, value: string) {
  await act(() => {
    const el = input(name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    submitButton().click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

afterEach(cleanup);

describe('LoginForm', () => {
  it('labels its fields, and is ready only with a username and a password', async () => {
    await render({ heading: <h1>Judge login</h1>, login: async () => undefined, failure: () => 'x' });
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

  it('sends the username without surrounding spaces, and shows a refusal or a failure in an alert', async () => {
    const calls: [string, string][] = [];
    let outcome: 'refuse' | 'throw' = 'refuse';
    await render({
      heading: <h1>Login</h1>,
      login: async (username, password) => {
        calls.push([username, password]);
        if (outcome === 'refuse') return 'Not your area';
        throw new Error('401');
      },
      failure: (err) => `Failed: ${(err as Error).message}`,
    });
    await type('username', '  judge1 ');
    await type('password', ' pass word ');
    await submit();
    expect(calls).toEqual([['judge1', ' pass word ']]);
    expect(alertText()).toBe('Not your area');
    expect(submitButton().textContent).toBe(common.ko.login);

    outcome = 'throw';
    await submit();
    expect(alertText()).toBe('Failed: 401');
  });
});
