// @vitest-environment jsdom
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act } from 'preact/test-utils';
import * as PreactCompat from 'preact/compat';
import {
  createRef,
  lazy,
  startTransition,
  Suspense,
  useId,
  useState,
  useSyncExternalStore,
  useTransition,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigateToLogin } from './navigate-to-login';

/**
 * The browser runs the app on Preact through preact/compat (vite.config.ts aliases react and react-dom; this
 * test project does the same). These checks hold that runtime to the React 19 behaviour the app and its
 * libraries rely on, so a Preact or library upgrade that breaks one fails here and not only in a browser.
 */
let container: HTMLElement;
let root: ReturnType<typeof createRoot> | null = null;

async function render(ui: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(() => root!.render(ui));
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const text = () => container.textContent ?? '';
const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === name)!;
const click = (el: Element) => act(() => (el as HTMLElement).click());
const escape = () =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

afterEach(async () => {
  await act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** React 19: `ref` is a plain prop of function components, no forwardRef. */
function TextInput({ ref, ...rest }: ComponentProps<'input'>) {
  return <input ref={ref} {...rest} />;
}
function PlainButton({ ref, ...rest }: ComponentProps<'button'>) {
  return <button ref={ref} type="button" {...rest} />;
}

describe('the web runtime (preact/compat standing in for React 19)', () => {
  it('is Preact, not React', async () => {
    const react = await import('react');
    expect(react.createElement).toBe(PreactCompat.createElement);
  });

  it('passes ref to function components as a prop, and runs ref cleanups', async () => {
    const ref = createRef<HTMLInputElement>();
    const seen: (HTMLElement | null)[] = [];
    let cleanups = 0;
    function Both({ show }: { show: boolean }) {
      return show ? (
        <>
          <TextInput ref={ref} defaultValue="x" />
          <span
            ref={(el) => {
              seen.push(el);
              return () => void cleanups++;
            }}
          />
        </>
      ) : null;
    }
    await render(<Both show />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current!.value).toBe('x');
    expect(seen).toHaveLength(1);
    await act(() => root!.render(<Both show={false} />));
    expect(ref.current).toBeNull();
    expect(cleanups).toBe(1);
    expect(seen).toHaveLength(1); // a ref that returns a cleanup is not called again with null
  });

  it('gives stable, distinct useId values', async () => {
    const ids: string[] = [];
    function Field({ label }: { label: string }) {
      const id = useId();
      ids.push(id);
      return (
        <p>
          <label htmlFor={id}>{label}</label>
          <input id={id} />
        </p>
      );
    }
    function Form() {
      const [n, setN] = useState(0);
      return (
        <>
          <Field label="a" />
          <Field label="b" />
          <button onClick={() => setN(n + 1)}>again</button>
        </>
      );
    }
    await render(<Form />);
    await click(button('again'));
    expect(ids).toHaveLength(4);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.slice(2)).toEqual(ids.slice(0, 2));
    expect(document.getElementById(ids[0]!)).toBeInstanceOf(HTMLInputElement);
  });

  it('re-renders on useSyncExternalStore changes and runs transitions', async () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
      get: () => value,
    };
    function View() {
      const v = useSyncExternalStore(store.subscribe, store.get);
      const [t, setT] = useState(0);
      const [, start] = useTransition();
      return (
        <>
          <output>{`store ${v} transition ${t}`}</output>
          <button onClick={() => start(() => setT(1))}>hook</button>
          <button onClick={() => startTransition(() => setT(2))}>fn</button>
        </>
      );
    }
    await render(<View />);
    expect(text()).toContain('store 1 transition 0');
    await act(() => {
      value = 2;
      listeners.forEach((l) => l());
    });
    expect(text()).toContain('store 2');
    await click(button('hook'));
    expect(text()).toContain('transition 1');
    await click(button('fn'));
    expect(text()).toContain('transition 2');
    await act(() => root!.unmount());
    root = null;
    expect(listeners.size).toBe(0);
  });

  it('fires onChange on every input of text and range inputs, as React does', async () => {
    const changes: string[] = [];
    function Inputs() {
      const [v, setV] = useState('');
      const [n, setN] = useState(3);
      return (
        <>
          <input
            aria-label="t"
            value={v}
            onChange={(e) => (changes.push(e.target.value), setV(e.target.value.toUpperCase()))}
          />
          <input
            aria-label="r"
            type="range"
            min={0}
            max={10}
            value={n}
            onChange={(e) => (changes.push(e.target.value), setN(Number(e.target.value)))}
          />
        </>
      );
    }
    await render(<Inputs />);
    const [t, r] = container.querySelectorAll('input');
    await act(() => {
      t!.value = 'ab';
      t!.dispatchEvent(new Event('input', { bubbles: true }));
      r!.value = '7';
      r!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(changes).toEqual(['ab', '7']);
    expect(t!.value).toBe('AB'); // controlled
    expect(r!.value).toBe('7');
  });

  it('loads lazy components under Suspense', async () => {
    const Late = lazy(async () => ({ default: () => <p>late content</p> }));
    await render(
      <Suspense fallback={<p>waiting</p>}>
        <Late />
      </Suspense>,
    );
    await until(() => text().includes('late content'), 'the lazy component');
  });

  it('runs a Radix Dialog: portal, labels, focus trap, Escape, focus back to an asChild trigger', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <PlainButton>open</PlainButton>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay />
            <Dialog.Content>
              <Dialog.Title>Edit judge</Dialog.Title>
              <Dialog.Description>Change the name</Dialog.Description>
              <TextInput aria-label="name" />
              <Dialog.Close>close</Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      );
    }
    await render(<Page />);
    const trigger = button('open');
    trigger.focus();
    await click(trigger);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog).not.toBeNull();
    expect(container.contains(dialog)).toBe(false); // portalled to body
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Edit judge');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Change the name',
    );
    await until(() => dialog.contains(document.activeElement), 'focus inside the dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await escape();
    await until(() => !document.querySelector('[role="dialog"]'), 'the dialog to close');
    await until(() => document.activeElement === trigger, 'focus back on the trigger');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs a Radix AlertDialog and reports the choice', async () => {
    const choices: string[] = [];
    function Confirm() {
      const [open, setOpen] = useState(true);
      return (
        <AlertDialog.Root open={open} onOpenChange={setOpen}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay />
            <AlertDialog.Content>
              <AlertDialog.Title>Delete?</AlertDialog.Title>
              <AlertDialog.Description>It cannot be undone</AlertDialog.Description>
              <AlertDialog.Cancel onClick={() => choices.push('cancel')}>cancel</AlertDialog.Cancel>
              <AlertDialog.Action onClick={() => choices.push('delete')}>delete</AlertDialog.Action>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      );
    }
    await render(<Confirm />);
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog).not.toBeNull();
    await until(() => document.activeElement === button('cancel', dialog), 'focus on cancel');
    await click(button('delete', dialog));
    await until(() => !document.querySelector('[role="alertdialog"]'), 'the alert dialog to close');
    expect(choices).toEqual(['delete']);
  });

  it('routes with React Router: lazy routes, params, links and navigate', async () => {
    function Layout() {
      return (
        <>
          <Link to="/posters/7">poster 7</Link>
          <Outlet />
        </>
      );
    }
    function Poster() {
      const { id } = useParams();
      const navigate = useNavigate();
      return (
        <>
          <p>{`poster page ${id}`}</p>
          <button onClick={() => navigate('/')}>home</button>
        </>
      );
    }
    const router = createMemoryRouter([
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>list page</p> },
          { path: '/posters/:id', lazy: async () => ({ Component: Poster }) },
        ],
      },
    ]);
    await render(<RouterProvider router={router} />);
    await until(() => text().includes('list page'), 'the list page');
    await click(container.querySelector('a')!);
    await until(() => text().includes('poster page 7'), 'the lazy poster route');
    expect(router.state.location.pathname).toBe('/posters/7');
    await click(button('home'));
    await until(() => text().includes('list page'), 'back on the list page');
  });

  it('redirects a guard to a login route whose chunk is still loading, and gets there', async () => {
    // RequireRole's shape: logging out makes the guard render a redirect while the login chunk downloads. With
    // `<Navigate state={{ from }} />` (a new object each render) this never finished under Preact: see
    // navigate-to-login.tsx.
    let logOut = () => {};
    function Guard() {
      const location = useLocation();
      useNavigate(); // re-renders on every router update, as RequireRole does
      const [user, setUser] = useState(true);
      logOut = () => setUser(false);
      if (!user) return <NavigateToLogin to="/login" from={location.pathname} />;
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [
        { element: <Guard />, children: [{ path: '/posters', element: <p>posters page</p> }] },
        {
          path: '/login',
          lazy: () =>
            new Promise((resolve) => setTimeout(() => resolve({ Component: () => <p>login page</p> }), 30)),
        },
      ],
      { initialEntries: ['/posters'] },
    );
    await render(<RouterProvider router={router} />);
    await until(() => text().includes('posters page'), 'the posters page');
    await act(() => logOut());
    await until(() => text().includes('login page'), 'the login page');
    expect(router.state.location.state).toEqual({ from: '/posters' });
  });

  it('fetches, mutates and invalidates with TanStack Query', async () => {
    let count = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Counter() {
      const qc = useQueryClient();
      const q = useQuery({ queryKey: ['count'], queryFn: async () => count });
      const m = useMutation({
        mutationFn: async () => void count++,
        onSuccess: () => qc.invalidateQueries({ queryKey: ['count'] }),
      });
      return (
        <>
          <p>{q.isPending ? 'loading' : `count ${q.data}`}</p>
          <button onClick={() => m.mutate()}>add</button>
        </>
      );
    }
    await render(
      <QueryClientProvider client={client}>
        <Counter />
      </QueryClientProvider>,
    );
    await until(() => text().includes('count 0'), 'the first fetch');
    await click(button('add'));
    await until(() => text().includes('count 1'), 'the refetch after the mutation');
    client.clear();
  });
});
