import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of a run, each spec file's time and the ten slowest tests, so a slow test is seen the day it
 * arrives (the list reporter prints each test's time as it goes; this adds them up).
 */
export default class TimingReporter implements Reporter {
  private readonly tests: Array<{ file: string; title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    this.tests.push({ file, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
  }

  onEnd(result: FullResult): void {
    const byFile = new Map<string, number>();
    for (const t of this.tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = [
      '',
      `Time per spec file (sum of its tests; the whole run took ${s(result.duration).trim()}):`,
      ...[...byFile].sort((a, b) => b[1] - a[1]).map(([file, ms]) => `${s(ms)}  ${file}`),
      '',
      'The ten slowest tests:',
      ...[...this.tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((t) => `${s(t.ms)}  ${t.file} › ${t.title}`),
      '',
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
