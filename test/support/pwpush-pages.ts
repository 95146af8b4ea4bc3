/**
 * The recipient pages of Password Pusher 2.11.4, as its templates render them (app/views/pushes/
 * show.html.erb with _show_payload and shared/_copy_button, preliminary.html.erb, passphrase.html.erb,
 * in the bare and naked layouts): its markup, classes and texts, for an instance that stores a
 * sealed push's envelope as any other payload. Its stylesheet and Stimulus bundle are not served;
 * one inline script stands in for what its copy controller does, and records the address the page's
 * own scripts saw.
 */

/** ERB's `<%= %>`: Rails escapes these five. */
export const erb = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface PwpushFile {
  name: string;
  bytes: Uint8Array;
  /** rails_blob_url's signed id. */
  signedId: string;
}

export interface PwpushShow {
  payload: string;
  files: PwpushFile[];
  daysRemaining: number;
  viewsRemaining: number;
  origin: string;
}

/** copy_controller.js's copyToClipboard: the payload div's textContent, then "Copied!" for a second. */
const PAGE_SCRIPT = `
document.documentElement.dataset.hashSeenByPage = location.hash;
document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-action="click->copy#copyToClipboard"]');
  if (!button) return;
  const scope = button.closest('[data-controller~="copy"]');
  const target = scope && scope.querySelector('[data-copy-target="payloadDiv"]');
  if (target) navigator.clipboard.writeText(target.textContent);
  document.documentElement.dataset.pageCopied = target ? target.textContent : '';
});`;

/** Stand-in for Bootstrap's look, so screenshots show a page rather than bare text. */
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#212529;background:#fff}
.container,.container-fluid{padding:0 1rem}.text-center{text-align:center}.text-muted{color:#6c757d}
.payload{background:#fff;border-top:5px solid #dee2e6;border-bottom:5px solid #dee2e6;padding:0 3rem}
.fs-2{font-size:1.75rem}pre{white-space:pre-wrap;word-break:break-word}
.btn{padding:.4rem .8rem;border-radius:.3rem;border:1px solid #0d6efd;background:#0d6efd;color:#fff}
.btn-danger{background:#dc3545;border-color:#dc3545}.list-group-item{display:block;padding:.5rem 1rem;border:1px solid #dee2e6}
a{color:#0d6efd}@media (prefers-color-scheme: dark){body{background:#212529;color:#dee2e6}a{color:#6ea8fe}.list-group-item{border-color:#495057}
.payload,.bg-white{background:#2b3035!important;color:#dee2e6}}`;

function layout(title: string, body: string, nonce: string, bare: boolean): string {
  return `<!DOCTYPE html>
<html lang="en"${bare ? ' data-controller="theme"' : ''}>
<head>
  <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
  <title>${erb(title)}</title>
  <meta content="Password Pusher is an application to securely send passwords over the web. Links to passwords expire after a certain number of views and/or time has passed." name='description'>
  <meta content='width=device-width, initial-scale=1' name='viewport'>
  <meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="replay-csrf-token" />
  <style>${STYLE}</style>
  <script nonce="${nonce}">${PAGE_SCRIPT}</script>
  <meta name="turbo-drive-enabled" content="true">
</head>

<body class="d-flex flex-column min-vh-100">

<div class="${bare ? 'container-fluid m-0 p-0' : 'container'}">
  ${body}
</div>

</body>
</html>
`;
}

const COPY_BUTTON = `<button class='btn btn-primary' data-action="click->copy#copyToClipboard">
    <em class="bi bi-clipboard-check"></em> Copy to Clipboard
</button>`;

function payloadDiv(payload: string, extra: string): string {
  const long = /\n/.test(payload.replace(/\n$/, '')) || payload.length > 100;
  return long
    ? `<div class='payload spoiler notranslate px-5 border-top border-bottom border-5 w-100 bg-white d-flex justify-content-center${extra}' id='push_payload' translate='no' data-copy-target="payloadDiv" data-spoiler-auto-reblur-seconds="20"><pre class='text-break my-5'>${erb(payload)}</pre></div>`
    : `<div class='payload spoiler notranslate px-5 border-top border-bottom border-5 w-100 bg-white fs-2${extra}' id='push_payload' translate='no' data-copy-target="payloadDiv" data-spoiler-auto-reblur-seconds="20"><pre class='w-100 text-break text-wrap my-5 text-center'>${erb(payload)}</pre></div>`;
}

function expiry(show: PwpushShow): string {
  const days = `${show.daysRemaining} ${show.daysRemaining === 1 ? 'day' : 'days'}`;
  const views = `${show.viewsRemaining} ${show.viewsRemaining === 1 ? 'more view' : 'more views'}`;
  return `<p class="text-muted mt-5">
          This secret link and all content will be deleted in
          <strong>
            ${days}
          </strong>
              or
              <strong>${views}</strong>
              (whichever occurs first).
        </p>`;
}

const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} Bytes` : `${(bytes / 1024).toFixed(1)} KB`);

function fileLinks(show: PwpushShow): string {
  const links = show.files.map(
    (f) => `<div class="list-group">
                  <a target="_blank" class="list-group-item list-group-item-action" href="${show.origin}/rails/active_storage/blobs/redirect/${f.signedId}/${encodeURIComponent(f.name)}">
                    ${erb(f.name)}
                    (${fileSize(f.bytes.length)})
                    &nbsp;
                    <em class="bi bi-box-arrow-up-right"></em>
</a>              </div>`,
  );
  return `<p><strong>Attached Files</strong></p>\n            ${links.join('\n            ')}`;
}

/** GET /p/:token once the view is counted: a text push, or a file push with its message. */
export function showPage(show: PwpushShow, nonce: string): string {
  const body =
    show.files.length === 0
      ? `<div class="container-fluid h-100 mx-0 py-0 px-0" data-controller="copy passwords" data-copy-lang-copied-value="Copied!">
    <div class="d-flex flex-column min-vh-100 justify-content-center align-items-center">
        <div class='text-center m-3'>
    <p class=""><strong>Please obtain and securely store this content in a secure manner, such as in a password manager.</strong></p>
        <p class="text-muted">Your password is blurred out.  Click below to reveal it.</p>
    ${COPY_BUTTON}
</div>

${payloadDiv(show.payload, '')}
      <div class='text-center m-3'>
        ${expiry(show)}
      </div>
    </div>
      <div class="fixed-bottom w-100 d-grid gap-2">
        ${COPY_BUTTON}
      </div>
  </div>`
      : `<div class="container-fluid h-100 mx-0 py-0 px-0">
    <div class="d-flex flex-column min-vh-100 justify-content-center align-items-center" data-controller="copy passwords" data-copy-lang-copied-value="Copied!">
          <div class='text-center m-3'>
            <p class=""><strong>The following message has been sent to you along with the files below.</strong></p>
              <p class="text-muted">The message is blurred out.  Click below to reveal it.</p>
          </div>

            ${payloadDiv(show.payload, ' mb-3')}
          ${COPY_BUTTON}
      <div class='text-center m-3'>
            ${fileLinks(show)}
        ${expiry(show)}
      </div>
    </div>
  </div>`;
  return layout('Your Secret Link', body, nonce, true);
}

/** GET /p/:token/r: the retrieval step, a link to the secret without the fragment the link came with. */
export function preliminaryPage(secretUrl: string, nonce: string): string {
  const body = `<div class="container h-100">
  <div class="d-flex flex-column min-vh-100 justify-content-center align-items-center">
    <p>
      <a data-turbo-prefetch="false" data-turbolinks="false" data-turbo="false" rel="no-prefetch" href="${erb(secretUrl)}">Click Here to Proceed</a>
    </p>
  </div>
</div>`;
  return layout('Password Pusher', body, nonce, false);
}

/** GET /p/:token/passphrase: its form posts to /p/:token/access, which redirects to the secret. */
export function passphrasePage(token: string, nonce: string): string {
  const body = `<div class="container-fluid h-100">
  <div class="row d-flex justify-content-center align-items-center h-100 min-vh-100">
        <div class="col col-md-8">
            <div class="card">
                <form data-turbo="false" action="/p/${token}/access" accept-charset="UTF-8" method="post"><input type="hidden" name="authenticity_token" value="replay-csrf-token" autocomplete="off" />
                <div class="input-group">
                    <input class="form-control" autofocus="autofocus" placeholder="Enter the secret passphrase provided with this URL" aria-label="Enter the secret passphrase" aria-describedby="button-addon2" autocomplete="off" type="text" name="passphrase" id="passphrase" />
                    <button class="btn btn-primary" type="submit" id="button-addon2">Go</button>
                </div>
</form>            </div>
        </div>
  </div>
</div>`;
  return layout('Enter The Secret Passphrase | Password Pusher', body, nonce, false);
}
