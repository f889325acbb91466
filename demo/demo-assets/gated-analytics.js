// A host page's analytics script, gated on consent: <script type="text/plain" data-category="analytics">.
// It only marks the page, so a visitor can see that it ran.
document.documentElement.dataset.analyticsScript = 'ran';
console.info('Demo analytics script ran (analytics consent given).');
