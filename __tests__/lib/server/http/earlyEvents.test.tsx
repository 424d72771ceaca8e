import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  EARLY_EVENTS_SCRIPT,
  EARLY_MARK_ATTRIBUTE,
  EARLY_PENDING_ATTRIBUTE,
  EARLY_STATUS_TEXT,
} from '@/lib/server/http/earlyEvents';
import { earlyActionsNowLive } from '@/lib/shared/earlyEvents';

/**
 * The early-events script (issue 53) against React's own hydration: the server's HTML is in the document, the
 * script runs as the page's head would run it, the person clicks and types before React takes over, and then
 * React hydrates and the app says it is live.
 */
function Page({ onSent }: { onSent: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent(name);
  };
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Resources
      </button>
      {open && <ul role="menu" aria-label="Resources" />}
      <a href="#elsewhere">A link</a>
      <form onSubmit={send}>
        <label>
          Name <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
    </div>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  document.documentElement.removeAttribute(EARLY_PENDING_ATTRIBUTE);
  delete (window as { __vtransLive?: unknown }).__vtransLive;
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** The page as served: the server's HTML, then the head's inline script, before any of the app's scripts. */
function serve(onSent: (name: string) => void) {
  container.innerHTML = renderToString(<Page onSent={onSent} />);
  new Function(EARLY_EVENTS_SCRIPT)();
}

async function hydrate(onSent: (name: string) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Page onSent={onSent} />);
  });
  await act(async () => {
    earlyActionsNowLive();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

it('holds a click made before the page is live, marks it, and does it once the page is live', async () => {
  const onSent = jest.fn();
  serve(onSent);
  const resources = button('Resources');
  resources.click();
  expect(document.querySelectorAll(`div[${EARLY_MARK_ATTRIBUTE}]`)).toHaveLength(1);
  expect(document.querySelector('[role="status"]')).toHaveTextContent(EARLY_STATUS_TEXT);
  expect(document.documentElement.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true);
  expect(container.querySelector('[role="menu"]')).toBeNull();

  await hydrate(onSent);
  expect(container.querySelector('[role="menu"]')).not.toBeNull();
  expect(resources.getAttribute('aria-expanded')).toBe('true');
  expect(document.querySelectorAll(`[${EARLY_MARK_ATTRIBUTE}]`)).toHaveLength(0);
  expect(document.documentElement.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false);
});

it('keeps text typed before the page is live and sends the form held with it', async () => {
  const onSent = jest.fn();
  serve(onSent);
  const input = container.querySelector('input')!;
  input.value = 'Ada Lovelace';
  const form = container.querySelector('form')!;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true); // not sent to the page's own address

  await hydrate(onSent);
  expect(onSent).toHaveBeenCalledWith('Ada Lovelace');
  expect(input.value).toBe('Ada Lovelace');
  // React owns the text now: its next render keeps it.
  await act(async () => button('Resources').click());
  expect(input.value).toBe('Ada Lovelace');
});

it('leaves links alone, and once live holds nothing', async () => {
  const onSent = jest.fn();
  serve(onSent);
  const link = container.querySelector('a')!;
  const early = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(false);
  expect(document.querySelectorAll(`[${EARLY_MARK_ATTRIBUTE}]`)).toHaveLength(0);

  await hydrate(onSent);
  await act(async () => button('Resources').click());
  expect(document.querySelectorAll(`[${EARLY_MARK_ATTRIBUTE}]`)).toHaveLength(0);
  expect(container.querySelector('[role="menu"]')).not.toBeNull();
});
