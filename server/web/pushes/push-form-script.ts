import { generatePassphrase, PASSPHRASE_ALPHABET } from '../../../shared/passphrase.ts';
import { SEALED_FILE_FORMAT, sealedFileSize } from '../../browser/push-form-sizes.ts';
import type { Catalog } from '../../i18n/catalog.ts';
import { CATALOGS } from '../../i18n/catalogs/index.ts';
import type { Translator } from '../../i18n/translator.ts';

/**
 * The scripts' words in the page's language, as `data-words-*` attributes of the form: this inline
 * one's and the sealing script's. A count message goes with every form it has: only the browser
 * knows how many files are chosen.
 */
export function scriptWordAttributes({ language }: Translator): [string, string][] {
  const words = (CATALOGS[language.code] as Catalog).pushForm;
  const named: Record<string, string> = {
    'file-too-large': words.scriptFileTooLarge,
    'file-chosen': words.scriptFileChosen,
    progress: words.scriptProgress,
    'upload-failed': words.scriptUploadFailed,
    uploading: words.uploading,
    sealing: words.scriptSealing,
    'sealed-too-long': words.scriptSealedTooLong,
    'sealed-file-too-large': words.scriptSealedFileTooLarge,
    'seal-failed': words.scriptSealFailed,
    kb: words.sizeKb,
    mb: words.sizeMb,
  };
  for (const [form, text] of Object.entries(words.scriptTooManyFiles)) named[`too-many-${form}`] = text;
  return Object.entries(named).map(([name, text]) => [`data-words-${name}`, text]);
}

/**
 * What script adds to the push form, which works without it: the passphrase generator (the
 * extension's own, shipped as its source), file checks as files are picked or dropped, and an
 * upload with a progress bar that then follows the server's redirect to the result page. A push
 * ticked Sealed is left to the sealing script (server/browser/push-form-seal.ts); its files are
 * checked here at their sealed size, since that is what the server receives.
 */
export const PUSH_FORM_SCRIPT = `(() => {
const PASSPHRASE_ALPHABET = ${JSON.stringify(PASSPHRASE_ALPHABET)};
const generatePassphrase = ${generatePassphrase.toString()};
const SEALED_FILE_FORMAT = ${JSON.stringify(SEALED_FILE_FORMAT)};
const sealedFileSize = ${sealedFileSize.toString()};
const form = document.getElementById('push-form');
if (!form) return;
const passphrase = document.getElementById('passphrase');
const generate = document.getElementById('passphrase-generate');
if (passphrase && generate && window.crypto) {
  generate.hidden = false;
  generate.addEventListener('click', () => {
    passphrase.value = generatePassphrase((bytes) => crypto.getRandomValues(bytes));
    passphrase.type = 'text';
    passphrase.focus();
  });
}
const input = document.getElementById('files');
if (!input) return;
const sealed = document.getElementById('sealed');
const words = form.dataset;
const lang = document.documentElement.lang;
const plurals = new Intl.PluralRules(lang);
const number = new Intl.NumberFormat(lang).format;
const tenths = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;
const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format;
const say = (text, params) => text.replace(/\\{(\\w+)\\}/g, (whole, name) => name in params ? params[name] : whole);
const tooMany = (n) => {
  const category = plurals.select(n);
  return words['wordsTooMany' + category[0].toUpperCase() + category.slice(1)] || words.wordsTooManyOther;
};
const maxFiles = Number(form.dataset.maxFiles);
const maxBytes = Number(form.dataset.maxFileMb) * 1024 * 1024;
const size = (n) => n < 1024 * 1024
  ? say(words.wordsKb, { size: number(Math.ceil(n / 1024)) })
  : say(words.wordsMb, { size: tenths(n / 1024 / 1024) });
const chosen = document.getElementById('files-chosen');
const check = document.getElementById('files-check');
const zone = document.getElementById('drop-zone');
for (const hint of form.querySelectorAll('.js-only')) hint.hidden = false;
input.setAttribute('aria-describedby', (input.getAttribute('aria-describedby') || 'files-hint') + ' files-check');
function problem(files) {
  if (files.length > maxFiles) return say(tooMany(files.length), { max: number(maxFiles), count: number(files.length) });
  const big = files.find((f) => f.size > maxBytes);
  if (big) return say(words.wordsFileTooLarge, { name: big.name, size: size(big.size), max: size(maxBytes) });
  if (!sealed || !sealed.checked) return '';
  const grown = files.find((f) => sealedFileSize(f.size, SEALED_FILE_FORMAT) > maxBytes);
  return grown ? say(words.wordsSealedFileTooLarge, {
    name: grown.name,
    size: size(grown.size),
    sealed: size(sealedFileSize(grown.size, SEALED_FILE_FORMAT)),
    max: size(maxBytes),
  }) : '';
}
function review() {
  const files = [...input.files];
  chosen.replaceChildren(...files.map((f) => {
    const item = document.createElement('li');
    item.textContent = say(words.wordsFileChosen, { name: f.name, size: size(f.size) });
    return item;
  }));
  const said = problem(files);
  input.setCustomValidity(said);
  check.textContent = said;
  check.hidden = said === '';
}
input.addEventListener('change', review);
if (sealed) sealed.addEventListener('change', review);
zone.addEventListener('dragover', (e) => { e.preventDefault(); zone.classList.add('over'); });
zone.addEventListener('dragleave', () => zone.classList.remove('over'));
zone.addEventListener('drop', (e) => {
  e.preventDefault();
  zone.classList.remove('over');
  const all = new DataTransfer();
  for (const f of [...input.files, ...e.dataTransfer.files]) all.items.add(f);
  input.files = all.files;
  review();
});
form.addEventListener('submit', (e) => {
  if (sealed && sealed.checked) return;
  if (!window.XMLHttpRequest || !form.checkValidity()) return;
  e.preventDefault();
  const upload = document.getElementById('upload');
  const bar = document.getElementById('upload-bar');
  const text = document.getElementById('upload-text');
  const submit = document.getElementById('push-submit');
  upload.hidden = false;
  submit.disabled = true;
  const request = new XMLHttpRequest();
  request.open('POST', form.action);
  request.upload.addEventListener('progress', (p) => {
    if (!p.lengthComputable) return;
    const done = Math.floor((p.loaded / p.total) * 100);
    bar.value = done;
    text.textContent = say(words.wordsProgress, { loaded: size(p.loaded), total: size(p.total), percent: percent(done / 100) });
  });
  request.addEventListener('load', () => {
    const landed = new URL(request.responseURL || location.href);
    if (request.status === 200 && landed.pathname.endsWith('/preview')) return location.assign(landed.href);
    // A refusal is a page: show its content here (this page's style stays); its form works without script.
    const answer = new DOMParser().parseFromString(request.responseText, 'text/html');
    document.title = answer.title;
    document.querySelector('main').replaceChildren(...answer.querySelector('main').childNodes);
  });
  request.addEventListener('error', () => {
    submit.disabled = false;
    text.textContent = words.wordsUploadFailed;
  });
  // Files last, whatever their place on the page: a refused file ends the server's reading of the fields.
  const body = new FormData(form);
  const files = body.getAll('push[files][]');
  body.delete('push[files][]');
  for (const file of files) body.append('push[files][]', file);
  request.send(body);
});
})();`;
