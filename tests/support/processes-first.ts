/**
 * Vitest's order of files, except on a run that has no timings of its own yet (a clean clone, as CI is): there,
 * Vitest runs larger files first, and the files that start processes, small and the slowest of all (the backup and
 * admin commands' smoke tests, 40–100 s each), started last and ended the run alone. They go first within their
 * project. With timings cached, Vitest's own order (longest first) is kept.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const startsProcesses = (file: string) => /node:child_process/.test(readFileSync(file, 'utf8'));

export default class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    if (sorted.every(timed)) return sorted;
    const first = new Set(sorted.filter((spec) => startsProcesses(spec.moduleId)));
    // Stable within each group, and projects stay in Vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => spec.project.name === name);
      return [...own.filter((spec) => first.has(spec)), ...own.filter((spec) => !first.has(spec))];
    });
  }
}
