import type { english } from './catalogs/en/index.ts';

/** A message that depends on a count: one form per CLDR plural category the language has. */
export interface PluralText {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralText;

type English = typeof english;

/** Every language's catalog has English's areas and keys; a count message may have other forms. */
export type Catalog = {
  [Area in keyof English]: {
    [Key in keyof English[Area]]: English[Area][Key] extends string ? string : PluralText;
  };
};

/** One area's messages in some language, for the file that holds them. */
export type AreaMessages<Area extends keyof English> = Catalog[Area];

/** `area.key`, for instance `recipient.title`. */
export type MessageKey = {
  [Area in keyof English & string]: `${Area}.${keyof English[Area] & string}`;
}[keyof English & string];
