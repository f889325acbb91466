// A host page's marketing script, gated on consent: <script type="text/plain" data-category="marketing">.
document.documentElement.dataset.marketingScript = 'ran';
console.info('Demo marketing script ran (marketing consent given).');
