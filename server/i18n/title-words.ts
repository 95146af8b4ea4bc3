import type { PushKind } from '../../shared/kinds.ts';
import type { TitleSource } from '../../shared/push-title.ts';
import type { Translator } from './translator.ts';

/** A push's or request's title in the page's words: "report.pdf and 2 more files", "Text, 1 Jan 2026, 10:00 UTC". */
export function titleText(words: Translator, title: TitleSource): string {
  switch (title.from) {
    case 'files':
      return title.more > 0
        ? words.t('common.titleFilesAndMore', { name: title.fileName, count: title.more })
        : title.fileName;
    case 'kind':
      return words.t('common.titleKindTime', {
        kind:
          title.kind === 'request' ? words.t('notify.kindRequest') : kindLabel(words, title.kind ?? 'text'),
        time: words.dateTime(title.createdAt),
      });
    default:
      return title.text;
  }
}

const KIND_KEYS = {
  text: 'common.kindText',
  url: 'common.kindUrl',
  qr: 'common.kindQr',
  file: 'common.kindFile',
} as const;

/** A kind's name as the page's language says it: "Text", "URL", "QR code", "File". */
export const kindLabel = (words: Translator, kind: PushKind): string => words.t(KIND_KEYS[kind]);
