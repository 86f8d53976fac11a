/**
 * `npm run bench` (members part, issue 37 item 7): throughput and latency of the calls a logged-in
 * member's pages make, which no shared cache may answer: the posts feed /members shows, the
 * account (what the account page and the auth machine ask for), the membership's subscription
 * and the library. The real app on the embedded database with the demo artist; its fans on a tier
 * each logged in with their own session, the requests spread among them (autocannon, 10
 * connections), beside a bare Fastify route answering a constant JSON body in the same run (the
 * ceiling). Before measuring, every member's answers are checked to be 200 and their own.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

interface Member {
  readonly token: string;
  readonly email: string;
  readonly tierId: string;
  readonly owns: string[];
}

interface BenchServer {
  readonly api: number;
  readonly bare: number;
  readonly members: Member[];
}

const TARGET = "≥ 1,000/s, p99 ≤ 30 ms";
const FEED = "/api/public/posts?page=1&limit=10";
const CALLS = [
  { name: "GET /api/public/posts (the member's feed)", path: FEED },
  { name: "GET /api/public/accounts/me", path: "/api/public/accounts/me" },
  { name: "GET /api/public/membership/subscription", path: "/api/public/membership/subscription" },
  { name: "GET /api/public/library", path: "/api/public/library" },
];

function startServer() {
  const server = spawn(process.execPath, ["--import", "tsx", "bench/memberServer.ts"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<BenchServer>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      if (line.startsWith("{")) resolve(JSON.parse(line));
    });
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return { ready, stop };
}

async function getJson(base: string, path: string, token: string | null) {
  const response = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} ${token ? "a member" : "a visitor"}`);
  return response.json();
}

interface FeedPost {
  readonly id: string;
  readonly hasAccess: boolean;
  readonly caption?: string;
  readonly membershipTierId: string | null;
}

/** Each member's answers are theirs: their email, their releases, the locked posts' words that their tier opens. */
async function checkAnswers(base: string, members: readonly Member[]) {
  if (members.length === 0) throw new Error("the demo has no member on a tier");
  const visitorFeed = (await getJson(base, FEED, null)).data as FeedPost[];
  const lockedForVisitors = new Set(visitorFeed.filter((post) => !post.hasAccess && post.caption === undefined).map((post) => post.id));
  if (lockedForVisitors.size === 0) throw new Error("the demo's first page of posts has no locked post to check with");
  let opened = 0;
  for (const member of members) {
    const feed = (await getJson(base, FEED, member.token)).data as FeedPost[];
    if (feed.some((post) => post.membershipTierId === member.tierId && (!post.hasAccess || !post.caption)))
      throw new Error(`${member.email}: a post of their own tier is locked`);
    opened += feed.filter((post) => lockedForVisitors.has(post.id) && post.hasAccess && post.caption).length;
    const account = await getJson(base, "/api/public/accounts/me", member.token);
    if (account.email !== member.email || account.membership?.membershipTierId !== member.tierId)
      throw new Error(`${member.email}: not their account`);
    await getJson(base, "/api/public/membership/subscription", member.token);
    const titles = ((await getJson(base, "/api/public/library", member.token)).releases as { title: string }[]).map((r) => r.title);
    if (titles.sort().join("|") !== [...member.owns].sort().join("|")) throw new Error(`${member.email}: not their library`);
  }
  if (opened === 0) throw new Error("no member's feed opened a post locked for visitors");
  return opened;
}

/** Requests per second and latency of `path`, each request carrying the next member's token in turn. */
async function measure(name: string, url: string, tokens: readonly string[]) {
  let next = 0;
  const requests = [
    {
      method: "GET" as const,
      setupRequest: (request: autocannon.Request) =>
        tokens.length === 0
          ? request
          : { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } },
    },
  ];
  await autocannon({ url, connections: 10, duration: 2, requests });
  const result = await autocannon({ url, connections: 10, duration: 8, requests });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    route: name,
    "requests/s": Math.round(result.requests.average),
    "p50 latency (ms)": result.latency.p50,
    "p99 latency (ms)": result.latency.p99,
    target: tokens.length === 0 ? "" : TARGET,
  };
}

const server = startServer();
try {
  const { api, bare, members } = await server.ready;
  const base = `http://127.0.0.1:${api}`;
  const opened = await checkAnswers(base, members);
  console.log(`${members.length} members checked: each answer 200 and their own (${opened} locked posts opened by their tiers).`);
  const tokens = members.map((member) => member.token);
  const only = process.argv[2];
  const rows = [await measure("bare Fastify, constant JSON (ceiling)", `http://127.0.0.1:${bare}/`, [])];
  for (const call of CALLS) if (!only || call.path.includes(only)) rows.push(await measure(call.name, `${base}${call.path}`, tokens));
  console.log(
    `\nA member's calls, embedded PGlite, ${members.length} members in turn, autocannon with 10 connections for 8 s after 2 s of warm-up\n`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
