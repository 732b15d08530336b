import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // 1000 kB: exceljs is one prebuilt 930 kB chunk, fetched only when an Excel file is imported.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1000 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
