/**
 * The browser files' order: Vitest's own (longest first, once it knows), but the storm last. The
 * type-check, lint and unit tests run beside the first minutes of the browser tests (scripts/test.js);
 * the storm, which keeps both cores busy with input, would lose most to them, while the other files
 * spend much of their time waiting on animations that take the time they take.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = 'abuse.test.ts';

export class StormLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (s: TestSpecification) => s.moduleId.endsWith(LAST);
    return [...sorted.filter((s) => !last(s)), ...sorted.filter(last)];
  }
}
