/**
 * `npm run dev`: the server (API and media, restarted on change) on API_PORT, and Vite with hot
 * reload on PORT, which sends /api and /media to it. The site renders in the browser here; the
 * production build renders it on the server.
 */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: apiPort } }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
