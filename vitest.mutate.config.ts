import { type ConfigEnv, type TestProjectInlineConfiguration, type ViteUserConfig, configDefaults, defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/**
 * The project's own configuration with its unit project alone, for Stryker (stryker.config.js),
 * whose Vitest runner cannot pass `--project unit`. The score server's tests are left out: they
 * test the server (outside the mutated folders) through a database and the network, and under
 * the load of a mutation run their timing fails them.
 */
export default defineConfig((env: ConfigEnv): ViteUserConfig => {
  const config = base(env);
  const projects = config.test?.projects ?? [];
  const unit = projects
    .filter((project): project is TestProjectInlineConfiguration => typeof project === 'object' && 'test' in project && project.test?.name === 'unit')
    .map((project) => ({ ...project, test: { ...project.test, exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'test/unit/server/**'] } }));
  return { ...config, test: { ...config.test, projects: unit } };
});
