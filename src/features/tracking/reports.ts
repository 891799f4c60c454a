import type { PageMetrics, ResourceTimingSummary } from '../../platform/performance';

/** spec 9: the performance report is sent after 5 s, and at the latest 15 s after start. */
export const PERFORMANCE_REPORT_AFTER_MS = 5_000;
export const PERFORMANCE_REPORT_CAP_MS = 15_000;
/** spec 9: the status call's timing is reported after 5 s. */
export const STATUS_TIMING_AFTER_MS = 5_000;

export type Visit = 'first' | 'return';

export interface PerformanceReport extends PageMetrics {
  visit: Visit;
}

/** Every metric is in: the report need not wait for the cap. */
export function metricsComplete(metrics: PageMetrics): boolean {
  return metrics.fcp !== null && metrics.lcp !== null && metrics.fs !== null;
}

/**
 * spec 7: the performance report is posted as text: `report=performance&fcp=..&lcp=..&fs=..&
 * visit=first|return`, whole milliseconds since the navigation started; a metric the browser
 * never gave is left out.
 */
export function performanceReportText(report: PerformanceReport): string {
  const params = new URLSearchParams({ report: 'performance' });
  for (const name of ['fcp', 'lcp', 'fs'] as const) {
    const value = report[name];
    if (value !== null) params.set(name, String(value));
  }
  params.set('visit', report.visit);
  return params.toString();
}

/**
 * The status call's timing (spec 9, after 5 s), as text like the performance report:
 * `report=status&duration=..&ttfb=..&track=..`; track is what the status call sent (spec 7).
 */
export function statusTimingText(timing: ResourceTimingSummary, track: string | null): string {
  const params = new URLSearchParams({ report: 'status', duration: String(timing.duration) });
  if (timing.ttfb !== null) params.set('ttfb', String(timing.ttfb));
  if (track) params.set('track', track);
  return params.toString();
}
