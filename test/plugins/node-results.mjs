// A node:test reporter for `npm run test:repeat`: one JSON line per test outcome.
export default async function* nodeResults(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, file, details, nesting } = event.data;
    // Suites report too; only leaves (tests without subtests that failed on their own) count.
    if (details?.type === 'suite') continue;
    const error =
      event.type === 'test:fail' ? String(details?.error?.cause?.message ?? details?.error?.message ?? 'failed') : undefined;
    yield `${JSON.stringify({ id: `${(file ?? '').replace(`${process.cwd()}/`, '')} › ${name}`, nesting, passed: event.type === 'test:pass', error })}\n`;
  }
}
