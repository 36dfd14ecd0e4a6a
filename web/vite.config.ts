import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

// The Go binary embeds dist/; a fresh clone holds only dist/.keep so that it still
// compiles. The build empties dist/, so put the marker back afterwards.
function keepDistMarker(): Plugin {
  return {
    name: 'keep-dist-marker',
    apply: 'build',
    closeBundle() {
      writeFileSync(fileURLToPath(new URL('./dist/.keep', import.meta.url)), '');
    },
  };
}

// The Go server embeds dist/ and serves it; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), keepDistMarker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2020',
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
