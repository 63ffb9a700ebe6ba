import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** Path prefixes the one server answers (see DESIGN.md "The four hosts, one server"). */
const serverPrefixes = ['/api', '/svc', '/cdn', '/cms', '/docs', '/healthz', '/readyz']

// In development the server runs beside Vite; in production it serves this build itself.
const proxy = Object.fromEntries(
  serverPrefixes.map((prefix) => [prefix, { target: 'http://127.0.0.1:3000', changeOrigin: true }]),
)

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Named groups only for libraries that change less often than the app, so their chunks
        // stay cached across releases. Everything else is split by rolldown along the lazy
        // imports, so a page loads only what it uses (docs/web-shell.md: first page ≤ 250 KB
        // gzipped). No catch-all vendor group: it would pull every page's libraries (ECharts,
        // the date picker, the tables) into the first page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Only the Mantine the shell itself renders; a page's own components (tables,
            // tabs, number inputs, the date picker) load with that page.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
              tags: ['$initial'],
            },
            // Reached only through the lazy Chart (shared/charts/chart.tsx).
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
})
