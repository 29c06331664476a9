/**
 * `npm run serve`: serves the last build in public/ with the headers of public/_headers, as the
 * CDN host will (scripts/serve/static-server.ts).
 *
 *   node scripts/serve.ts [--port 9000] [--host localhost]
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { exitCannotListen, exitWith, parseArgsOrExit, portOrExit } from "./cli.ts";
import { PUBLIC_DIR, SITE_PORT, stopOnSignal } from "./local-site.ts";
import { startStaticServer } from "./serve/static-server.ts";

const USAGE = `Usage: node scripts/serve.ts [--port ${String(SITE_PORT)}] [--host localhost]`;
const { values } = parseArgsOrExit(
  {
    options: {
      port: { type: "string", default: String(SITE_PORT) },
      host: { type: "string", default: "localhost" },
    },
  },
  USAGE,
);
const port = portOrExit(values.port, USAGE);
// Listening first, as `npm start` does: a port it cannot have is told whatever public/ holds (and
// its test needs no build).
const { origin, stop } = await startStaticServer(PUBLIC_DIR, { port, host: values.host }).catch(
  (error: unknown) =>
    exitCannotListen(
      "The server",
      {
        host: values.host,
        port,
        inUse:
          "(another `npm run serve`, `npm start` or `npm run edit`?): stop it, or choose another with --port.",
      },
      error,
    ),
);
if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) {
  exitWith(
    "public/ has no build to serve: run `npm run build:local` (or `npm run build` with the EmailJS keys) first.",
  );
}
console.log(`Serving public/ with the headers of public/_headers at ${origin}`);
stopOnSignal(stop);
