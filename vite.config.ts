import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const dist = fileURLToPath(new URL("./dist/site", import.meta.url));

/** The fan-facing app: `npm run dev` serves it with hot reload, `npm run build` writes dist/site. */
export default defineConfig({
  root: fileURLToPath(new URL("./site", import.meta.url)),
  plugins: [react()],
  build: { outDir: dist, emptyOutDir: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  server: { port: Number(process.env.PORT ?? 5173) },
});
