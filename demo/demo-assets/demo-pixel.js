// What /cheetah/pixel/* answers in the demo: a stand-in pixel that sets a tracking cookie, as real ones do.
document.cookie = `_fbp=fb.1.${Date.now()}.demo; path=/; SameSite=Lax`;
window.fbq = (...args) => console.info('Demo pixel:', ...args);
console.info('Demo pixel loaded (marketing consent given).');
