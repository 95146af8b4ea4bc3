import { describe, expect, it } from 'vitest';
import { acceptedTags, negotiateLanguage } from '../../../server/i18n/negotiate.ts';
import { LANGUAGES, languageOf } from '../../../shared/languages.ts';

const fromHeader = (acceptLanguage: string) => negotiateLanguage({ acceptLanguage }).language.code;

describe('language negotiation', () => {
  it('lists Password Pusher’s 34 languages once each, with Urdu alone right to left', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(
      'ca cs cy da de en en-GB es eu fi fr ga hi hu id is it ja ko lv nl no pl pt-BR pt-PT ro ru sr sk sv th uk ur zh-CN'.split(
        ' ',
      ),
    );
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ur']);
  });

  it('orders Accept-Language by weight, keeping the sent order for equal weights', () => {
    expect(acceptedTags('fr;q=0.5, de, ja;q=0.9, ko;q=0.9, *;q=0.1')).toEqual(['de', 'ja', 'ko', 'fr']);
  });

  it('drops refused, wildcard and malformed entries', () => {
    expect(acceptedTags('de;q=0, *, ja;q=abc, ;q=1, it;q=2, nl;Q=0.3')).toEqual(['nl']);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  it('takes the heaviest language it has, not only the first tag', () => {
    expect(fromHeader('tr, fr;q=0.8')).toBe('fr');
    expect(fromHeader('de;q=0.2, ja;q=0.7')).toBe('ja');
  });

  it('falls back from a region to its language, and from a language to its one variant', () => {
    expect(fromHeader('de-AT')).toBe('de');
    expect(fromHeader('pt')).toBe('pt-BR');
    expect(fromHeader('pt-AO')).toBe('pt-PT');
    expect(fromHeader('zh')).toBe('zh-CN');
    expect(fromHeader('zh-Hant-TW')).toBe('zh-CN');
    expect(fromHeader('en-AU')).toBe('en-GB');
    expect(fromHeader('en-US')).toBe('en');
    expect(fromHeader('nb-NO')).toBe('no');
    expect(fromHeader('sr-Latn-RS')).toBe('sr');
  });

  it('answers English for nothing it knows', () => {
    expect(negotiateLanguage({ acceptLanguage: 'tlh, x-klingon' })).toEqual({
      language: languageOf('en'),
      source: 'default',
    });
    expect(negotiateLanguage({}).language.code).toBe('en');
  });

  it('puts ?locale= before the user’s choice, and that before the header', () => {
    const all = { query: 'ja', preferred: 'de', acceptLanguage: 'fr' };
    expect(negotiateLanguage(all)).toEqual({ language: languageOf('ja'), source: 'query' });
    expect(negotiateLanguage({ ...all, query: undefined })).toEqual({
      language: languageOf('de'),
      source: 'user',
    });
    expect(negotiateLanguage({ ...all, query: undefined, preferred: null })).toEqual({
      language: languageOf('fr'),
      source: 'header',
    });
  });

  it('reads pwpush’s locale spellings and ignores unknown or hostile ones', () => {
    expect(negotiateLanguage({ query: 'pt_BR' }).language.code).toBe('pt-BR');
    expect(negotiateLanguage({ query: 'ZH-cn' }).language.code).toBe('zh-CN');
    expect(negotiateLanguage({ query: 'xx', acceptLanguage: 'it' })).toEqual({
      language: languageOf('it'),
      source: 'header',
    });
    expect(negotiateLanguage({ query: '"><script>', acceptLanguage: 'it' }).source).toBe('header');
    expect(negotiateLanguage({ query: '', preferred: 'nl' }).source).toBe('user');
  });
});
