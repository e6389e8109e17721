// @vitest-environment jsdom
import { act, cleanup, render as mount } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { common } from '../../i18n/common';
import { LoginForm } from './login-form';

let container: HTMLElement;
let rerender: (ui: Parameters<typeof LoginForm>[0]) => void;

async function render(ui: Parameters<typeof LoginForm>[0]) {
  const r = await act(async () => mount(<LoginForm {...ui} />));
  container = r.container;
  rerender = (next) => r.rerender(<LoginForm {...next} />);
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
    await render({ heading: <h1>Judge login</h1>, onSubmit: () => undefined, pending: false, error: null });
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

  it('sends the username without surrounding spaces, says it is logging in, and shows a failure in an alert', async () => {
    const calls: { username: string; password: string }[] = [];
    const props = {
      heading: <h1>Login</h1>,
      onSubmit: (body: { username: string; password: string }) => void calls.push(body),
      pending: false,
      error: null as string | null,
    };
    await render(props);
    await type('username', '  judge1 ');
    await type('password', ' pass word ');
    await submit();
    expect(calls).toEqual([{ username: 'judge1', password: ' pass word ' }]);
    expect(alertText()).toBeNull();

    await act(async () => rerender({ ...props, pending: true }));
    expect(submitButton().textContent).toBe(common.ko.loggingIn);
    expect(submitButton().disabled).toBe(true);

    await act(async () => rerender({ ...props, error: 'Not your area' }));
    expect(alertText()).toBe('Not your area');
    expect(submitButton().textContent).toBe(common.ko.login);
  });
});
