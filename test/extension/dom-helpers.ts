import { render } from 'preact';
import type { JSX } from 'preact/jsx-runtime';
import { expect, vi } from 'vitest';

/** Renders into a fresh container; returns helpers that act as a person would. */
export function mount(ui: JSX.Element) {
  const root = document.createElement('div');
  document.body.append(root);
  render(ui, root);
  const byLabel = (text: string | RegExp) => {
    const label = [...root.querySelectorAll('label')].find((l) =>
      typeof text === 'string' ? l.textContent?.trim() === text : text.test(l.textContent ?? ''),
    );
    const id = label?.getAttribute('for');
    const field = id ? root.querySelector(`#${id}`) : label?.querySelector('input');
    if (!field) throw new Error(`no field labelled ${text}`);
    return field as HTMLInputElement;
  };
  const button = (name: string | RegExp) => {
    const found = [...root.querySelectorAll('button')].find((b) =>
      typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
    );
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  return {
    root,
    byLabel,
    button,
    /** Types into a field and waits for Preact's re-render, so the next click sees the new value. */
    type: async (text: string | RegExp, value: string) => {
      const field = byLabel(text);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    text: () => root.textContent ?? '',
    waitForText: (pattern: RegExp) => vi.waitFor(() => expect(root.textContent).toMatch(pattern)),
    unmount: () => {
      render(null, root);
      root.remove();
    },
  };
}
