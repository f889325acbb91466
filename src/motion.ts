/**
 * Element motion (runtime.md §3, elements-lead-capture.md §1): animation in and out on every
 * element, started by time, scroll, click or hover, and parallax. prefers-reduced-motion turns
 * the motion off: elements simply appear and disappear when their animations would have run.
 */
import { flag } from './config.js';
import { ANIMATION_SPEEDS_MS } from './constants.js';
import { prefersReducedMotion } from './util/reduced-motion.js';

export interface AnimationPart {
  /** time, scroll, click or hover; empty for none. */
  action?: string;
  effect?: string;
  /** slow, slower, fast, faster; anything else is 1000 ms. */
  speed?: string;
  /** Repeats the in animation: yes/no as builder data spells it (read by flag()). */
  infinite?: unknown;
  /** Seconds to wait (time action). */
  time?: number;
  /** Percent of the page scrolled (scroll action); 0 means when the element comes into view. */
  scroll?: number;
  /** Out only: seconds after the in animation before the out one starts. */
  delay?: number;
}

export interface AnimationConfig {
  in?: AnimationPart | null;
  out?: AnimationPart | null;
}

/** The effects the shared stylesheet defines keyframes for. */
export const IN_EFFECTS = [
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'bounceIn',
  'slideInUp',
  'slideInDown',
  'slideInLeft',
  'slideInRight',
  'flipInX',
  'pulse',
  'shake',
  'bounce',
  'tada',
  'swing',
  'heartBeat',
] as const;
export const OUT_EFFECTS = [
  'fadeOut',
  'fadeOutUp',
  'fadeOutDown',
  'fadeOutLeft',
  'fadeOutRight',
  'zoomOut',
  'bounceOut',
  'slideOutUp',
  'slideOutDown',
  'slideOutLeft',
  'slideOutRight',
  'flipOutX',
] as const;
export const DEFAULT_SPEED_MS = 1000;

export function speedMs(speed: string | undefined): number {
  return (ANIMATION_SPEEDS_MS as Record<string, number>)[speed ?? ''] ?? DEFAULT_SPEED_MS;
}

function effectName(effect: string | undefined, list: readonly string[], fallback: string): string {
  return effect && list.includes(effect) ? effect : fallback;
}

function play(host: HTMLElement, name: string, part: AnimationPart, direction: 'in' | 'out'): Promise<void> {
  host.dataset['anim'] = direction;
  if (prefersReducedMotion()) return Promise.resolve();
  host.style.setProperty('--weft-anim-name', `weft-${name}`);
  host.style.setProperty('--weft-anim-duration', `${speedMs(part.speed)}ms`);
  host.style.setProperty('--weft-anim-count', flag(part.infinite) && direction === 'in' ? 'infinite' : '1');
  // Restart the animation when the same one plays again.
  host.classList.remove('weft-animating');
  void host.offsetWidth;
  host.classList.add('weft-animating');
  return new Promise((resolve) => {
    const done = () => {
      host.removeEventListener('animationend', done);
      resolve();
    };
    host.addEventListener('animationend', done);
    setTimeout(done, speedMs(part.speed) + 50);
  });
}

/**
 * Runs `run` once, when the page is scrolled to `part.scroll` percent of what it can scroll; at 0,
 * when the element comes into view (`into`), or leaves it after it was in view (an out animation).
 */
function onScroll(host: HTMLElement, part: AnimationPart, into: boolean, run: () => void, cleanups: Array<() => void>): void {
  const percent = Number(part.scroll) || 0;
  if (percent > 0) {
    const check = () => {
      const max = document.documentElement.scrollHeight - innerHeight;
      if (max <= 0 || (scrollY / max) * 100 >= percent) {
        removeEventListener('scroll', check);
        run();
      }
    };
    addEventListener('scroll', check, { passive: true });
    cleanups.push(() => removeEventListener('scroll', check));
    check();
    return;
  }
  let seen = false;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (into ? entry.isIntersecting : seen && !entry.isIntersecting) {
        observer.disconnect();
        return run();
      }
      seen = entry.isIntersecting;
    }
  });
  observer.observe(host);
  cleanups.push(() => observer.disconnect());
}

/** Wires one element's animation; returns the cleanup. */
export function applyMotion(host: HTMLElement, animation: AnimationConfig | null | undefined): () => void {
  const cleanups: Array<() => void> = [];
  const inPart = animation?.in?.action ? animation.in : null;
  const outPart = animation?.out?.action ? animation.out : null;
  if (!inPart && !outPart) {
    delete host.dataset['anim'];
    return () => {};
  }
  const inName = effectName(inPart?.effect, IN_EFFECTS, 'fadeIn');
  const outName = effectName(outPart?.effect, OUT_EFFECTS, 'fadeOut');

  const scheduleOut = () => {
    if (!outPart) return;
    const runOut = () => void play(host, outName, outPart, 'out').then(() => (host.dataset['anim'] = 'gone'));
    if (outPart.action === 'time') {
      const id = setTimeout(runOut, ((Number(outPart.delay) || 0) + (Number(outPart.time) || 0)) * 1000);
      cleanups.push(() => clearTimeout(id));
    } else if (outPart.action === 'click') {
      host.addEventListener('click', runOut, { once: true });
      cleanups.push(() => host.removeEventListener('click', runOut));
    } else if (outPart.action === 'scroll') {
      onScroll(host, outPart, false, runOut, cleanups);
    } else if (outPart.action === 'hover') {
      host.addEventListener('mouseleave', runOut, { once: true });
      cleanups.push(() => host.removeEventListener('mouseleave', runOut));
    }
  };
  const runIn = () => void play(host, inName, inPart!, 'in').then(scheduleOut);

  if (!inPart) {
    scheduleOut();
  } else {
    host.dataset['anim'] = 'pending';
    switch (inPart.action) {
      case 'time': {
        const id = setTimeout(runIn, (Number(inPart.time) || 0) * 1000);
        cleanups.push(() => clearTimeout(id));
        break;
      }
      case 'scroll':
        onScroll(host, inPart, true, runIn, cleanups);
        break;
      // Click and hover animate an element that is already visible.
      case 'click':
      case 'hover': {
        host.dataset['anim'] = 'idle';
        const event = inPart.action === 'click' ? 'click' : 'mouseenter';
        host.addEventListener(event, runIn);
        cleanups.push(() => host.removeEventListener(event, runIn));
        break;
      }
      default:
        delete host.dataset['anim'];
    }
  }
  return () => cleanups.forEach((c) => c());
}

/** Element parallax: the element drifts at parallaxSpeed/10 against the page. */
export function applyParallax(
  host: HTMLElement,
  config: { parallaxActive?: unknown; parallaxEffect?: string; parallaxSpeed?: number },
): () => void {
  if (!flag(config.parallaxActive) || prefersReducedMotion()) {
    host.style.removeProperty('translate');
    return () => {};
  }
  const factor = (Number(config.parallaxSpeed) || 20) / 10;
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const offset = Math.round((host.getBoundingClientRect().top - innerHeight / 2) * (factor - 1) * 0.1);
      host.style.setProperty('translate', config.parallaxEffect === 'horizontal' ? `${offset}px 0` : `0 ${offset}px`);
    });
  };
  addEventListener('scroll', update, { passive: true });
  update();
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', update);
  };
}
