/**
 * One drawing thread of the pool (./pool.ts): a window of its own, many pages drawn side by side in
 * it (each on its own: ./render.ts). It takes no page before it has drawn every element type once,
 * so a thread just started draws its first visitor's page as fast as its hundredth.
 */
import { parentPort } from 'node:worker_threads';
import { WARM_MESSAGE, type DrawTask } from './protocol.js';
import { renderPage, warm } from './render.js';

export default (async () => {
  await warm();
  parentPort?.postMessage(WARM_MESSAGE);
  return ({ site, pathname, options }: DrawTask) => renderPage(site, pathname, options);
})();
