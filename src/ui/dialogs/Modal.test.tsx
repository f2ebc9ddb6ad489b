import { render } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

const marked = () => document.documentElement.hasAttribute('data-modal-open');

/** What Chromium's showModal() does: open, and focus the dialog's first focusable element. */
function emulateShowModal() {
  const proto = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
  const had = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, input, textarea, select, a[href]')?.focus();
  };
  proto.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  return () => Object.assign(proto, had);
}

/** A form like the post form: a close button first, and the text box focused in an effect. */
function Form() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <button type="button">Close</button>
      <textarea ref={ref} aria-label="Text" />
    </>
  );
}

describe('Modal', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = emulateShowModal();
  });
  afterEach(() => restore());

  it('marks the page as behind a modal while any modal is open, nested ones included', () => {
    expect(marked()).toBe(false);
    const outer = render(<Modal label="Outer">outer</Modal>);
    expect(marked()).toBe(true);
    const inner = render(<Modal label="Inner">inner</Modal>);
    inner.unmount();
    expect(marked()).toBe(true); // the outer one is still open
    outer.unmount();
    expect(marked()).toBe(false);
  });

  it('keeps the focus in the text box the content focused, not on the close button showModal picks', () => {
    const view = render(
      <Modal label="Post">
        <Form />
      </Modal>,
    );
    expect(document.activeElement).toBe(view.getByLabelText('Text'));
    view.unmount();
  });

  it('honours an autofocus field, and otherwise puts the cursor in the first text field', () => {
    const a = render(
      <Modal label="Input">
        <button type="button">Close</button>
        <input aria-label="Name" autoFocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(a.getByLabelText('Name'));
    a.unmount();
    const b = render(
      <Modal label="Search">
        <button type="button">Close</button>
        <input type="checkbox" aria-label="Local only" />
        <input type="search" aria-label="Query" />
      </Modal>,
    );
    expect(document.activeElement).toBe(b.getByLabelText('Query'));
    b.unmount();
  });

  it('gives the focus back to the control that opened it when it closes', () => {
    const page = render(<button type="button">Reply</button>);
    const reply = page.getByText('Reply');
    reply.focus();
    const dialog = render(
      <Modal label="Post">
        <Form />
      </Modal>,
    );
    expect(document.activeElement).not.toBe(reply);
    dialog.unmount();
    expect(document.activeElement).toBe(reply);
    page.unmount();
  });

  it('leaves the focus alone when it moved on to another dialog', () => {
    const page = render(<button type="button">Reply</button>);
    page.getByText('Reply').focus();
    const first = render(<Modal label="First"><input aria-label="One" /></Modal>);
    const second = render(<Modal label="Second"><input aria-label="Two" /></Modal>);
    expect(document.activeElement).toBe(second.getByLabelText('Two'));
    first.unmount();
    expect(document.activeElement).toBe(second.getByLabelText('Two'));
    second.unmount();
    page.unmount();
  });
});
