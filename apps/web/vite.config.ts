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
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
            // The date picker only serves the navbar's selectors, which load on their own; listed
            // after core so core's modules stay in the core chunk.
            {
              name: 'mantine-dates',
              test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
})
