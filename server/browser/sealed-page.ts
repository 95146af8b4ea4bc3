/**
 * The sealed script's entry, bundled by server/web/pushes/sealed-script.ts into the one file every
 * sealing or opening page loads. Each part looks for its own page's marks and does nothing elsewhere.
 */
import { startOpenPage } from './open-page.ts';
import { startPushFormSealing } from './push-form-seal.ts';
import { startRecipientOpening } from './recipient-open.ts';
import { startResultKey } from './result-key.ts';

startRecipientOpening();
startOpenPage();
startPushFormSealing();
startResultKey();
