import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cssModule } from '../../scripts/plugins.mjs';

const minified = (css) =>
  JSON.parse(
    cssModule(css, { minify: true })
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  );

test('minified stylesheets keep a descendant combinator before a pseudo-class', () => {
  // `div.content :is(img)` styles images inside the content; `div.content:is(img)` matches nothing.
  assert.equal(minified('div.content :is(img, video) { max-width: 100%; }'), 'div.content :is(img,video){max-width:100%}');
  assert.equal(minified('.x > :first-child { margin: 0 }'), '.x>:first-child{margin:0}');
});

test('minified stylesheets keep text in strings as written', () => {
  assert.match(minified('.a::after { content: " : { } " }'), /content:" : \{ \} "/);
});
