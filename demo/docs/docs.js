// The docs page's config editor: each valid edit of the JSON redraws the example; invalid JSON is
// reported beside it and the element keeps its last good config. Served as a file (the demo's
// Content-Security-Policy allows no inline script) and writes text only (Trusted Types).
const editor = document.getElementById('config');
const status = document.getElementById('config-status');
const example = document.getElementById('example');

if (editor && status && example) {
  editor.addEventListener('input', () => {
    let config;
    try {
      config = JSON.parse(editor.value);
      if (config === null || typeof config !== 'object' || Array.isArray(config)) {
        throw new SyntaxError('the config must be a JSON object ({ … })');
      }
    } catch (error) {
      editor.setAttribute('aria-invalid', 'true');
      status.className = 'status error';
      status.textContent = `Not applied: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    editor.removeAttribute('aria-invalid');
    status.className = 'status';
    status.textContent = 'Applied.';
    example.setAttribute('config', JSON.stringify(config));
  });
}
