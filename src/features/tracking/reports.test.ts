import { describe, expect, it } from 'vitest';
import { metricsComplete, performanceReportText, statusTimingText } from './reports';

describe('the performance report text (spec 7)', () => {
  it('names fcp, lcp, fs and the visit', () => {
    expect(performanceReportText({ fcp: 812, lcp: 1204, fs: 1530, visit: 'first' })).toBe(
      'report=performance&fcp=812&lcp=1204&fs=1530&visit=first',
    );
  });

  it('leaves out a metric the browser never gave', () => {
    expect(performanceReportText({ fcp: 812, lcp: null, fs: null, visit: 'return' })).toBe(
      'report=performance&fcp=812&visit=return',
    );
  });

  it('is complete only with all three metrics', () => {
    expect(metricsComplete({ fcp: 1, lcp: 2, fs: 3 })).toBe(true);
    expect(metricsComplete({ fcp: 1, lcp: 2, fs: null })).toBe(false);
  });
});

describe('the status timing text', () => {
  it('names the duration, the time to first byte and the status call track', () => {
    expect(statusTimingText({ startTime: 300, duration: 183, ttfb: 120 }, 'ad7')).toBe(
      'report=status&duration=183&ttfb=120&track=ad7',
    );
    expect(statusTimingText({ startTime: 300, duration: 183, ttfb: null }, null)).toBe(
      'report=status&duration=183',
    );
  });
});
