/** A Vitest reporter that prints, after the run, the ten files that took longest (import, setup and tests). */
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const timed = modules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return {
        file: module.relativeModuleId,
        project: module.project.name,
        total: collectDuration + setupDuration + duration,
      };
    });
    timed.sort((a, b) => b.total - a.total);
    console.log('\nThe ten slowest test files (import + setup + tests):');
    for (const { file, project, total } of timed.slice(0, 10))
      console.log(`  ${seconds(total).padStart(8)}  ${project.padEnd(8)} ${file}`);
  }
}
