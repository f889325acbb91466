// The host page's own script: it fires the window events of CONTRACT §5 that Weft answers with modals.
document.getElementById('fire-error')?.addEventListener('click', () => {
  window.dispatchEvent(
    new CustomEvent('errorMessagePopup', {
      detail: { messages: ['The email field is required.', 'The name field is required.'] },
    }),
  );
});
document.getElementById('fire-success')?.addEventListener('click', () => {
  window.dispatchEvent(new CustomEvent('successMessagePopup', { detail: {} }));
});

// ?bad-config draws a timer with a bad config: its defaults, and the one console error that says why
// (kept off the page otherwise, so the page's own console stays clean).
if (new URLSearchParams(location.search).has('bad-config')) {
  const timer = document.createElement('weft-timer');
  timer.id = 'bad-config';
  timer.setAttribute('config', JSON.stringify({ type: 'start_user_every_access', theme: 'neon', hours: 'soon' }));
  document.getElementById('bad-config-figure')?.append(timer);
}
