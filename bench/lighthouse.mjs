// bench/lighthouse.mjs reads what bench/lighthouse.sh needs from JSON files:
//
//   node bench/lighthouse.mjs path KIND FILE
//       prints the page address of the first item of an API list answer in FILE:
//       KIND is job (/job/{id}/{slug}), company (/company/{id}/{slug}) or blog
//       (/blogs/{id}/{slug}).
//   node bench/lighthouse.mjs table DIR PAGE...
//       prints the median of DIR/{n}-run*.json for each PAGE (PAGE is n=path,
//       n being the file prefix) against the goals, then the failed audits.
//   node bench/lighthouse.mjs details FILE...
//       prints the opportunities and diagnostics of the run with the median
//       performance score among the reports FILE....
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GOALS = { performance: 90, lcp: 1.5, tbt: 200, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

function readJSON(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function pagePath(kind, file) {
  const answer = readJSON(file);
  const item = Array.isArray(answer.data) ? answer.data[0] : undefined;
  if (!item || typeof item.id !== 'number') {
    throw new Error(`${file}: no ${kind} in the answer`);
  }
  const prefix = { job: '/job', company: '/company', blog: '/blogs' }[kind];
  if (!prefix) throw new Error(`unknown kind ${kind} (job, company, blog)`);
  return item.slug ? `${prefix}/${item.id}/${encodeURIComponent(item.slug)}` : `${prefix}/${item.id}`;
}

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

function score(report, id) {
  const s = report.categories?.[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : NaN;
}

function figures(report) {
  const a = report.audits;
  return {
    performance: score(report, 'performance'),
    lcp: a['largest-contentful-paint']?.numericValue / 1000,
    tbt: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
  };
}

function runsOf(dir, prefix) {
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${prefix}-run`) && f.endsWith('.json'))
    .sort()
    .map((f) => readJSON(join(dir, f)));
}

// cell prints a figure and a star when it misses its goal.
function cell(key, value, digits) {
  if (Number.isNaN(value)) return '-';
  const goal = GOALS[key];
  const lowerIsBetter = key === 'lcp' || key === 'tbt' || key === 'cls';
  const met = lowerIsBetter ? value <= goal : value >= goal;
  return `${value.toFixed(digits)}${met ? '' : '*'}`;
}

function table(dir, pages) {
  const rows = [];
  const failed = [];
  for (const page of pages) {
    const eq = page.indexOf('=');
    const prefix = page.slice(0, eq);
    const path = page.slice(eq + 1);
    const reports = runsOf(dir, prefix);
    if (reports.length === 0) {
      rows.push([path, '0', 'no report', '', '', '', '', '', '']);
      continue;
    }
    const f = reports.map(figures);
    const m = (k) => median(f.map((x) => x[k]));
    rows.push([
      path,
      String(reports.length),
      cell('performance', m('performance'), 0),
      cell('lcp', m('lcp'), 2),
      cell('tbt', m('tbt'), 0),
      cell('cls', m('cls'), 3),
      cell('accessibility', m('accessibility'), 0),
      cell('bestPractices', m('bestPractices'), 0),
      cell('seo', m('seo'), 0),
    ]);
    // Audits that cost points in accessibility, best practices or SEO, from the last run.
    const last = reports[reports.length - 1];
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of last.categories?.[cat]?.auditRefs ?? []) {
        const audit = last.audits[ref.id];
        if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
          failed.push(`${path}  ${cat}: ${audit.title} (${ref.id})`);
        }
      }
    }
  }
  const head = ['page', 'runs', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'best pr.', 'SEO'];
  const goal = ['goal', '', '>=90', '<=1.5', '<=200', '<=0.02', '100', '100', '100'];
  const all = [head, goal, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(line(goal));
  for (const r of rows) console.log(line(r));
  console.log('\n* misses the goal. Each figure is the median of the runs, taken figure by figure.');
  if (failed.length) {
    console.log('\naudits that cost accessibility, best-practices or SEO points (last run of each page):');
    for (const l of failed) console.log(`  ${l}`);
  }
}

// itemLabel names one row of an audit's table: a URL, an element or a text.
function itemLabel(item) {
  if (!item || typeof item !== 'object') return String(item);
  if (item.node?.snippet) return `${item.node.snippet.slice(0, 110)} (${item.node.selector ?? ''})`;
  if (typeof item.label === 'string') return item.label;
  if (item.url) return item.url;
  if (item.source?.url) return item.source.url;
  if (typeof item.groupLabel === 'string') return item.groupLabel;
  if (item.entity) return typeof item.entity === 'string' ? item.entity : item.entity.text;
  for (const v of Object.values(item)) {
    if (v && typeof v === 'object' && v.type === 'node' && v.snippet) return v.snippet.slice(0, 110);
    if (v && typeof v === 'object' && v.type === 'url') return v.value;
  }
  return '';
}

function itemFigure(item) {
  const parts = [];
  if (typeof item.wastedBytes === 'number') parts.push(`${(item.wastedBytes / 1024).toFixed(1)} KB unused`);
  else if (typeof item.transferSize === 'number') parts.push(`${(item.transferSize / 1024).toFixed(1)} KB`);
  if (typeof item.wastedMs === 'number') parts.push(`${Math.round(item.wastedMs)} ms`);
  if (typeof item.score === 'number' && item.score > 0 && item.score < 1) parts.push(`shift ${item.score.toFixed(3)}`);
  if (typeof item.timing === 'number') parts.push(`${Math.round(item.timing)} ms`);
  if (typeof item.duration === 'number') parts.push(`${Math.round(item.duration)} ms`);
  if (typeof item.total === 'number') parts.push(`${Math.round(item.total)} ms CPU`);
  return parts.join(', ');
}

// rowsOf flattens an audit's details into rows, following lists of tables.
// A node (the LCP element) becomes one row; a network tree becomes its requests, longest chain first.
function rowsOf(details) {
  if (!details) return [];
  if (details.type === 'list') return (details.items ?? []).flatMap(rowsOf);
  if (details.type === 'list-section') return rowsOf(details.value);
  if (details.type === 'node') return [{ node: details }];
  if (details.type === 'network-tree') return chainRows(details.chains);
  if (Array.isArray(details.items)) return details.items;
  return [];
}

function chainRows(chains, depth = 0) {
  return Object.values(chains ?? {})
    .sort((x, y) => (y.navStartToEndTime ?? 0) - (x.navStartToEndTime ?? 0))
    .flatMap((c) => [
      { label: `${'  '.repeat(depth)}${c.url}`, timing: c.navStartToEndTime, transferSize: c.transferSize },
      ...chainRows(c.children, depth + 1),
    ]);
}

function details(files) {
  const reports = files.map(readJSON).sort((x, y) => (score(x, 'performance') || 0) - (score(y, 'performance') || 0));
  const report = reports[Math.floor((reports.length - 1) / 2)];
  const perf = report.categories?.performance;
  const savings = (a) => Object.values(a.metricSavings ?? {}).reduce((s, v) => s + (v || 0), 0);
  const audits = (perf?.auditRefs ?? [])
    .map((r) => report.audits[r.id])
    .filter((a) => a && typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'numeric')
    .concat(
      // The LCP element and layout shifts are informative: shown whenever they have rows.
      ['lcp-breakdown-insight', 'cls-culprits-insight', 'layout-shifts', 'network-dependency-tree-insight', 'bootup-time']
        .map((id) => report.audits[id])
        .filter((a) => a && rowsOf(a.details).length > 0),
    );
  const seen = new Set();
  const list = audits.filter((a) => !seen.has(a.id) && seen.add(a.id)).sort((x, y) => savings(y) - savings(x));
  console.log(`${report.finalDisplayedUrl ?? report.requestedUrl}: ${list.length} opportunities and diagnostics, largest savings first`);
  for (const a of list) {
    const s = Object.entries(a.metricSavings ?? {})
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
      .join(', ');
    console.log(`- ${a.title} [${a.id}]${a.displayValue ? ` — ${a.displayValue}` : ''}${s ? ` (saves ${s})` : ''}`);
    const limit = a.id === 'network-dependency-tree-insight' ? 10 : 4;
    for (const item of rowsOf(a.details).slice(0, limit)) {
      const label = itemLabel(item);
      const fig = itemFigure(item);
      if (label || fig) console.log(`    ${label}${fig ? `  ${fig}` : ''}`);
    }
  }
}

const [cmd, ...args] = process.argv.slice(2);
try {
  if (cmd === 'path' && args.length === 2) console.log(pagePath(args[0], args[1]));
  else if (cmd === 'table' && args.length >= 2) table(args[0], args.slice(1));
  else if (cmd === 'details' && args.length >= 1) details(args);
  else {
    console.error('usage: lighthouse.mjs path KIND FILE | table DIR PREFIX=PATH... | details FILE...');
    process.exit(2);
  }
} catch (err) {
  console.error(`lighthouse.mjs: ${err.message}`);
  process.exit(1);
}
