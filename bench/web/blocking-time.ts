/**
 * Time to Interactive and Total Blocking Time as Lighthouse defines them (lighthouse-core's interactive.js and
 * total-blocking-time.js), computed from what a page can observe about itself: its long tasks (PerformanceObserver
 * 'longtask'), its first contentful paint and its requests (resource timing). All times are milliseconds on the
 * page's own clock (performance.now()).
 *
 * TTI: the first window of 5 s after FCP with no long task and at most two requests in flight; TTI is where its CPU
 * quiet part starts (the end of the last long task before it), but never before FCP or DOMContentLoaded.
 * TBT: for every long task between FCP and TTI, the part of it (clipped to that span) beyond 50 ms.
 *
 * Lighthouse reads top-level tasks from a trace and, with its default "simulate" throttling, replays them on a
 * modelled network and CPU (desktop: no CPU slowdown). Here the tasks are the browser's own long tasks, measured on
 * this machine as they ran: the same definition, not the same numbers.
 */

export const QUIET_WINDOW_MS = 5_000;
export const BLOCKING_THRESHOLD_MS = 50;
/** Lighthouse's ALLOWED_CONCURRENT_REQUESTS: the network counts as quiet with this many requests in flight. */
export const QUIET_REQUESTS = 2;

export interface Span {
  start: number;
  end: number;
}

export interface PageTimings {
  /** First contentful paint. */
  fcp: number;
  /** DOMContentLoaded event end. */
  domContentLoaded: number;
  longTasks: Span[];
  /** Every request of the page, the document included, from its start to its response's end. */
  requests: Span[];
  /** When the observation stopped: a quiet period still open at that time ends here. */
  observedUntil: number;
}

export interface BlockingTime {
  /** undefined: no quiet window of 5 s was seen before observedUntil. */
  timeToInteractive: number | undefined;
  totalBlockingTime: number;
  /** Long tasks counted (those that block between FCP and TTI, or up to observedUntil without a TTI). */
  blockingTasks: number;
}

const cpuQuietPeriods = (longTasks: Span[], until: number): Span[] => {
  const tasks = [...longTasks].sort((a, b) => a.start - b.start);
  if (tasks.length === 0) return [{ start: 0, end: until }];
  const periods: Span[] = [{ start: 0, end: tasks[0]?.start ?? 0 }];
  for (const [index, task] of tasks.entries()) {
    periods.push({ start: task.end, end: tasks[index + 1]?.start ?? until });
  }
  return periods;
};

const networkQuietPeriods = (requests: Span[], until: number): Span[] => {
  const boundaries = requests
    .flatMap((request) => [
      { time: request.start, delta: 1 },
      { time: request.end, delta: -1 },
    ])
    // ends before starts at the same instant, as Lighthouse sorts them
    .sort((a, b) => a.time - b.time || a.delta - b.delta);
  const periods: Span[] = [];
  let inFlight = 0;
  let quietSince: number | undefined = 0;
  for (const boundary of boundaries) {
    inFlight += boundary.delta;
    if (inFlight > QUIET_REQUESTS && quietSince !== undefined) {
      periods.push({ start: quietSince, end: boundary.time });
      quietSince = undefined;
    } else if (inFlight <= QUIET_REQUESTS && quietSince === undefined) {
      quietSince = boundary.time;
    }
  }
  if (quietSince !== undefined) periods.push({ start: quietSince, end: until });
  return periods;
};

/** Lighthouse's findOverlappingQuietPeriods: the first CPU and network quiet periods that share 5 s after FCP. */
const timeToInteractive = (timings: PageTimings): number | undefined => {
  const longEnough = (period: Span) =>
    period.end > timings.fcp + QUIET_WINDOW_MS && period.end - period.start >= QUIET_WINDOW_MS;
  const cpu = cpuQuietPeriods(timings.longTasks, timings.observedUntil).filter(longEnough);
  const network = networkQuietPeriods(timings.requests, timings.observedUntil).filter(longEnough);
  let cpuIndex = 0;
  let networkIndex = 0;
  while (cpuIndex < cpu.length && networkIndex < network.length) {
    const cpuPeriod = cpu[cpuIndex] as Span;
    const networkPeriod = network[networkIndex] as Span;
    if (cpuPeriod.start >= networkPeriod.start) {
      if (networkPeriod.end >= cpuPeriod.start + QUIET_WINDOW_MS) {
        return Math.max(cpuPeriod.start, timings.fcp, timings.domContentLoaded);
      }
      networkIndex += 1;
    } else {
      if (cpuPeriod.end >= networkPeriod.start + QUIET_WINDOW_MS) {
        return Math.max(cpuPeriod.start, timings.fcp, timings.domContentLoaded);
      }
      cpuIndex += 1;
    }
  }
  return undefined;
};

export const blockingTime = (timings: PageTimings): BlockingTime => {
  const tti = timeToInteractive(timings);
  const end = tti ?? timings.observedUntil;
  let total = 0;
  let count = 0;
  for (const task of timings.longTasks) {
    if (task.end - task.start < BLOCKING_THRESHOLD_MS) continue;
    if (task.end < timings.fcp || task.start > end) continue;
    const clipped = Math.min(task.end, end) - Math.max(task.start, timings.fcp);
    if (clipped < BLOCKING_THRESHOLD_MS) continue;
    total += clipped - BLOCKING_THRESHOLD_MS;
    count += 1;
  }
  return { timeToInteractive: tti, totalBlockingTime: Math.round(total), blockingTasks: count };
};
