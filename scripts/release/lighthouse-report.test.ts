import { describe, expect, it } from 'vitest';
import { auditRow, formatTable, medianRun, shortfalls, type LighthouseResult } from './lighthouse-report';

const lhr = (performance: number, accessibility: number, bestPractices: number | null): LighthouseResult => ({
  lighthouseVersion: '13.5.0',
  categories: {
    performance: { score: performance },
    accessibility: { score: accessibility },
    'best-practices': { score: bestPractices },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1834.2 },
    'total-blocking-time': { numericValue: 12.6 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
  },
});

describe('Lighthouse figures', () => {
  it('reads scores as 0-100 and the three metrics, and prints them as a table row', () => {
    const row = auditRow('home', '/#/pages/index/index', lhr(0.874, 1, 0.96));
    expect(row.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 96 });
    expect(formatTable([row]).split('\n')[2]).toBe(
      '| home (`/#/pages/index/index`) | 87 | 100 | 96 | 1.8 s | 13 ms | 0.012 |',
    );
  });

  it('names every asserted score below the minimum, and leaves performance out when not asked', () => {
    const rows = [auditRow('login', '/', lhr(0.5, 0.94, 0.95)), auditRow('market', '/m', lhr(0.5, 1, 0.9))];
    expect(shortfalls(rows, ['accessibility', 'best-practices'], 95)).toEqual([
      'login: accessibility 94, below 95',
      'market: best-practices 90, below 95',
    ]);
  });

  it('shows the run of median performance score, with its own metrics', () => {
    const runs = [0.91, 0.68, 0.83].map((performance) => auditRow('home', '/', lhr(performance, 1, 1)));
    expect(medianRun(runs).scores.performance).toBe(83);
    expect(medianRun([runs[0]])).toBe(runs[0]);
    expect(() => medianRun([])).toThrow('no Lighthouse run');
  });

  it('refuses a result without a score rather than reporting zero', () => {
    expect(() => auditRow('login', '/', lhr(1, 1, null))).toThrow('best-practices');
  });

  it('reads only the categories audited, shows the others as dashes, and never holds an unaudited one as passed', () => {
    const asserted = {
      ...lhr(0.5, 0.97, 1),
      categories: { accessibility: { score: 0.97 }, 'best-practices': { score: 1 } },
    };
    const row = auditRow('market', '/m', asserted, ['accessibility', 'best-practices']);
    expect(row.scores).toEqual({ accessibility: 97, 'best-practices': 100 });
    expect(row.metrics).toBeUndefined();
    expect(formatTable([row]).split('\n')[2]).toBe('| market (`/m`) | – | 97 | 100 | – | – | – |');
    expect(shortfalls([row], ['accessibility', 'best-practices'], 95)).toEqual([]);
    expect(shortfalls([row], ['performance'], 95)).toEqual(['market: performance not audited']);
    expect(() => auditRow('market', '/m', asserted)).toThrow('performance');
  });
});
