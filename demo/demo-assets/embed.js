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
