/**
 * Typing into the post form re-renders only what follows the text (issue 11, item 7): the form's
 * header stands in for "the whole form". And nothing typed is lost while the form's state lags.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '@/core/db/database';
import { loadDraft } from '@/core/drafts';
import { resetDraftMemoryForTests } from '@/core/drafts/draft-backend';
import { t } from '@/core/i18n';
import { mockServer, renderForm, signInAs } from './post-form.test-util';
import styles from './PostForm.module.css';

const renders = vi.hoisted(() => ({ header: 0 }));
vi.mock('./components/FormHeader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./components/FormHeader')>();
  return {
    ...actual,
    FormHeader: (props: ComponentProps<typeof actual.FormHeader>) => {
      renders.header++;
      return actual.FormHeader(props);
    },
  };
});

const { instance, server } = mockServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  window.scrollTo = () => undefined;
});
afterAll(() => server.close());
afterEach(async () => {
  resetDraftMemoryForTests();
  await resetDbForTests({ deleteData: true });
});

const textbox = () => screen.getByRole('textbox', { name: t('postForm.text') }) as HTMLTextAreaElement;
const ready = () => waitFor(() => expect(document.querySelector('form[data-ready="true"]')).not.toBeNull(), { timeout: 5000 });

describe('PostForm while typing', () => {
  it('a keystroke updates the counter and "post allowed" without re-rendering the form', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    await user.type(textbox(), 'x');
    const post = screen.getByRole('button', { name: t('postForm.submit') }) as HTMLButtonElement;
    expect(post.disabled).toBe(false);
    await new Promise((r) => setTimeout(r, 400)); // the state catches up once
    const before = renders.header;
    const counter = screen.getByTestId('text-counter');
    const remaining = Number(counter.textContent);
    const typed = 'hello world, typed one key at a time';
    await user.type(textbox(), typed);
    const during = renders.header - before;
    // The counter follows right after the frame that shows the typed text.
    await waitFor(() => expect(Number(counter.textContent)).toBe(remaining - typed.length));
    expect(counter.getAttribute('data-mode')).toBe('remaining');
    // Only the catch-up after a pause may render the form; a keystroke never does.
    expect(during).toBeLessThanOrEqual(2);
  });

  it('shows the placeholder only while the text is empty (Chromium restyles it on every edit otherwise)', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    expect(textbox().getAttribute('placeholder')).toBe(t('postForm.text'));
    await user.type(textbox(), 'ab');
    expect(textbox().hasAttribute('placeholder')).toBe(false);
    await user.clear(textbox());
    expect(textbox().getAttribute('placeholder')).toBe(t('postForm.text'));
  });

  it('a page hidden right after typing keeps every character in the draft', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    await user.type(textbox(), 'typed just now');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(async () => expect((await loadDraft('note'))?.data.text).toBe('typed just now'));
  });

  it('keeps the text field in a box of its own, not a flex item, so a keystroke lays out the field alone', async () => {
    signInAs(instance, 'carol');
    renderForm();
    await ready();
    const field = textbox();
    const box = field.parentElement!;
    // The fieldset is a flex column; a flex item is never a layout root in Chromium.
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe(styles.textBox);
    expect(box.children).toHaveLength(1);
    expect(field.className).toBe(styles.textarea);
    expect(box.parentElement?.tagName).toBe('FIELDSET');
  });

  it("a keystroke's events end at the field but keydown (React's root would walk the tree for each); the text still reaches the form", async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    const heard: string[] = [];
    const types = ['keydown', 'keypress', 'keyup', 'input', 'selectionchange'] as const;
    const listen = (e: Event) => heard.push(e.type);
    for (const type of types) document.addEventListener(type, listen);
    try {
      await user.type(textbox(), 'ab');
    } finally {
      for (const type of types) document.removeEventListener(type, listen);
    }
    expect(heard.filter((x) => x === 'keydown')).toHaveLength(2);
    expect(heard.filter((x) => x !== 'keydown')).toEqual([]);
    // The form still has the text: posting is allowed and the draft holds it.
    expect((screen.getByRole('button', { name: t('postForm.submit') }) as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(async () => expect((await loadDraft('note'))?.data.text).toBe('ab'));
  });
});
