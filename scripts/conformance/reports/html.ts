/**
 * index.html: one self-contained page (no network, no external files) to read and filter the findings and the
 * checks. The report travels inside the page as JSON; everything the server sent is written with textContent,
 * never as HTML.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINDING_KINDS } from '../findings.ts';
import type { ConformanceReport } from '../run.ts';

const STYLE = `
:root { font-family: system-ui, sans-serif; color: #1d2330; background: #f6f7f9; }
body { margin: 0; padding: 16px 20px 40px; }
h1 { font-size: 20px; margin: 0 0 4px; }
.meta { color: #5b6475; font-size: 13px; margin-bottom: 12px; }
.badge { display: inline-block; padding: 2px 10px; border-radius: 10px; font-weight: 600; color: #fff; }
.pass { background: #28ba98; } .fail { background: #f04a5a; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
.card { background: #fff; border: 1px solid #dde1e7; border-radius: 6px; padding: 8px 14px; min-width: 90px; }
.card b { display: block; font-size: 20px; }
.tabs button { border: 1px solid #c5cbd5; background: #fff; padding: 6px 14px; cursor: pointer; }
.tabs button.active { background: #1d2330; color: #fff; }
.filters { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0; align-items: center; }
.filters input, .filters select { padding: 5px 6px; border: 1px solid #c5cbd5; border-radius: 4px; font-size: 13px; }
.filters input[type=search] { min-width: 260px; }
table { border-collapse: collapse; width: 100%; background: #fff; font-size: 13px; }
th, td { border-bottom: 1px solid #e6e9ee; padding: 5px 8px; text-align: left; vertical-align: top; }
th { position: sticky; top: 0; background: #eef0f4; cursor: pointer; user-select: none; }
td.code { font-family: ui-monospace, Menlo, monospace; font-size: 12px; word-break: break-all; max-width: 380px; }
tr.violation td:first-child { border-left: 4px solid #f04a5a; } tr.warning td:first-child { border-left: 4px solid #e8a33d; }
tr.failed td:first-child { border-left: 4px solid #f04a5a; } tr.passed td:first-child { border-left: 4px solid #28ba98; }
tr.skipped td { color: #8a93a3; } tr.warning-check td:first-child { border-left: 4px solid #e8a33d; }
.count { color: #5b6475; font-size: 13px; }
td.code pre { white-space: pre-wrap; margin: 6px 0 0; }
dl.kinds { font-size: 12px; color: #5b6475; columns: 2; } dl.kinds dt { font-weight: 600; color: #1d2330; }
`;

const SCRIPT = `
const report = JSON.parse(document.getElementById('report-data').textContent);
const kinds = JSON.parse(document.getElementById('kind-data').textContent);
const $ = (id) => document.getElementById(id);
const text = (value) => value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const subject = (item) => item.operationId || item.event || item.scenario || '';
const tagOf = {};
for (const check of report.checks) if (check.operationId) tagOf[check.operationId] = check.tag;
function fillSelect(select, values) {
  for (const value of [...new Set(values)].filter(Boolean).sort()) {
    const option = document.createElement('option'); option.value = value; option.textContent = value; select.append(option);
  }
}
function cell(row, value, className) {
  const td = document.createElement('td'); td.textContent = text(value); if (className) td.className = className; row.append(td);
}
// the request, and under it how to make the finding happen again (the shrunk sequence of --explore as curl lines)
function requestCell(row, item) {
  cell(row, item.request, 'code');
  if (!item.reproduction) return;
  const pre = document.createElement('pre'); pre.textContent = item.reproduction.join('\n'); row.lastChild.append(pre);
}
const params = new URLSearchParams(location.hash.slice(1));
function bind(ids, render) {
  for (const id of ids) {
    const element = $(id); if (params.has(id)) element.value = params.get(id);
    element.addEventListener('input', () => { const state = new URLSearchParams();
      for (const key of ids) if ($(key).value) state.set(key, $(key).value);
      history.replaceState(null, '', '#' + state); render(); });
  }
}
let sortKey = null, sortDirection = 1;
function renderFindings() {
  const query = $('f-search').value.toLowerCase();
  const rows = report.findings.filter((item) =>
    (!$('f-severity').value || item.severity === $('f-severity').value) &&
    (!$('f-channel').value || item.channel === $('f-channel').value) &&
    (!$('f-kind').value || item.kind === $('f-kind').value) &&
    (!$('f-check').value || item.check === $('f-check').value) &&
    (!$('f-tag').value || tagOf[item.operationId] === $('f-tag').value) &&
    (!query || [subject(item), item.path, item.message, text(item.expected), text(item.actual), item.request, ...(item.reproduction || [])].join(' ').toLowerCase().includes(query)));
  if (sortKey) rows.sort((a, b) => text(a[sortKey] ?? subject(a)).localeCompare(text(b[sortKey] ?? subject(b))) * sortDirection);
  const body = $('findings-body'); body.replaceChildren();
  for (const item of rows) {
    const row = document.createElement('tr'); row.className = item.severity; row.title = kinds[item.kind] || '';
    cell(row, item.severity); cell(row, item.channel); cell(row, subject(item)); cell(row, item.check); cell(row, item.kind);
    cell(row, item.path, 'code'); cell(row, item.expected, 'code');
    cell(row, (item.kind === 'schema' || item.kind === 'envelope') && item.actual !== '(missing)' ? JSON.stringify(item.actual) : item.actual, 'code');
    cell(row, item.message + (item.occurrences > 1 ? ' (x' + item.occurrences + ')' : '')); requestCell(row, item);
    body.append(row);
  }
  $('findings-count').textContent = rows.length + ' of ' + report.findings.length + ' findings';
}
function renderChecks() {
  const query = $('c-search').value.toLowerCase();
  const rows = report.checks.filter((item) =>
    (!$('c-status').value || item.status === $('c-status').value) &&
    (!$('c-check').value || item.check === $('c-check').value) &&
    (!query || [subject(item), item.tag, item.detail].join(' ').toLowerCase().includes(query)));
  const body = $('checks-body'); body.replaceChildren();
  for (const item of rows) {
    const row = document.createElement('tr'); row.className = item.status === 'warning' ? 'warning-check' : item.status;
    cell(row, item.status); cell(row, item.channel); cell(row, item.tag || ''); cell(row, subject(item)); cell(row, item.check);
    cell(row, item.durationMs + ' ms'); cell(row, item.detail || '', 'code');
    body.append(row);
  }
  $('checks-count').textContent = rows.length + ' of ' + report.checks.length + ' checks';
}
fillSelect($('f-kind'), report.findings.map((item) => item.kind));
fillSelect($('f-check'), report.findings.map((item) => item.check));
fillSelect($('f-tag'), report.findings.map((item) => tagOf[item.operationId]));
fillSelect($('c-check'), report.checks.map((item) => item.check));
bind(['f-search', 'f-severity', 'f-channel', 'f-kind', 'f-check', 'f-tag'], renderFindings);
bind(['c-search', 'c-status', 'c-check'], renderChecks);
for (const th of document.querySelectorAll('#findings th')) th.addEventListener('click', () => {
  sortDirection = sortKey === th.dataset.key ? -sortDirection : 1; sortKey = th.dataset.key; renderFindings(); });
for (const button of document.querySelectorAll('.tabs button')) button.addEventListener('click', () => {
  for (const other of document.querySelectorAll('.tabs button')) other.classList.toggle('active', other === button);
  $('findings-view').hidden = button.dataset.view !== 'findings'; $('checks-view').hidden = button.dataset.view !== 'checks'; });
renderFindings(); renderChecks();
`;

/** JSON that cannot close the script element it sits in. */
const embed = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function reportHtml(report: ConformanceReport): string {
  const { summary } = report;
  const card = (label: string, value: number | string) => `<div class="card"><b>${value}</b>${label}</div>`;
  const option = (value: string) => `<option value="${value}">${value}</option>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report: ${escapeHtml(report.target)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Conformance report <span class="badge ${summary.passed ? 'pass' : 'fail'}">${summary.passed ? 'PASSED' : 'FAILED'}</span></h1>
<div class="meta">HTTP ${escapeHtml(report.target)}${report.socket ? ` · socket ${escapeHtml(report.socket)}` : ''} · ${escapeHtml(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s · contract ${escapeHtml(report.contracts.openapi)}${report.contracts.asyncapi ? ` + ${escapeHtml(report.contracts.asyncapi)}` : ''} · writes ${report.options.includeWrites ? 'included' : 'not run'} · auth ${report.options.auth}</div>
<div class="cards">
${card('violations', summary.violations)}${card('warnings', summary.warnings)}${card('operations', summary.operations)}${card('socket events', summary.events)}${card('checks passed', summary.checks.passed)}${card('checks failed', summary.checks.failed)}${card('checks skipped', summary.checks.skipped)}
</div>
<div class="tabs"><button class="active" data-view="findings">Findings</button><button data-view="checks">Checks</button></div>
<section id="findings-view">
<div class="filters">
<input id="f-search" type="search" placeholder="Filter: operation, path, message…">
<select id="f-severity"><option value="">all severities</option>${option('violation')}${option('warning')}</select>
<select id="f-channel"><option value="">all channels</option>${option('http')}${option('socket')}${option('scenario')}</select>
<select id="f-kind"><option value="">all kinds</option></select>
<select id="f-check"><option value="">all checks</option></select>
<select id="f-tag"><option value="">all tags</option></select>
<span class="count" id="findings-count"></span>
</div>
<table id="findings"><thead><tr>
<th data-key="severity">severity</th><th data-key="channel">channel</th><th data-key="operationId">operation / event / scenario</th><th data-key="check">check</th><th data-key="kind">kind</th><th data-key="path">path</th><th data-key="expected">expected</th><th data-key="actual">actual</th><th data-key="message">message</th><th data-key="request">request</th>
</tr></thead><tbody id="findings-body"></tbody></table>
<dl class="kinds">${Object.entries(FINDING_KINDS)
    .map(([kind, meaning]) => `<dt>${kind}</dt><dd>${escapeHtml(meaning)}</dd>`)
    .join('')}</dl>
</section>
<section id="checks-view" hidden>
<div class="filters">
<input id="c-search" type="search" placeholder="Filter: operation, tag, detail…">
<select id="c-status"><option value="">all statuses</option>${['passed', 'failed', 'warning', 'skipped'].map(option).join('')}</select>
<select id="c-check"><option value="">all checks</option></select>
<span class="count" id="checks-count"></span>
</div>
<table><thead><tr><th>status</th><th>channel</th><th>tag</th><th>operation / event / scenario</th><th>check / step</th><th>time</th><th>detail</th></tr></thead><tbody id="checks-body"></tbody></table>
</section>
<script type="application/json" id="report-data">${embed(report)}</script>
<script type="application/json" id="kind-data">${embed(FINDING_KINDS)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

export function writeHtmlReport(report: ConformanceReport, folder: string): string {
  const file = join(folder, 'index.html');
  writeFileSync(file, reportHtml(report));
  return file;
}
