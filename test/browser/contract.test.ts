/**
 * The contract every element keeps, run against every element in src/registry.ts (like Shoelace's
 * shared tests): an element added later is covered without writing anything but its sample.json.
 * For each element: its defaults, its rich sample, and configs fuzzed from its fields (every field
 * replaced by a number, a numeric string, a CSS length, "", null, a list, an object, a very long
 * string, markup and a javascript: address), each rendered in Chromium. None may throw, fail to
 * render, run a script, draw a javascript: address or log more than one config error; the sample
 * passes axe; a size in the config is the box's size.
 */
import { expect } from '@open-wc/testing';
import { undeclared, type Schema } from '../../src/config.js';
import { elements } from '../../src/registry.js';
import { captureErrors, deepElements, expectAccessible, turn, until, withField } from './helpers.js';

interface Contract {
  tag: string;
  defaults: Record<string, unknown>;
  schema: Schema;
}

const PWNED = '__weftContractPwned';
const LONG = 'Lorem ipsum dolor sit amet '.repeat(400);
/** Every field gets each of these, in some config. */
const FUZZ: readonly unknown[] = [
  7,
  '7',
  '20vh',
  '',
  null,
  [1, 'two', { three: 3 }],
  { nested: { value: 1 }, type: 'web' },
  LONG,
  `<img src=x onerror="window.${PWNED}=1"><script>window.${PWNED}=1</script>`,
  `javascript:window.${PWNED}=1`,
  ` JaVaScRiPt:window.${PWNED}=1`,
  -1,
];
const MIN_CONFIGS = 50;

/** Every field path of the defaults, nested objects included, with the value at it. */
function leaves(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return v && typeof v === 'object' && !Array.isArray(v) ? [path, ...leaves(v as Record<string, unknown>, path)] : [path];
  });
}

/** The configs tried for one element: defaults, sample, every (field, value) pair, each field alone. */
function configsFor(contract: Contract, sample: Record<string, unknown>): Array<{ name: string; config: unknown }> {
  const fields = leaves(contract.defaults);
  const configs: Array<{ name: string; config: unknown }> = [
    { name: 'defaults', config: {} },
    { name: 'sample', config: sample },
  ];
  // Config k puts FUZZ[(i + k) % n] in field i: together they give every field every value.
  for (let k = 0; k < FUZZ.length; k++) {
    let config: Record<string, unknown> = {};
    fields.forEach((path, i) => (config = withField(config, path, FUZZ[(i + k) % FUZZ.length])));
    configs.push({ name: `every field shifted by ${k}`, config });
  }
  FUZZ.forEach((value, k) => {
    let config: Record<string, unknown> = {};
    for (const path of fields) config = withField(config, path, value);
    configs.push({ name: `every field = fuzz #${k}`, config });
  });
  // Each field alone in the sample, so one bad field cannot hide behind the others.
  fields.forEach((path, i) =>
    configs.push({
      name: `sample with ${path} = fuzz #${i % FUZZ.length}`,
      config: withField(sample, path, FUZZ[i % FUZZ.length]),
    }),
  );
  return configs;
}

/** Addresses in the element's DOM (shadow root and light DOM) that would run script. */
function scriptAddresses(host: Element): string[] {
  const found: string[] = [];
  const nodes = [host, ...deepElements(host), ...(host.shadowRoot ? deepElements(host.shadowRoot) : [])];
  for (const el of nodes) {
    for (const attr of el.attributes) {
      if (!/^(href|src|action|formaction|xlink:href|data|poster|srcdoc)$/i.test(attr.name)) continue;
      // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
      if (/^(javascript|vbscript):/i.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 40)}">`);
    }
  }
  return found;
}

const rendered = (el: Element) =>
  (el as unknown as Record<symbol, { promise: Promise<void> }>)[Symbol.for('weft.rendered')]!.promise;

describe('the element contract, for every registered element', () => {
  let uncaught: string[];
  const onError = (event: ErrorEvent) => uncaught.push(`${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandled: ${String(event.reason)}`);
  let total = 0;
  let stage: HTMLDivElement;
  before(() => {
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    stage = document.createElement('div');
    stage.style.width = '1000px';
    document.body.append(stage);
  });
  beforeEach(() => {
    uncaught = [];
    delete (window as unknown as Record<string, unknown>)[PWNED];
  });
  after(() => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    stage.remove();
    console.log(`contract suite: ${total} configs tried over ${Object.keys(elements).length} elements`);
  });

  for (const type of Object.keys(elements) as Array<keyof typeof elements>) {
    it(`weft-${type} keeps the contract with its defaults, its sample and fuzzed configs`, async function () {
      this.timeout(120_000);
      const module = (await elements[type]()) as unknown as { default: { weftConfig?: Contract } };
      const contract = module.default.weftConfig;
      expect(contract, `weft-${type} is defined through defineElement`).to.not.equal(undefined);
      expect(undeclared(contract!.defaults, contract!.schema), `fields of weft-${type} without a declared kind`).to.deep.equal(
        [],
      );
      const sample = (await import(`../../elements/${type}/sample.json`)) as { default: Record<string, unknown> };
      const configs = configsFor(contract!, sample.default);
      expect(configs.length).to.be.at.least(MIN_CONFIGS);

      for (const { name, config } of configs) {
        const errors = captureErrors();
        const el = document.createElement(contract!.tag);
        try {
          el.setAttribute('config', JSON.stringify(config));
          stage.append(el);
          await rendered(el);
          await turn();
          const where = `weft-${type}, ${name}`;
          expect(uncaught, `${where}: uncaught errors`).to.deep.equal([]);
          expect(
            errors.messages.filter((m) => m.includes('could not render')),
            `${where}: failed to render`,
          ).to.deep.equal([]);
          expect(
            errors.messages.filter((m) => m.includes('has a bad config')).length,
            `${where}: one config error at most`,
          ).to.be.at.most(1);
          expect((window as unknown as Record<string, unknown>)[PWNED], `${where}: a script ran`).to.equal(undefined);
          expect(scriptAddresses(el), `${where}: javascript: addresses`).to.deep.equal([]);
        } finally {
          errors.restore();
          el.remove();
        }
        total++;
      }
    });

    it(`weft-${type} is accessible with its sample config, and takes the size its config sets`, async function () {
      this.timeout(60_000);
      const module = (await elements[type]()) as unknown as { default: { weftConfig: Contract } };
      const { tag } = module.default.weftConfig;
      const sample = ((await import(`../../elements/${type}/sample.json`)) as { default: Record<string, unknown> }).default;
      const el = document.createElement(tag);
      el.setAttribute('config', JSON.stringify(sample));
      stage.append(el);
      try {
        await rendered(el);
        await until(() => el.shadowRoot?.querySelector('*:not(style)'), `<${tag}> drawn`);
        await expectAccessible(el);
      } finally {
        el.remove();
      }
      for (const [height, expected] of [
        [320, 320],
        ['320px', 320],
        ['40vh', Math.round(innerHeight * 0.4)],
      ] as const) {
        const sized = document.createElement(tag);
        sized.setAttribute('config', JSON.stringify({ ...sample, width: '300px', height, showDesktop: true }));
        stage.append(sized);
        try {
          await rendered(sized);
          const box = sized.getBoundingClientRect();
          expect(Math.round(box.height), `<${tag}> height ${JSON.stringify(height)}`).to.equal(expected);
          expect(Math.round(box.width), `<${tag}> width "300px"`).to.equal(300);
        } finally {
          sized.remove();
        }
      }
    });
  }
});
