import type { Catalog } from '../catalog.ts';
import { ca } from './ca/index.ts';
import { cs } from './cs/index.ts';
import { cy } from './cy/index.ts';
import { da } from './da/index.ts';
import { de } from './de/index.ts';
import { english } from './en/index.ts';
import { enGb } from './en-GB/index.ts';
import { es } from './es/index.ts';
import { eu } from './eu/index.ts';
import { fi } from './fi/index.ts';
import { fr } from './fr/index.ts';
import { ga } from './ga/index.ts';
import { hi } from './hi/index.ts';
import { hu } from './hu/index.ts';
import { id } from './id/index.ts';
import { is } from './is/index.ts';
import { it } from './it/index.ts';
import { ja } from './ja/index.ts';
import { ko } from './ko/index.ts';
import { lv } from './lv/index.ts';
import { nl } from './nl/index.ts';
import { no } from './no/index.ts';
import { pl } from './pl/index.ts';
import { ptBr } from './pt-BR/index.ts';
import { ptPt } from './pt-PT/index.ts';
import { ro } from './ro/index.ts';
import { ru } from './ru/index.ts';
import { sk } from './sk/index.ts';
import { sr } from './sr/index.ts';
import { sv } from './sv/index.ts';
import { th } from './th/index.ts';
import { uk } from './uk/index.ts';
import { ur } from './ur/index.ts';
import { zhCn } from './zh-CN/index.ts';

/** Every language of shared/languages.ts, by its code. */
export const CATALOGS: Readonly<Record<string, Catalog>> = {
  ca: ca,
  cs: cs,
  cy: cy,
  da: da,
  de: de,
  en: english,
  'en-GB': enGb,
  es: es,
  eu: eu,
  fi: fi,
  fr: fr,
  ga: ga,
  hi: hi,
  hu: hu,
  id: id,
  is: is,
  it: it,
  ja: ja,
  ko: ko,
  lv: lv,
  nl: nl,
  no: no,
  pl: pl,
  'pt-BR': ptBr,
  'pt-PT': ptPt,
  ro: ro,
  ru: ru,
  sr: sr,
  sk: sk,
  sv: sv,
  th: th,
  uk: uk,
  ur: ur,
  'zh-CN': zhCn,
};
