import { type ConfigEnv, type ViteUserConfig, defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/**
 * The project's own configuration with its unit project alone, for Stryker (stryker.config.js),
 * whose Vitest runner cannot pass `--project unit`.
 */
export default defineConfig((env: ConfigEnv): ViteUserConfig => {
  const config = base(env);
  const projects = config.test?.projects ?? [];
  const unit = projects.filter((project) => typeof project === 'object' && 'test' in project && project.test?.name === 'unit');
  return { ...config, test: { ...config.test, projects: unit } };
});
