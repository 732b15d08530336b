import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // 1000 kB: exceljs is one prebuilt 930 kB chunk, fetched only when an Excel file is imported.
  // No preloading of a screen's chunks: the lists of them and the helper that fetched them sat in the
  // first file every page loads and took the login page over its budget (docs/architecture.md).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1000, modulePreload: false },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
