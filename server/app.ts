import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { watchContentChanges } from "./cache/contentChanges";
import { PublishedContentCache } from "./cache/publishedContentCache";
import { DEFAULT_PLATFORM_DOMAIN } from "./config";
import type { ServerContext } from "./context";
import { installCallerGate } from "./http/callerGate";
import { installCompression } from "./http/compression";
import { installErrorHandling } from "./http/errorHandler";
import { refuseMalformedHosts } from "./http/hostHeader";
import { refuseHostileValue } from "./http/hostileInput";
import { httpError } from "./http/httpError";
import { installJsonBodyParser } from "./http/jsonBody";
import { redirectLinksToTheirArtist } from "./http/linkArtistRedirect";
import { installPrimaryAddressRedirect } from "./http/primaryAddressRedirect";
import { parseQueryString } from "./http/querystring";
import { installSecurityHeaders } from "./http/securityHeaders";
import { installSerialization } from "./http/serialization";
import { installValidation } from "./http/validation";
import type { JobQueue } from "./jobs/jobQueue";
import { scheduleMaintenance } from "./maintenance";
import { installOperationsEndpoints } from "./operations/operationsEndpoints";
import { readinessChecks } from "./operations/readiness";
import { installRequestTracking, requestIdOptions } from "./operations/requestTracking";
import { watchGaugeSources } from "./operations/serverGauges";
import type { PaymentProvider } from "./payments/paymentProvider";
import { stripePaymentProvider } from "./payments/stripeProvider";
import { testPaymentProvider } from "./payments/testProvider";
import { apiRoutes } from "./routes/apiRoutes";
import { contactFormPostRoutes } from "./routes/contactMessages";
import { drawingFontRoutes } from "./routes/drawingFonts";
import { katexAssetRoutes } from "./routes/katexAssets";
import { mediaFileRoutes } from "./routes/mediaFiles";
import { newsletterLinkRoutes } from "./routes/newsletterLinks";
import { newsletterWebRoutes } from "./routes/newsletterWebVersion";
import { testPaymentRoutes } from "./routes/testPayments";
import { webFontRoutes } from "./routes/webFonts";
import { sitePages } from "./ssr/sitePages";
import { studioPage } from "./ssr/studioPage";
import { webhookOpenApi } from "./webhooks/webhookOpenApi";
import { watchWebhookEvents } from "./webhooks/webhookWakeUps";

export interface AppOptions {
  readonly context: ServerContext;
  readonly logger?: FastifyServerOptions["logger"];
  /** Largest JSON body, in bytes (413 beyond). Page documents of thousands of blocks fit. */
  readonly bodyLimit?: number;
  /** The built browser app (dist/site): its assets, and the script the rendered pages load. Without it, pages render without JavaScript. */
  readonly siteDir?: string;
  /** The payment provider instead of the configured one (tests: a provider that refuses refunds). */
  readonly payments?: PaymentProvider;
  /** How long a client may take to send a request's headers, in ms (tests shorten it). */
  readonly headersTimeout?: number;
  /** The job queue, for the readiness probe and the queue depths in the metrics (server/main.ts's; tests run their work at once). */
  readonly jobQueue?: Pick<JobQueue, "check" | "depths">;
}

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * What every request goes through before its route, in order: cookies, compression, security
 * headers, the Host checks and the artist's address, validation, the caller gate, the body parser,
 * error answers, and the screening of queries and paths.
 */
async function installRequestHandling(app: FastifyInstance, context: ServerContext, bodyLimit: number): Promise<void> {
  await app.register(fastifyCookie);
  await installCompression(app);
  installSecurityHeaders(app);
  refuseMalformedHosts(app);
  // After the Host check: a one-time link goes to its own artist's address first, at once, and an
  // artist's other addresses send pages to their primary domain (issue 31).
  redirectLinksToTheirArtist(app, context);
  installPrimaryAddressRedirect(app, context.db, context.config);
  installValidation(app);
  installSerialization(app);
  installCallerGate(app, context.db);
  installJsonBodyParser(app, bodyLimit);
  installErrorHandling(app);
  // Query strings and path parameters get the same screening as bodies (U+0000 would reach PostgreSQL as a 500).
  app.addHook("preValidation", async (request) => {
    const refusal = refuseHostileValue(request.query, { where: "the query" }) ?? refuseHostileValue(request.params, { where: "the path" });
    if (refusal) throw httpError("hostile_input", "refused", refusal);
  });
}

/**
 * The server, without listening: the API of SPEC §7 under /api, its OpenAPI document, and the
 * uploaded media. Tests drive it with `app.inject()`; server/main.ts listens.
 */
export async function buildApp({
  context,
  logger = false,
  bodyLimit = DEFAULT_BODY_LIMIT,
  siteDir,
  payments: givenPayments,
  headersTimeout = DEFAULT_HEADERS_TIMEOUT_MS,
  jobQueue,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ...requestIdOptions,
    bodyLimit,
    // Only the configured proxies' X-Forwarded-* are believed: each hop nearer than that many.
    trustProxy: (_address: string, hop: number) => context.config.trustProxy !== false && hop < context.config.trustProxy,
    // Idle keep-alive connections close at once on shutdown; requests in flight finish first.
    forceCloseConnections: "idle",
    // A client has this long to send its request's headers: 400 sockets trickling them stayed open
    // 25 s and more. Checked every second (Node's default looks every 30 s).
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
    // A buyer's download link carries its signed grant in the path (about 150 characters): find-my-way's
    // default of 100 made every such link 404 without reaching its route. The token's schema bounds it at 1,000.
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 1000 },
  }).withTypeProvider<JsonSchemaToTsProvider>();
  // First of all hooks: the request's id, then the probes and the metrics, answered before any Host check or artist lookup.
  installRequestTracking(app);
  installOperationsEndpoints(app, {
    checks: readinessChecks(context.db, context.storage, jobQueue),
    ...(context.config.metricsToken ? { metricsToken: context.config.metricsToken } : {}),
  });
  app.addHook("onClose", watchGaugeSources({ db: context.db, ...(jobQueue ? { queue: jobQueue } : {}) }));
  // Which host names are artists' own addresses, `<slug>.<platformDomain>` (read by server/http/profile.ts).
  app.decorate("platformDomain", context.config.platformDomain ?? DEFAULT_PLATFORM_DOMAIN);

  // What fans are shown, kept until the artist's content changes on any server of the database.
  const publishedContent = new PublishedContentCache({ clock: context.clock });
  const contentChanges = await watchContentChanges(context.db, publishedContent);
  app.addHook("onClose", () => contentChanges.close());
  // A change this server made is forgotten before its answer leaves: the next read sees it.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) await contentChanges.flush();
    return payload;
  });
  // Webhooks (issue 40, item 4): a committed change with deliveries wakes their sender at once.
  const webhookEvents = await watchWebhookEvents(context.db, context.webhooks, (error) =>
    app.log.warn({ err: error }, "waking the webhooks' sender failed; the minute's wake-up sends them"),
  );
  app.addHook("onClose", () => webhookEvents.close());
  await installRequestHandling(app, context, bodyLimit);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Backline API", version: "1.0.0", description: "The API of an artist's site: SPEC §7 and what editors need." },
      // What an artist's webhook endpoints are sent (issue 40, item 4), one entry per event type.
      webhooks: webhookOpenApi(),
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          // Issue 40, item 5: an owner's API key (bk_live_…), sent as a bearer token; each studio route lists the scope it needs.
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "An API key made in Studio › Settings › API keys: `Authorization: Bearer bk_live_…`.",
          },
        },
      },
    },
  });

  // Payments: the one a test gives, else Stripe when its keys are set, else the test provider, the embedded default.
  const { stripe } = context.config;
  const payments = givenPayments ?? (stripe ? stripePaymentProvider(stripe) : testPaymentProvider(context.db, context.config.uploadSecret));
  await app.register(apiRoutes, { prefix: "/api", context, payments, cache: publishedContent, openApi: () => app.swagger() });
  await app.register(mediaFileRoutes, { context });
  // On the site's own address, beside the pages' GET: a newsletter's List-Unsubscribe, open pixel and tracked links.
  await app.register(newsletterLinkRoutes, { context });
  // A Contact form posted without JavaScript (issue 39, item 1), answered on the site's own address.
  await app.register(contactFormPostRoutes, { context });
  // The test payment page takes no money: it exists only where the test provider takes the payments.
  if (payments.name === "test") await app.register(testPaymentRoutes, { context, payments });
  await app.register(newsletterWebRoutes, { context, cache: publishedContent });
  // Excalidraw's and KaTeX's files and the site fonts, served by us so no page asks another site for them.
  for (const assetRoutes of [drawingFontRoutes, katexAssetRoutes, webFontRoutes]) await app.register(assetRoutes);
  const assetsDir = siteDir ? join(siteDir, "assets") : undefined;
  if (assetsDir && existsSync(assetsDir)) {
    // Built files have content hashes in their names: cache them for good. The build wrote each
    // text file's .br and .gz beside it, sent as they are to a browser that takes them.
    await app.register(fastifyStatic, {
      root: assetsDir,
      preCompressed: true,
      prefix: "/assets/",
      wildcard: false,
      immutable: true,
      maxAge: "365d",
      index: false,
    });
  }
  await app.register(studioPage, { context, ...(siteDir ? { siteDir } : {}) });
  scheduleMaintenance(app, context, payments);
  await app.register(sitePages, { context, cache: publishedContent, ...(siteDir ? { siteDir } : {}) });
  return app;
}
