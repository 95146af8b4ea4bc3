import { describe, expect, it } from 'vitest';
import { carryLanguage, withLocale } from '../../../server/web/chrome/carry-language.ts';

describe('carrying ?locale= through a page', () => {
  it('adds the locale to a path, before its fragment, once', () => {
    expect(withLocale('/p/abc', 'de')).toBe('/p/abc?locale=de');
    expect(withLocale('/d/active?page=2#rows', 'de')).toBe('/d/active?page=2&locale=de#rows');
    expect(withLocale('/p/abc?locale=ja', 'de')).toBe('/p/abc?locale=ja');
  });

  it('rewrites same-site links and form actions, and gives GET forms a field', () => {
    const page = [
      '<a href="/users/sign_in">in</a>',
      '<a href="https://example.com/x">out</a>',
      '<form method="post" action="/p/abc/r?x=1">',
      '<form method="get" action="/p/abc/delete">',
      '<form class="language-picker" method="get" action="/p/abc" data-language-picker>',
    ].join('');
    expect(carryLanguage(page, 'pt-BR')).toBe(
      [
        '<a href="/users/sign_in?locale=pt-BR">in</a>',
        '<a href="https://example.com/x">out</a>',
        '<form method="post" action="/p/abc/r?x=1&amp;locale=pt-BR">',
        '<form method="get" action="/p/abc/delete?locale=pt-BR"><input type="hidden" name="locale" value="pt-BR">',
        '<form class="language-picker" method="get" action="/p/abc?locale=pt-BR" data-language-picker>',
      ].join(''),
    );
  });
});
