/**
 * reference/index.html: the two references with their versions, and the contract changelog. The mock's root page
 * is this page with the mock's own addresses put in at MOCK_SLOT.
 */
import type { Reference } from './build-references.ts';

export const MOCK_SLOT = '<!-- mock -->';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Code spans, bold and links of one line of Markdown, the rest escaped. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '<a href="$2">$1</a>');
}

/** The Markdown this changelog uses: headings, paragraphs, bullet lists (with continuation lines) and tables. */
export function markdownToHtml(markdown: string): string {
  const html: string[] = [];
  let open: 'ul' | 'table' | 'p' | undefined;
  const close = () => {
    if (open === 'ul') html.push('</li></ul>');
    else if (open === 'table') html.push('</tbody></table>');
    else if (open === 'p') html.push('</p>');
    open = undefined;
  };
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    const cells = line.startsWith('|')
      ? line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim())
      : undefined;
    if (heading) {
      close();
      const level = Math.max(2, heading[1].length); // the page has its own h1
      html.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (line.startsWith('- ')) {
      if (open === 'ul') html.push('</li><li>');
      else {
        close();
        html.push('<ul><li>');
        open = 'ul';
      }
      html.push(inline(line.slice(2)));
    } else if (cells) {
      if (cells.every((cell) => /^-+$/.test(cell))) continue;
      if (open !== 'table') {
        close();
        html.push(`<table><thead><tr>${cells.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr></thead><tbody>`);
        open = 'table';
      } else html.push(`<tr>${cells.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`);
    } else if (line.trim() === '') {
      close();
    } else if (open === 'ul' || open === 'p') {
      html.push(inline(line.trim()));
    } else {
      close();
      html.push(`<p>${inline(line)}`);
      open = 'p';
    }
  }
  close();
  return html.join('\n');
}

const STYLE = `
  body { margin: 0; font: 16px/1.55 system-ui, sans-serif; color: #1c2430; background: #f6f7f9; }
  main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  h1 { margin: 0 0 .25rem; font-size: 1.9rem; }
  .lead { margin: 0 0 1.5rem; color: #4a5566; }
  .cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
  .card { display: block; padding: 1.1rem 1.25rem; border: 1px solid #d9dee6; border-radius: .75rem;
    background: #fff; color: inherit; text-decoration: none; }
  .card:hover, .card:focus-visible { border-color: #2f6fdf; box-shadow: 0 0 0 3px #2f6fdf22; }
  .card strong { display: block; font-size: 1.15rem; color: #2f6fdf; }
  .card span { color: #4a5566; }
  .version { font-variant-numeric: tabular-nums; }
  .mock { margin-top: 1rem; padding: .9rem 1.25rem; border-radius: .75rem; background: #e9f5ef; }
  .changelog { margin-top: 2.5rem; padding: .5rem 1.5rem 1.5rem; border-radius: .75rem; background: #fff;
    border: 1px solid #d9dee6; }
  code { font: .9em ui-monospace, monospace; background: #eef1f5; padding: .05em .3em; border-radius: .25em; }
  table { border-collapse: collapse; margin: 1rem 0; }
  th, td { border: 1px solid #d9dee6; padding: .4rem .6rem; text-align: left; vertical-align: top; }
`;

const SUMMARIES: Record<Reference['kind'], string> = {
  openapi: 'Every HTTP operation under /api: parameters, envelopes, examples and error answers.',
  asyncapi: 'The socket.io channel: every event the server pushes and every request a client sends.',
};

export function renderIndexPage(references: Reference[], versions: Record<string, string>, changelog: string): string {
  const cards = references
    .map(
      (reference) =>
        `<a class="card" href="${reference.file}"><strong>${escapeHtml(reference.title)}</strong>` +
        `<span class="version">version ${escapeHtml(versions[reference.file])}</span><br />` +
        `<span>${SUMMARIES[reference.kind]}</span></a>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'" />
<title>Tradedesk contracts</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Tradedesk contracts</h1>
<p class="lead">The references a backend team builds against. Both work offline.</p>
<nav class="cards">
${cards}
</nav>
${MOCK_SLOT}
<section class="changelog">
${markdownToHtml(changelog.replace(/^# .*\n/, ''))}
</section>
</main>
</body>
</html>
`;
}
