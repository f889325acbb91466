import { expect } from '@open-wc/testing';
import {
  circularOffset,
  isIos,
  swipeStep,
  SLIDE_TRANSITION_IOS_MS,
  SLIDE_TRANSITION_MS,
  transitionMs,
  wrapIndex,
} from './carousel.js';

describe('carousel rules', () => {
  it('wraps an index both ways', () => {
    expect(wrapIndex(3, 3)).to.equal(0);
    expect(wrapIndex(-1, 3)).to.equal(2);
    expect(wrapIndex(7, 3)).to.equal(1);
    expect(wrapIndex(2, 0)).to.equal(0);
    expect(wrapIndex(Number.NaN, 4)).to.equal(0);
  });

  it('places each slide round the current one, the opposite one on the side last moved towards', () => {
    expect([0, 1, 2, 3, 4].map((i) => circularOffset(i, 0, 5))).to.deep.equal([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => circularOffset(i, 4, 5))).to.deep.equal([1, 2, -2, -1, 0]);
    expect(circularOffset(1, 0, 2, 1)).to.equal(1);
    expect(circularOffset(1, 0, 2, -1)).to.equal(-1);
  });

  it('reads a touch move: left is next, right previous, mirrored right to left; short or vertical moves are none', () => {
    expect(swipeStep(-80, 5, false)).to.equal(1);
    expect(swipeStep(80, 5, false)).to.equal(-1);
    expect(swipeStep(-80, 5, true)).to.equal(-1);
    expect(swipeStep(80, 5, true)).to.equal(1);
    expect(swipeStep(-20, 0, false)).to.equal(0);
    expect(swipeStep(-60, 90, false)).to.equal(0);
  });

  it('takes 1000 ms on iOS, 500 ms elsewhere and nothing under reduced motion', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone', 5)).to.equal(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).to.equal(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).to.equal(false);
    expect(isIos('Mozilla/5.0 (X11; Linux x86_64)', 'Linux x86_64', 0)).to.equal(false);
    expect(transitionMs(false, true)).to.equal(SLIDE_TRANSITION_IOS_MS);
    expect(transitionMs(false, false)).to.equal(SLIDE_TRANSITION_MS);
    expect(transitionMs(true, true)).to.equal(0);
  });
});
