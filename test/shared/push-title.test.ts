import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWords, requestTitleSource, titleSource } from '../../shared/push-title.ts';
import { sealedUploadName } from '../../shared/sealed/sealed-payload.ts';

const AT = Date.parse('2026-01-01T10:00:00Z');
const facts = (over: Partial<Parameters<typeof titleSource>[0]> = {}) => ({
  name: '',
  note: '',
  kind: 'text' as const,
  createdAt: AT,
  ...over,
});
const text = fc.string({ maxLength: 120 });
const hint = fc.record(
  { fileName: text, fileCount: fc.integer({ min: 1, max: 20 }), urlHost: text, requestText: text },
  { requiredKeys: [] },
);

describe('the one rule of titles', () => {
  it('takes the name, then the first file, the URL host, what a request asks, the note, then kind and time', () => {
    const all = { fileName: 'report.pdf', fileCount: 3, urlHost: 'wiki.example', requestText: 'The key' };
    expect(titleSource(facts({ name: ' Wi-Fi ', note: 'n' }), all)).toEqual({ from: 'name', text: 'Wi-Fi' });
    expect(titleSource(facts({ note: 'n' }), all)).toEqual({
      from: 'files',
      fileName: 'report.pdf',
      more: 2,
    });
    expect(titleSource(facts({ note: 'n' }), { urlHost: 'wiki.example', requestText: 'k' })).toEqual({
      from: 'url',
      text: 'wiki.example',
    });
    expect(titleSource(facts({ note: 'n' }), { requestText: 'The key\nplease' })).toEqual({
      from: 'request',
      text: 'The key',
    });
    expect(titleSource(facts({ note: 'For Carol' }), undefined)).toEqual({
      from: 'note',
      text: 'For Carol',
      wholeNote: true,
    });
    expect(titleSource(facts(), undefined)).toEqual({ from: 'kind', kind: 'text', createdAt: AT });
  });

  it('never titles a sealed file by the name it is stored under', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9998 }), text, (index, note) => {
        const source = titleSource(facts({ note }), { fileName: sealedUploadName(index), fileCount: 2 });
        expect(source.from).not.toBe('files');
      }),
    );
  });

  it('is made only of what the owner or the asker wrote, or the kind and time: the record’s token plays no part', () => {
    fc.assert(
      fc.property(text, text, hint, (name, note, given) => {
        const source = titleSource(facts({ name, note }), given);
        if (source.from === 'kind') {
          expect(name.trim() + note.trim() + (given.urlHost ?? '') + (given.requestText ?? '').trim()).toBe(
            '',
          );
        } else {
          const shown = source.from === 'files' ? source.fileName : source.text;
          expect(shown.trim()).not.toBe('');
        }
      }),
    );
  });

  it('cuts a long first line at a word, and never runs past one line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (words) => {
        const cut = firstWords(words);
        expect(cut).not.toContain('\n');
        expect(cut.length).toBeLessThanOrEqual(61);
      }),
    );
    expect(firstWords(`${'a'.repeat(30)} ${'b'.repeat(40)}`)).toBe(`${'a'.repeat(30)}…`);
  });

  it('titles a request by its name, else what it asks, else its note, else as a request and when', () => {
    const request = { name: '', message: '', note: '', createdAt: AT };
    expect(requestTitleSource({ ...request, name: 'VPN', message: 'k' })).toEqual({
      from: 'name',
      text: 'VPN',
    });
    expect(requestTitleSource({ ...request, message: 'The key' })).toEqual({
      from: 'request',
      text: 'The key',
    });
    expect(requestTitleSource(request)).toEqual({ from: 'kind', kind: 'request', createdAt: AT });
  });
});
