// A Web Test Runner reporter that writes every test's outcome as JSON to $WEFT_RESULTS (used by
// `npm run test:repeat`); without that variable it does nothing.
import { writeFileSync } from 'node:fs';

function walk(suite, file, trail, out) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) continue;
    out.push({
      id: `${file} › ${[...trail, test.name].join(' › ')}`,
      passed: test.passed,
      error: test.passed ? undefined : (test.error?.message ?? 'failed'),
    });
  }
  for (const child of suite?.suites ?? []) walk(child, file, [...trail, child.name], out);
}

export function resultsReporter() {
  const target = process.env.WEFT_RESULTS;
  return {
    stop({ sessions }) {
      if (!target) return;
      const out = [];
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        walk(session.testResults, file, [], out);
        // A file that failed to load, timed out or threw outside a test counts as one failure.
        if (!session.passed && session.errors?.length)
          out.push({ id: `${file} › (file)`, passed: false, error: session.errors[0].message });
      }
      writeFileSync(target, JSON.stringify(out));
    },
  };
}
