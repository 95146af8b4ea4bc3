/**
 * While deliveries are on their way, fetches the list again (after a second, then less and less
 * often) and puts it in place, until none is on its way. Without script the list has a button that
 * loads the page again.
 */
export const DELIVERIES_REFRESH_SCRIPT = `(() => {
const box = document.getElementById('deliveries');
if (!box || !window.fetch || !window.DOMParser) return;
const reveal = () => {
  for (const note of box.querySelectorAll('[data-updating]')) note.hidden = false;
};
let wait = 1000;
// A page opened with ?locale= asks for the list in its language too.
const locale = new URLSearchParams(location.search).get('locale');
const refresh = async () => {
  const path = box.dataset.refresh;
  if (!path) return;
  try {
    const url = locale ? path + '?locale=' + encodeURIComponent(locale) : path;
    // Signed out meanwhile: the answer is a redirect to sign in, and the list stays as it is.
    const answer = await fetch(url, { redirect: 'manual', credentials: 'same-origin' });
    if (!answer.ok) return;
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById('deliveries');
    if (!next) return;
    box.innerHTML = next.innerHTML;
    if (next.dataset.refresh) box.dataset.refresh = next.dataset.refresh;
    else delete box.dataset.refresh;
    reveal();
  } catch {
    // Offline for a moment: the next round asks again.
  }
  wait = Math.min(wait * 2, 5000);
  setTimeout(refresh, wait);
};
reveal();
setTimeout(refresh, wait);
})();`;
