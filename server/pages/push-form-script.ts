import { generatePassphrase, PASSPHRASE_ALPHABET } from '../../shared/passphrase.ts';

/**
 * What script adds to the push form, which works without it: the passphrase generator (the
 * extension's own, shipped as its source), file checks as files are picked or dropped, and an
 * upload with a progress bar that then follows the server's redirect to the result page.
 */
export const PUSH_FORM_SCRIPT = `(() => {
const PASSPHRASE_ALPHABET = ${JSON.stringify(PASSPHRASE_ALPHABET)};
const generatePassphrase = ${generatePassphrase.toString()};
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
const maxFiles = Number(form.dataset.maxFiles);
const maxBytes = Number(form.dataset.maxFileMb) * 1024 * 1024;
const size = (n) => n < 1024 * 1024 ? Math.ceil(n / 1024) + ' KB' : (n / 1024 / 1024).toFixed(1) + ' MB';
const chosen = document.getElementById('files-chosen');
const check = document.getElementById('files-check');
const zone = document.getElementById('drop-zone');
for (const hint of form.querySelectorAll('.js-only')) hint.hidden = false;
input.setAttribute('aria-describedby', (input.getAttribute('aria-describedby') || 'files-hint') + ' files-check');
function problem(files) {
  if (files.length > maxFiles) return 'At most ' + maxFiles + ' files per push; ' + files.length + ' are chosen.';
  const big = files.find((f) => f.size > maxBytes);
  return big ? big.name + ' is ' + size(big.size) + '; each file may be at most ' + size(maxBytes) + '.' : '';
}
function review() {
  const files = [...input.files];
  chosen.replaceChildren(...files.map((f) => {
    const item = document.createElement('li');
    item.textContent = f.name + ' (' + size(f.size) + ')';
    return item;
  }));
  const said = problem(files);
  input.setCustomValidity(said);
  check.textContent = said;
  check.hidden = said === '';
}
input.addEventListener('change', review);
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
    const percent = Math.floor((p.loaded / p.total) * 100);
    bar.value = percent;
    text.textContent = size(p.loaded) + ' of ' + size(p.total) + ' · ' + percent + '%';
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
    text.textContent = 'The upload failed: check the connection and push again.';
  });
  request.send(new FormData(form));
});
})();`;
