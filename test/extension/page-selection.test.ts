// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSelectionReader, selectionInPage } from '../../extension/lib/page-selection.ts';

describe('reading the selection in the page', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the selected part of a text area, line breaks kept', () => {
    const area = document.createElement('textarea');
    area.value = 'before\nKEY=1\nSECRET=2\nafter';
    document.body.append(area);
    area.focus();
    area.setSelectionRange(7, 21);
    expect(selectionInPage()).toBe('KEY=1\nSECRET=2');
  });

  it('reads the document selection when no text field holds one', () => {
    document.body.innerHTML = '<pre id="pem">line one\nline two</pre>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('pem') as HTMLElement);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    expect(selectionInPage()).toBe('line one\nline two');
  });
});

describe('pageSelectionReader', () => {
  it('runs in the frame the menu was opened in', async () => {
    const executeScript = vi.fn(async () => [{ result: 'a\nb' }]);
    expect(await pageSelectionReader({ executeScript })(7, 2)).toBe('a\nb');
    expect(executeScript).toHaveBeenCalledWith({
      target: { tabId: 7, frameIds: [2] },
      func: selectionInPage,
    });
  });

  it('answers null where the browser keeps the extension out of the page', async () => {
    const executeScript = vi.fn(async () => {
      throw new Error('Cannot access contents of the page');
    });
    expect(await pageSelectionReader({ executeScript })(7, 0)).toBeNull();
    expect(await pageSelectionReader(undefined)(7, 0)).toBeNull();
  });
});
