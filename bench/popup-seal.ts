// npx tsx bench/popup-seal.ts: the popup's push of a 100 kB text, sealed against plain, measured in
// one run in the built extension's real popup against a real server process (BENCH_ROUNDS rounds).
// The verdict is for Push clicked 250 ms after the paste, about the quickest a person moves to it
// (the text is sealed in that moment); the line for a click at once shows what sealing itself costs.
import { measurePopupSeal } from './popup-seal-measure.ts';
import { POPUP_SEAL_GOAL, popupSealReport, summarise } from './popup-seal-report.ts';

const asked = Number(process.env.BENCH_ROUNDS ?? 30);
const rounds = Number.isInteger(asked) && asked > 0 ? asked : 30;
const [person, atOnce] = (await measurePopupSeal({ rounds, pausesMs: [250, 0] })).map(summarise);
if (!person || !atOnce) throw new Error('the popup bench measured nothing');
console.log(popupSealReport(person));
console.log(popupSealReport(atOnce));
process.exitCode = person.ratio <= POPUP_SEAL_GOAL ? 0 : 1;
