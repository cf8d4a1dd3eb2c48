import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderHome } from './vite-plugins/prerender-home.js';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderHome()],
  server: { proxy: { '/api': 'http://localhost:3000', '/_local': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: true },
});
