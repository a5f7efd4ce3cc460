import { type ConfigEnv, type TestProjectInlineConfiguration, type ViteUserConfig, configDefaults, defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/**
 * The project's own configuration with its unit project alone, for Stryker (stryker.config.js),
 * whose Vitest runner cannot pass `--project unit`. The score server's tests are left out: they
 * test the server (outside the mutated folders) through a database and the network, and under
 * the load of a mutation run their timing fails them. `MUTATE_TESTS` (test files, comma-separated)
 * narrows the run to those files: a quick lower bound for a file whose mutants the whole suite
 * reaches through slow tests (docs/mutation.md).
 */
export default defineConfig((env: ConfigEnv): ViteUserConfig => {
  const config = base(env);
  const projects = config.test?.projects ?? [];
  const only = process.env.MUTATE_TESTS?.split(',');
  const unit = projects
    .filter((project): project is TestProjectInlineConfiguration => typeof project === 'object' && 'test' in project && project.test?.name === 'unit')
    .map((project) => ({
      ...project,
      test: { ...project.test, ...(only ? { include: only } : {}), exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'test/unit/server/**'] },
    }));
  return { ...config, test: { ...config.test, projects: unit } };
});
