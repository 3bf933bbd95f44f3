import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress';

interface ChunkGroup {
  name: string;
  /** Module paths (with forward slashes) that go to this chunk... */
  includes: RegExp;
  /** ...unless they match this. */
  excludes?: RegExp;
}

/**
 * Chunks grouped by how the code is used (docs/decisions/0010): a page loads a few files rather than
 * dozens. A module goes to the first group that takes it, together with what it imports.
 */
const chunkGroups: ChunkGroup[] = [
  // What every page runs.
  { name: 'vendor', includes: /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\// },
  // Small and used by nearly every screen, /login included; never Radix or date-fns.
  {
    name: 'shared',
    // The verification check: the entry's route loaders start it (docs/decisions/0038).
    includes:
      /vite\/preload-helper|\/node_modules\/lucide-react\/|\/src\/(lib|components\/ui)\/|\/src\/app\/(tour\/tour-targets|shell\/use-is-mobile)\.ts$|\/src\/features\/accounts\/api\/check-verification\.ts$/,
    excludes: /\/src\/lib\/format-user-time\.ts$|\/src\/components\/ui\/(dialog|sheet|tabs|radio-group)\.tsx$/,
  },
  { name: 'dialogs', includes: /\/node_modules\/(radix-ui|@radix-ui)\/|\/src\/components\/ui\/(dialog|sheet|tabs|radio-group)\.tsx$/ },
  { name: 'dates', includes: /\/node_modules\/(date-fns|@date-fns)\/|\/src\/lib\/format-user-time\.ts$/ },
  // The signed-in frame: guard, shell and tour; react-joyride's overlay and 'Need Help?' (with the dialog
  // library under it) stay lazy (docs/decisions/0038).
  {
    name: 'signed-in',
    includes: /\/src\/app\/((route-guard|require-tokens|app-shell)\.tsx$|shell\/|tour\/)/,
    excludes: /\/src\/app\/(shell\/(root-layout|page-view-tracker|help-dialog)|tour\/(tour-overlay|tour-tooltip))\.tsx$/,
  },
  { name: 'coaching-cards', includes: /\/src\/components\/coaching-cards\// },
];

function toRolldownGroup({ name, includes, excludes }: ChunkGroup) {
  return {
    name,
    test: (id: string) => {
      const path = id.replaceAll('\\', '/');
      return includes.test(path) && !excludes?.test(path);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups.map(toRolldownGroup) } } },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['../../test/fail-on-console-error.ts', './src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
