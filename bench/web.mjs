// Page-speed benchmark: Lighthouse 12 (mobile preset, default simulated throttling) against
// the BUILT app served by the real server on a temporary database.
//
//   npm run bench:web                       # /login /not_found / /person, 3 runs each
//   npm run bench:web -- --runs 5 /login /jobs/search
//   npm run bench:web -- --signed-in /person /public/hanako-dev   # as the demo engineer
//
// Prints the median of each figure per page and writes every run to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertBuilt, median, printTable, startServer, stopOnSignals } from './lib/server.mjs';
import { DEMO_ENGINEER, signIn } from './lib/session.mjs';

const DEFAULT_PAGES = ['/login', '/not_found', '/', '/person'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'signed-in': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: true,
});
if (values.help) {
  console.log(
    'usage: node web.mjs [--runs N] [--signed-in] [PATH ...]   (default paths: %s)',
    DEFAULT_PAGES.join(' '),
  );
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('--runs must be an integer from 1 to 50');
  process.exit(2);
}
const pages = positionals.length > 0 ? positionals : DEFAULT_PAGES;
for (const page of pages) {
  if (!page.startsWith('/')) {
    console.error(`a page must be a path starting with "/": ${page}`);
    process.exit(2);
  }
}

try {
  assertBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown). */
const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility'],
  },
};

/** The figures we keep from one Lighthouse result. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    // Where the main thread went (ms per category, and the scripts that cost most): the
    // first place to look when TBT is high.
    mainThreadMs: Object.fromEntries(
      (audit('mainthread-work-breakdown')?.details?.items ?? []).map((i) => [
        i.group,
        Math.round(i.duration),
      ]),
    ),
    bootupMs: (audit('bootup-time')?.details?.items ?? []).slice(0, 5).map((i) => ({
      url: String(i.url).split('/').pop(),
      scripting: Math.round(i.scripting),
      total: Math.round(i.total),
    })),
    scriptRequests: scripts.length,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failedAccessibilityAudits: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const server = await startServer().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
let chrome;
const cleanUp = async () => {
  if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
  await server.stop();
};
stopOnSignals(cleanUp);

// Signed in: every request of the page carries the demo engineer's cookies (Lighthouse's
// extraHeaders), after agreeing to the terms so that no modal covers the page.
if (values['signed-in']) {
  const headers = await signIn(server.baseUrl, DEMO_ENGINEER);
  const csrf = /csrftoken=([^;]+)/.exec(headers.cookie)?.[1] ?? '';
  await fetch(`${server.baseUrl}/api/terms_agreement/`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': csrf },
    body: JSON.stringify({ agreed: true }),
  });
  // The one-time notices a returning person has already answered: measure the page, not a
  // dialog over it.
  const write = (method, url, body) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': csrf },
      body: JSON.stringify(body),
    });
  await write('PUT', '/api/user/profile/', { birthdate_visibility_dialog_opened: true });
  await write('PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
  lighthouseConfig.settings.extraHeaders = { Cookie: headers.cookie };
}

const started = new Date();
const results = [];
let exitCode = 0;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  console.log(`server ${server.baseUrl}, Chromium on port ${chrome.port}, ${runs} run(s) per page`);
  for (const page of pages) {
    const url = new URL(page, server.baseUrl).href;
    const pageRuns = [];
    for (let i = 0; i < runs; i++) {
      const t0 = Date.now();
      // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run
      // is repeated, up to twice, rather than counted.
      let run;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          lighthouseConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        run = { ...summarise(result.lhr), attempts: attempt };
        if (!run.runtimeError) break;
        console.log(`  ${page} run ${i + 1}: Lighthouse error (${run.runtimeError}), trying again`);
      }
      pageRuns.push(run);
      console.log(
        `  ${page} run ${i + 1}/${runs}: perf ${run.performance} a11y ${run.accessibility} ` +
          `LCP ${Math.round(run.lcpMs ?? 0)} ms, JS ${(run.scriptTransferBytes / 1024).toFixed(1)} KiB ` +
          `(${((Date.now() - t0) / 1000).toFixed(1)} s)${run.runtimeError ? ` ERROR ${run.runtimeError}` : ''}`,
      );
    }
    const counted = pageRuns.filter((r) => !r.runtimeError);
    const pick = (key) => median(counted.map((r) => r[key]));
    results.push({
      page,
      url,
      countedRuns: counted.length,
      median: {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        scriptTransferBytes: pick('scriptTransferBytes'),
      },
      runs: pageRuns,
    });
  }
} catch (err) {
  console.error(`bench:web failed: ${err.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanUp();
}

if (results.length > 0) {
  const fmt = (v, digits = 0, unit = '') => (v === null ? '-' : `${v.toFixed(digits)}${unit}`);
  console.log('');
  printTable(
    ['page', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'first-visit JS (compressed)'],
    results.map(({ page, median: m }) => [
      page,
      fmt(m.performance),
      fmt(m.accessibility),
      fmt(m.lcpMs, 0, ' ms'),
      fmt(m.tbtMs, 0, ' ms'),
      fmt(m.cls, 3),
      m.scriptTransferBytes === null ? '-' : `${(m.scriptTransferBytes / 1024).toFixed(1)} KiB`,
    ]),
  );
  const unmeasured = results.filter((r) => r.countedRuns === 0).map((r) => r.page);
  if (unmeasured.length > 0) {
    console.log(`\nno successful Lighthouse run for: ${unmeasured.join(', ')}`);
    exitCode = 1;
  }
  const failed = [
    ...new Set(results.flatMap((r) => r.runs.flatMap((x) => x.failedAccessibilityAudits))),
  ];
  if (failed.length > 0) console.log(`\nfailed accessibility audits: ${failed.join(', ')}`);
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `web-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: 'web',
        startedAt: started.toISOString(),
        node: process.version,
        lighthouse: 'mobile preset (default config), simulated throttling',
        runsPerPage: runs,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
}
process.exit(exitCode);
