import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** Where `npm run dev` sends API, theme and locale calls: a mock server started beside it. */
const mockServer = process.env.MOCK_SERVER_URL ?? "http://127.0.0.1:8080"

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin, or code splitting silently stops.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: false,
    }),
    react(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Inline scripts are forbidden by the CSP; keep even tiny modules as files.
    assetsInlineLimit: 0,
  },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(
      ["/api", "/config.json", "/theme", "/themes", "/language", "/__mock"].map((path) => [path, mockServer]),
    ),
  },
})
