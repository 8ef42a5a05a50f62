/**
 * `npm run bench`: the project's page-speed benchmark. A benchmark, not a test: nothing in `npm test`
 * asserts a time.
 *
 * Builds the site (production mode, prerendered), serves `dist/` the way Firebase Hosting does (clean
 * URLs, brotli, the headers from firebase.json: scripts/hosting/hosting-server.ts), and runs the
 * `lighthouse` package in the system Chromium with the mobile and the desktop preset on every route,
 * several runs each. Prints one table of medians (the four category scores, FCP, LCP, TBT, CLS, bytes
 * transferred and JavaScript bytes) and writes it, with every run, as JSON.
 *
 * Then the phone part, "alive from first paint" (scripts/bench/alive.ts): with DevTools throttling
 * applied in Playwright (CPU 4× slower, 1.6 Mbps / 750 kbps, 150 ms round trip, 390×844 touch
 * screen), per route the first paint, the time the last control on the first screen got its React
 * handlers (wired), the dead window between the two, the control wired last, when hydrateRoot was
 * called and when the first load's JavaScript had downloaded; and the outcome of taps made the moment
 * the page shows (a separate fresh page each). A second table of medians and a table of taps.
 *
 * Options:
 *   --runs N            runs per route and preset (default 5)
 *   --preset P          mobile, desktop or both (default both)
 *   --routes a,b        only these paths (default every prerendered route and the not-found page)
 *   --out FILE          JSON output (default reports/bench.json)
 *   --only PART         lighthouse, alive (the phone part: medians and taps) or taps (default: all)
 *   --taps-after-hydration  tap once the page is hydrated instead: every tap should then say ok (a
 *                       check of the checks)
 *   --no-build          measure the existing dist/
 *   --site DIR          measure another checkout's built dist/ with its firebase.json (implies
 *                       --no-build), e.g. an older commit for a before/after comparison
 *   --low-end           measure as on a host whose benchmarkIndex is 1000, whatever this one's: each
 *                       Lighthouse run's CPU slowdown is its preset's (mobile 4×, desktop 1×) times
 *                       the run's own benchmarkIndex / 1000 (see docs/testing.md)
 *   --long-tasks        list each Lighthouse run's main-thread tasks of 50 ms or more (on its
 *                       simulated device) and what each one was (scripts/bench/long-tasks.ts); the
 *                       runs then also record the JavaScript profiler's samples, and the build
 *                       writes source maps (BUILD_SOURCEMAPS=1) to name the code they ran
 * Every Lighthouse run prints its benchmarkIndex (Lighthouse's measure of this host's speed, taken at
 * the start of the run: `lhr.environment.benchmarkIndex`) and its CPU slowdown.
 * CHROMIUM_PATH names the browser (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import {
  launchPhoneBrowser,
  runAlive,
  runTaps,
  warmUp,
  type AliveMedians,
  type TapResult,
} from './bench/alive.ts';
import type { AliveReport } from './bench/alive-probe.ts';
import {
  longTasksOf,
  processorBlockingOf,
  PROFILER_CATEGORY,
  type LongTask,
} from './bench/long-tasks.ts';
import { ROUTES, ROUTE_KEYS } from '../src/content/paths.ts';
import { printTable } from './bench/table.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { hostingConfigFor } from './hosting/hosting-headers.ts';
import { readHostingConfig, startHostingServer } from './hosting/hosting-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    preset: { type: 'string', default: 'both' },
    routes: { type: 'string' },
    out: { type: 'string', default: 'reports/bench.json' },
    'no-build': { type: 'boolean', default: false },
    site: { type: 'string' },
    only: { type: 'string' },
    'taps-after-hydration': { type: 'boolean', default: false },
    'low-end': { type: 'boolean', default: false },
    'long-tasks': { type: 'boolean', default: false },
  },
});
const PARTS: Record<string, string[]> = {
  lighthouse: ['lighthouse'],
  alive: ['alive', 'taps'],
  taps: ['taps'],
};
if (values.only && !PARTS[values.only]) {
  console.error(`--only takes ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const parts = new Set(values.only ? PARTS[values.only] : ['lighthouse', 'alive', 'taps']);
const root = resolve(import.meta.dirname, '..');
const runs = Number(values.runs);
const presets = values.preset === 'both' ? ['mobile', 'desktop'] : [values.preset];
/**
 * Every route of the route table (src/content/paths.ts) in English, then those the Spanish site has.
 * The newsletter's pages are noindex (Lighthouse's SEO score says so). Lighthouse refuses to measure a
 * document served with status 404 (what any unknown address gets), so each language's not-found page
 * is measured as its file, 404.html, at its own address.
 */
const routes = values.routes?.split(',') ?? [
  ...ROUTE_KEYS.map((key) => ROUTES[key].path),
  '/404',
  ...ROUTE_KEYS.filter((key) => !('englishOnly' in ROUTES[key])).map((key) =>
    ROUTES[key].path === '/' ? '/es' : `/es${ROUTES[key].path}`,
  ),
  '/es/404',
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-extensions'];

/**
 * The host a low-end phone is measured on: Lighthouse's mobile preset slows the processor 4×, which
 * stands for a low-end phone on a host whose benchmarkIndex is about 1000; a faster host needs a
 * larger slowdown for the same phone (docs/testing.md).
 */
const REFERENCE_INDEX = 1000;

const site = values.site ? resolve(values.site) : root;
if (!values['no-build'] && !values.site) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The long tasks are described by the code they ran, found through source maps.
    env: values['long-tasks'] ? { ...process.env, BUILD_SOURCEMAPS: '1' } : process.env,
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const median = (numbers: (number | undefined)[]) => {
  const sorted = numbers.filter((n): n is number => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The numbers of one Lighthouse run. */
function summarize(lhr: LighthouseResult) {
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  // The network-requests audit's details are a table of requests.
  const details = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const requests = details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes,
  };
}

/**
 * What the run's LCP was: the element Lighthouse names (its label, else its selector), to tell a late
 * answer from a late page when a route's LCP swings between runs.
 */
function lcpElementOf(lhr: LighthouseResult): string {
  // Lighthouse 13 names it in its LCP breakdown: a list whose one `node` item is the element.
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  const label = (node?.nodeLabel || node?.selector || '–').replace(/\s+/g, ' ');
  return label.length > 60 ? `${label.slice(0, 57)}…` : label;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const seconds = (ms: number | null | undefined) =>
  Number.isFinite(ms) ? `${((ms as number) / 1000).toFixed(2)}` : '–';

const server = await startHostingServer({
  root: resolve(site, 'dist'),
  config: hostingConfigFor(readHostingConfig(resolve(site, 'firebase.json'))),
});
type LighthouseSummary = ReturnType<typeof summarize> & { processorBlockingMs: number };
const results: {
  preset: string;
  route: string;
  median: Record<keyof LighthouseSummary, number>;
  runs: LighthouseSummary[];
  longTasks?: LongTask[][];
}[] = [];
let alive: { route: string; median: AliveMedians; runs: AliveReport[] }[] = [];
let taps: TapResult[] = [];
try {
  if (parts.has('lighthouse')) await runLighthouse();
  if (parts.has('alive') || parts.has('taps')) {
    const browser = await launchPhoneBrowser();
    const progress = () => process.stdout.write('.');
    try {
      await warmUp(browser, server.url, routes[0]!);
      if (parts.has('alive'))
        alive = await runAlive({ browser, baseUrl: server.url, routes, runs, progress });
      if (parts.has('taps'))
        taps = await runTaps({
          browser,
          baseUrl: server.url,
          routes,
          site,
          late: values['taps-after-hydration'],
          progress,
        });
    } finally {
      await browser.close();
    }
  }
} finally {
  process.stdout.write('\n');
  await server.close();
}

/**
 * One Lighthouse run: gathered unthrottled (its simulated throttling applies the CPU slowdown to the
 * trace afterwards), then audited. With `--low-end` the slowdown is set between the two from the
 * benchmarkIndex the run measured at its start, so every run stands for the same device however fast
 * the host was at that moment.
 */
async function lighthouseRun(url: string, port: number, preset: string) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    config: preset === 'desktop' ? desktopConfig : undefined,
    flags: {
      port,
      output: 'json',
      logLevel: 'error',
      ...(values['long-tasks'] ? { additionalTraceCategories: PROFILER_CATEGORY } : {}),
    },
  });
  const { settings } = runnerOptions.resolvedConfig;
  if (values['low-end']) {
    const slowdown =
      (settings.throttling.cpuSlowdownMultiplier * artifacts.BenchmarkIndex) / REFERENCE_INDEX;
    // The audits check that the settings are those the artifacts were gathered with.
    for (const throttling of [settings.throttling, artifacts.settings.throttling])
      throttling.cpuSlowdownMultiplier = slowdown;
  }
  const result = await Runner.audit(artifacts, {
    resolvedConfig: runnerOptions.resolvedConfig,
    computedCache: new Map(),
  });
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return { lhr: result.lhr, trace: artifacts.Trace };
}

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const samples: LighthouseSummary[] = [];
        const tasks: LongTask[][] = [];
        for (let run = 0; run < runs; run += 1) {
          const { lhr, trace } = await lighthouseRun(`${server.url}${route}`, chrome.port, preset);
          const lighthouse = summarize(lhr);
          const summary = {
            ...lighthouse,
            processorBlockingMs: processorBlockingOf(trace, lighthouse.cpuSlowdown),
          };
          samples.push(summary);
          console.log(
            `${preset} ${route} run ${run + 1}: benchmarkIndex ${Math.round(summary.benchmarkIndex)}, CPU ${summary.cpuSlowdown.toFixed(2)}×, performance ${summary.performance}, TBT ${Math.round(summary.tbtMs ?? NaN)} ms (by processor time ${Math.round(summary.processorBlockingMs)} ms), LCP ${seconds(summary.lcpMs)} s (${lcpElementOf(lhr)})`,
          );
          if (values['long-tasks']) {
            const long = longTasksOf(trace, summary.cpuSlowdown, resolve(site, 'dist'));
            tasks.push(long);
            printLongTasks(long);
          }
        }
        const keys = Object.keys(samples[0]!) as (keyof LighthouseSummary)[];
        results.push({
          preset,
          route,
          median: Object.fromEntries(
            keys.map((key) => [key, median(samples.map((s) => s[key]))]),
          ) as Record<keyof LighthouseSummary, number>,
          runs: samples,
          ...(values['long-tasks'] ? { longTasks: tasks } : {}),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
}

/** One run's long tasks: when, how long in the trace and on the simulated device, what, where. */
function printLongTasks(tasks: LongTask[]) {
  if (tasks.length === 0) console.log('  no task of 50 ms or more');
  for (const task of tasks) {
    console.log(
      `  at ${Math.round(task.startMs)} ms: ${Math.round(task.phoneMs)} ms (${task.traceMs.toFixed(1)} ms in the trace, ${task.processorMs.toFixed(1)} ms of processor time): ${task.what}`,
    );
    if (task.where.length > 0)
      console.log(
        `      ${task.where.map(({ name, ms }) => `${name} ${ms.toFixed(1)}`).join(', ')}`,
      );
  }
}

if (results.length > 0) {
  console.log(
    `\nMedians of ${runs} Lighthouse runs per route (bytes as transferred, brotli; index: the runs' benchmarkIndex; CPU: their slowdown${values['low-end'] ? ', scaled to a host whose index is 1000' : ''}):\n`,
  );
  printTable(
    [
      'preset',
      'route',
      'index',
      'CPU ×',
      'perf',
      'a11y',
      'bp',
      'seo',
      'FCP s',
      'LCP s',
      'TBT ms',
      'proc. blocking ms',
      'CLS',
      'total kB',
      'JS kB',
    ],
    results.map(({ preset, route, median: m }) => [
      preset,
      route,
      Math.round(m.benchmarkIndex),
      m.cpuSlowdown.toFixed(2),
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      Math.round(m.tbtMs),
      Math.round(m.processorBlockingMs),
      m.cls.toFixed(3),
      kb(m.totalBytes),
      kb(m.scriptBytes),
    ]),
  );
}
if (alive.length > 0) {
  console.log(
    `\nAlive from first paint: medians of ${runs} loads per route, phone profile applied through CDP (CPU 4× slower, 1.6 Mbps / 750 kbps, 150 ms RTT, 390×844), seconds after navigation start:\n`,
  );
  printTable(
    [
      'route',
      'first paint s',
      'wired s',
      'dead window s',
      'last wired control',
      'JS done s',
      'hydrateRoot s',
      'all handlers s',
    ],
    alive.map(({ route, median: m }) => [
      route,
      seconds(m.fcpMs),
      seconds(m.wiredMs),
      seconds(m.deadWindowMs),
      m.lastWired ?? '–',
      seconds(m.jsDoneMs),
      seconds(m.hydrateRootMs),
      seconds(m.allHandlersMs),
    ]),
  );
  console.log(
    "\nwired: the last control on the first screen to get its React handlers; a control that does its job by HTML alone (a link, a popover button, a native radio or checkbox, a summary, a text field, whose typing the first script keeps) counts at first paint. JS done: the first load's JavaScript downloaded. hydrateRoot: when it was called. all handlers: when the last first-screen control got its React handlers, enhancements of HTML controls included.",
  );
}
if (taps.length > 0) {
  console.log(
    '\nTaps at first sight (same profile, a fresh page each, tapped right after first paint):\n',
  );
  printTable(
    ['route', 'tap', 'outcome', 'first paint s', 'tapped s', 'hydrateRoot s', 'detail'],
    taps.map((t) => [
      t.route,
      t.what,
      t.outcome,
      seconds(t.fcpMs),
      seconds(t.tappedAt),
      seconds(t.hydrateRootMs),
      t.detail ?? '',
    ]),
  );
  console.log(
    '\nok: the tap did its job; lost: it did nothing; leaked: the form was sent by the browser (the email is in the address). The bench has no backend: for Subscribe, a failure alert still counts as ok (it tried).',
  );
}

const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), runs, lighthouse: 'lighthouse', results, alive, taps }, null, 2)}\n`,
);
console.log(`\nWritten to ${values.out}`);
