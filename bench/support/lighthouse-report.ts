import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

/** What the site must reach on every page, on Lighthouse's mobile run. */
export const targets = { performance: 95, accessibility: 100, seo: 95, tbtMs: 150, cls: 0.05 };

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? 0;
const tableItems = (lhr: Result, audit: string) => {
  const details = lhr.audits[audit]?.details;
  return details?.type === 'table' ? details.items : [];
};

/** The script bytes the page transferred, from Lighthouse's own network record. */
const scriptBytes = (lhr: Result) => {
  return tableItems(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
};

export const summarize = (lhr: Result) => ({
  performance: score(lhr, 'performance'),
  accessibility: score(lhr, 'accessibility'),
  seo: score(lhr, 'seo'),
  bestPractices: score(lhr, 'best-practices'),
  fcpMs: numeric(lhr, 'first-contentful-paint'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  scriptBytes: scriptBytes(lhr),
});
export type PageSummary = ReturnType<typeof summarize>;

export const missedTargets = (summary: PageSummary) =>
  [
    summary.performance < targets.performance && `performance ${summary.performance}`,
    summary.accessibility < targets.accessibility && `accessibility ${summary.accessibility}`,
    summary.seo < targets.seo && `SEO ${summary.seo}`,
    summary.tbtMs >= targets.tbtMs && `TBT ${Math.round(summary.tbtMs)} ms`,
    summary.cls >= targets.cls && `CLS ${summary.cls.toFixed(3)}`,
  ].filter((missed) => missed !== false);

const scored = (audit: Audit | undefined): audit is Audit & { score: number } =>
  audit !== undefined &&
  audit.score !== null &&
  ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);

const auditsOf = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter(scored);

const savingsMs = (audit: Audit) => {
  const { LCP = 0, FCP = 0, TBT = 0 } = audit.metricSavings ?? {};
  const overall = audit.details?.type === 'opportunity' ? audit.details.overallSavingsMs : 0;
  return Math.max(overall ?? 0, LCP, FCP, TBT);
};

const withValue = (audit: Audit) =>
  `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;

/** The elements that moved most, as the layout-shifts audit names them. */
const shiftedElements = (lhr: Result) => {
  return tableItems(lhr, 'layout-shifts')
    .slice(0, 3)
    .map((item) => {
      const node = item.node as
        { type?: string; selector?: string; nodeLabel?: string } | undefined;
      const label = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
      const name = node?.type === 'node' ? `${node.selector} "${label}"` : 'an unnamed element';
      return `  moved: ${name}, shift ${Number(item.score ?? 0).toFixed(3)}`;
    });
};

/** The audits a developer would fix first: each failed one, and the biggest savings. */
export const failingAudits = (lhr: Result) => {
  const failed = (category: string) =>
    auditsOf(lhr, category)
      .filter((audit) => audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title}`);
  const performance = auditsOf(lhr, 'performance').filter((audit) => audit.score < 0.9);
  const timeSavings = performance
    .filter((audit) => savingsMs(audit) > 0)
    .sort((a, b) => savingsMs(b) - savingsMs(a))
    .slice(0, 6)
    .map((audit) => `${withValue(audit)}, saves about ${Math.round(savingsMs(audit))} ms`);
  const shifts = performance
    .filter((audit) => (audit.metricSavings?.CLS ?? 0) > 0)
    .map((audit) => `${withValue(audit)}, CLS ${audit.metricSavings!.CLS!.toFixed(3)}`);
  return {
    performance: [...timeSavings, ...shifts, ...(shifts.length > 0 ? shiftedElements(lhr) : [])],
    accessibility: failed('accessibility'),
    seo: failed('seo'),
    'best-practices': failed('best-practices'),
  };
};
