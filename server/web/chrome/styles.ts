/**
 * The pages' one stylesheet, inlined under the CSP nonce. It follows the system's light or dark
 * scheme; both palettes keep body text above 7:1 and controls above 4.5:1 contrast.
 */
export const PAGE_CSS = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #ffffff; --text: #15181d; --muted: #4a5260;
  --border: #c9ced6; --accent: #0b57d0; --accent-text: #ffffff; --danger: #b3261e; --ok: #146c2e;
  --code: #eef1f5; --focus: #0b57d0; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #111418; --card: #1b1f25; --text: #eceff3; --muted: #b4bcc8; --border: #48505c;
    --accent: #8ab4f8; --accent-text: #0b1a33; --danger: #f2b8b5; --ok: #8fd6a1; --code: #0c0f13;
    --focus: #8ab4f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1rem/1.5 system-ui, -apple-system,
  "Segoe UI", Roboto, sans-serif; overflow-wrap: break-word; }
header, main, footer { max-width: 42rem; margin: 0 auto; padding: 1rem; }
header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
/* A long e-mail address in the header wraps inside a narrow screen instead of widening the page. */
header > * { min-width: 0; overflow-wrap: anywhere; }
header a { color: var(--text); font-weight: 600; text-decoration: none; }
nav { display: flex; gap: 1rem; align-items: center; }
/* The brand's logo beside its name, held to the header's line whatever size the image is. */
header a.brand { display: flex; align-items: center; gap: 0.5rem; }
header a.brand img { display: block; height: 2rem; width: auto; max-width: min(10rem, 40vw); }
p.tagline { margin: 0 0 1rem; color: var(--muted); font-size: 1.05rem; }
footer p.disclaimer { white-space: pre-line; }
nav a, nav button { font-weight: 400; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem; padding: 1.25rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
p { margin: 0.5rem 0; }
.muted { color: var(--muted); font-size: 0.95rem; }
.error { color: var(--danger); font-weight: 600; }
.success { color: var(--ok); font-weight: 600; }
pre.secret { background: var(--code); border: 1px solid var(--border); border-radius: 0.5rem; padding: 0.75rem;
  white-space: pre-wrap; overflow-wrap: anywhere; font: 0.95rem/1.4 ui-monospace, "DejaVu Sans Mono", monospace;
  margin: 0.75rem 0; max-height: 60vh; overflow: auto; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
label.check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; overflow-wrap: anywhere; }
input[type=text], input[type=password], input[type=email], input[type=number], textarea, select {
  width: 100%; font: inherit; color: var(--text); background: var(--card); border: 1px solid var(--muted);
  border-radius: 0.4rem; padding: 0.5rem; }
textarea { min-height: 8rem; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
.row { display: flex; gap: 1rem; flex-wrap: wrap; }
.row > div { flex: 1 1 8rem; }
button, .button { display: inline-block; font: inherit; font-weight: 600; border-radius: 0.4rem; cursor: pointer;
  padding: 0.55rem 1rem; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text);
  text-decoration: none; margin: 0.75rem 0 0; margin-inline-end: 0.5rem; max-width: 100%; overflow-wrap: anywhere; }
button.secondary { background: transparent; color: var(--accent); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
button.link { background: none; border: none; color: var(--accent); padding: 0; margin: 0; font-weight: 400;
  text-decoration: underline; text-align: start; vertical-align: top; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
ul.files { padding-inline-start: 1.25rem; }
ul.files li { margin: 0.4rem 0; overflow-wrap: anywhere; }
.qr { background: #ffffff; padding: 0.75rem; border-radius: 0.5rem; display: inline-block; max-width: 100%; }
.qr svg { display: block; width: min(18rem, 70vw); height: auto; }
form.inline { display: inline; }
.token { user-select: all; }
/* Dashboard, audit, edit and expire pages. */
header nav { flex-wrap: wrap; row-gap: 0.25rem; }
nav.tabs, nav.pager { gap: 1.25rem; margin: 0.75rem 0; }
nav.tabs a { padding: 0.25rem 0; }
nav.tabs a[aria-current=page] { color: var(--text); font-weight: 700; text-decoration: none;
  border-bottom: 3px solid var(--accent); }
ul.pushes { list-style: none; padding: 0; margin: 0; }
li.push-row { border-top: 1px solid var(--border); padding: 0.6rem 0; }
li.push-row h2 { font-size: 1.05rem; margin: 0 0 0.2rem; overflow-wrap: anywhere; }
ul.facts { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.15rem 1rem;
  color: var(--muted); font-size: 0.92rem; }
ul.facts > li { min-width: 0; overflow-wrap: anywhere; }
p.actions { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0.3rem 0 0; }
a.danger { color: var(--danger); }
a.button.secondary { background: transparent; color: var(--accent); }
textarea.note { min-height: 4rem; font-family: inherit; }
@media (max-width: 40rem) {
  table.audit td::before { content: attr(data-label) ": "; font-weight: 600; }
}
code { font: 0.9em ui-monospace, "DejaVu Sans Mono", monospace; background: var(--code); padding: 0 0.25rem;
  border-radius: 0.25rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.25rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
table { width: 100%; border-collapse: collapse; font-size: 0.92rem; margin: 0.25rem 0 0.5rem; }
th, td { text-align: start; vertical-align: top; padding-block: 0.35rem; padding-inline: 0 0.5rem;
  border-top: 1px solid var(--border); }
section.operation, section.schema { border-top: 2px solid var(--border); margin-top: 1.5rem; padding-top: 0.25rem; }
.method { display: inline-block; font-size: 0.8rem; font-weight: 700; padding: 0.1rem 0.45rem; border-radius: 0.3rem;
  background: var(--accent); color: var(--accent-text); vertical-align: 0.1em; }
.contents { display: block; }
.contents ul, ul.answers { padding-inline-start: 1.25rem; }
.contents li, ul.answers li { margin: 0.3rem 0; }
/* Recipient pages: key material keeps each line whole and scrolls sideways. */
pre.secret.keep-lines { white-space: pre; overflow-wrap: normal; overflow-x: auto; }
@media (max-width: 40rem) {
  table, tbody, tr, td { display: block; }
  thead { display: none; }
  tr { border-top: 1px solid var(--border); padding: 0.4rem 0; }
  td { border: none; padding: 0.1rem 0; }
}
/* Admin pages */
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
div.admin-actions { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1.25rem; margin: 0.3rem 0 0; }
li.push-row h3 { margin: 0 0 0.2rem; overflow-wrap: anywhere; }
table.facts-table th { width: 40%; font-weight: 600; }
form.push-filter { align-items: flex-end; margin-bottom: 0.75rem; }
form.push-filter > div { min-width: 0; }
form.push-filter > div:first-child { flex: 2 1 14rem; }
form.push-filter > div:last-child { flex: none; }
@media (max-width: 40rem) {
  table.facts-table tr { display: flex; gap: 1rem; }
  table.facts-table th, table.facts-table td { display: block; border: none; padding: 0.1rem 0; }
  /* A long value (the mail origin) wraps in its own cell instead of narrowing the label's. */
  /* A long word of a label (German "Authentifizierung") widens its label rather than breaking. */
  table.facts-table th { flex: none; min-width: min-content; max-width: 60%; }
  table.facts-table td { min-width: 0; overflow-wrap: anywhere; }
}
fieldset.rules { border: 1px solid var(--border); border-radius: 0.5rem; padding: 0.25rem 1rem 0.75rem; margin: 1rem 0; min-width: 0; }
fieldset.rules legend { font-weight: 700; padding: 0 0.25rem; }
fieldset.rules .row > div { flex: 1 1 9rem; min-width: 0; }
fieldset.bounds, fieldset.options { border: none; padding: 0; margin: 0.75rem 0 0; min-width: 0; }
fieldset.bounds > legend, fieldset.options > legend { font-weight: 600; padding: 0; }
fieldset.bounds label { font-weight: 400; margin-top: 0.25rem; }
/* A bound's minimum, maximum and default share a line even on a phone. */
fieldset.bounds .row { gap: 0.5rem; }
fieldset.bounds .row > div { flex: 1 1 4.5rem; }
fieldset.options label.check { margin-top: 0.25rem; }
/* The passphrase's rules after an option's three, set apart so they do not read as a fourth on a phone. */
fieldset.options + .row { margin-top: 1rem; }
div.pinned-rule { margin: 0.75rem 0 0.25rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
div.pinned-rule .rule-name { font-weight: 600; }
table.history td { overflow-wrap: break-word; }
/* The activity log's eight columns share a card's width: a word longer than its column breaks.
   Where the words are longer still (a language's, an address's), the table scrolls sideways inside
   the card rather than running past it. */
table.activity td { overflow-wrap: break-word; font-size: 0.88rem; }
div.table-scroll { overflow-x: auto; }
/* The administrator's log page is for reading eight columns side by side: it takes a wider page. */
body:has(form[action="/admin/activity"]) :is(header, main, footer) { max-width: 72rem; }
.row.actions { align-items: center; }
/* A logo previewed on the settings page against the background it is for, whatever the page's scheme. */
img.logo-preview { display: block; height: 3rem; width: auto; max-width: 100%; padding: 0.5rem; margin: 0.25rem 0;
  border: 1px solid var(--border); border-radius: 0.375rem; }
img.logo-preview.on-light { background: #ffffff; }
img.logo-preview.on-dark { background: #111418; }
fieldset.logo-field { margin-top: 1.25rem; }
/* push form and result page */
/* The button rule's display would otherwise show controls that wait for script to reveal them. */
[hidden] { display: none !important; }
nav.kinds { display: flex; gap: 0.25rem; flex-wrap: wrap; border-bottom: 1px solid var(--border); margin: 0 0 0.5rem; }
nav.kinds a { padding: 0.5rem 0.85rem; border: 1px solid transparent; border-bottom: none; border-radius: 0.4rem 0.4rem 0 0;
  color: var(--accent); text-decoration: none; font-weight: 600; margin-bottom: -1px; }
nav.kinds a[aria-current=page] { border-color: var(--border); background: var(--card); color: var(--text); }
textarea.short { min-height: 4rem; font-family: inherit; }
input[type=url] { width: 100%; font: inherit; color: var(--text); background: var(--card);
  border: 1px solid var(--muted); border-radius: 0.4rem; padding: 0.5rem; }
.with-button { display: flex; gap: 0.5rem; align-items: stretch; }
.with-button input { flex: 1 1 auto; min-width: 0; }
/* At its label's width: shrunk, a Japanese "生成" broke into two lines of one character each. */
.with-button button { margin: 0; flex: none; white-space: nowrap; }
details.more-options { margin: 1rem 0 0; border-top: 1px solid var(--border); padding-top: 0.25rem; }
details.more-options > summary { cursor: pointer; font-weight: 600; color: var(--accent); padding: 0.5rem 0; }
.drop { border: 2px dashed var(--muted); border-radius: 0.5rem; padding: 0.75rem; }
.drop.over { border-color: var(--accent); background: var(--code); }
.upload progress { width: 100%; height: 1rem; accent-color: var(--accent); }
.result { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.result-link { flex: 1 1 14rem; min-width: 0; }
.result-link pre.secret { margin-top: 0; }
figure.link-qr { margin: 0; }
figure.link-qr figcaption { max-width: calc(min(18rem, 70vw) + 1.5rem); margin-top: 0.35rem; text-wrap: balance; }
ul.result-facts { padding-inline-start: 1.25rem; }
p.result-actions { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: center; }
p.result-actions .button { margin: 0; }
/* narrow screens in every browser */
/* Firefox's wider default font put the fourth kind tab alone on a second row at 390 px. */
@media (max-width: 26rem) { nav.kinds a { padding: 0.5rem 0.55rem; } }
/* Languages: the footer's picker; right-to-left pages mirror through logical properties above, while
   secrets, addresses and code keep the direction of their own text. */
footer .language-picker { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.5rem 0 0; }
footer .language-picker label { display: inline; margin: 0; font-weight: 400; }
footer .language-picker select { width: auto; max-width: 100%; }
footer .language-picker button { margin: 0; }
pre.secret, textarea, code, .token { unicode-bidi: plaintext; }
input[type=url], input[type=email], input[type=password] { direction: ltr; }
html:lang(ur) body { font-family: "Noto Nastaliq Urdu", "Noto Naskh Arabic", "Noto Sans Arabic", system-ui, sans-serif;
  line-height: 2.1; }
`;
