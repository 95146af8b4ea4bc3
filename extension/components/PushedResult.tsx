import type { PushGate } from '../../shared/gate.ts';
import { linkInLanguage } from '../../shared/languages.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { linkWithKey } from '../lib/kept-keys.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { PushResult } from './PushResult.tsx';

/** A push the popup just made, as it keeps it to show: never the payload. */
export interface Pushed {
  push: PushSummary;
  passphrase: string;
  language: string;
  /** A sealed push's `k1=...`, shown and copied in the link's fragment; null when not sealed. */
  fragment: string | null;
  /** Who may open it, as sent; null when anyone holding the link may. */
  gate: PushGate | null;
  /** The addresses the instance mails the link to. */
  mailedTo: string[];
}

/** The result of the push just made: its link in the recipient's language, with a sealed push's key. */
export function PushedResult({
  result,
  env,
  onAnother,
}: {
  result: Pushed;
  env: Pick<PopupEnv, 'now' | 'copy'>;
  onAnother: () => void;
}) {
  return (
    <PushResult
      push={result.push}
      link={linkWithKey(linkInLanguage(result.push.htmlUrl, result.language), result.fragment)}
      language={result.language}
      sealed={result.fragment !== null}
      gate={result.gate}
      mailedTo={result.mailedTo}
      passphrase={result.passphrase}
      now={env.now()}
      copy={env.copy}
      onAnother={onAnother}
    />
  );
}
