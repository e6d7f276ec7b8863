import type { FastifyBaseLogger } from 'fastify';

/**
 * What `/readyz` asks: each platform service this instance cannot serve well without registers a check where it is
 * made (the database here, storage in the files plugin, the worker in the jobs plugin, each change listener where it
 * listens), so the answer names the one that fails instead of a bare 503.
 */
export interface ReadinessCheck {
  /** The dependency in Chinese, for the 503's sentence (“文件存储”). */
  label: string;
  /** A failing required check answers 503, so the balancer sends traffic elsewhere; others are only reported. */
  required: boolean;
  /** Resolves when the dependency works; throws otherwise, with a `NotReady` when it can say why in words. */
  check: () => Promise<void>;
}

/** A failure whose message is meant for an operator: Chinese first, then English (“文件目录不可写 (not writable)”). */
export class NotReady extends Error {}

export interface CheckResult {
  status: 'ok' | 'failed';
  required: boolean;
  reason?: string;
}

export interface ReadinessReport {
  ready: boolean;
  /** The labels of the required checks that failed, in the order they were added. */
  failing: string[];
  checks: Record<string, CheckResult>;
}

/** Longer than a healthy dependency ever takes, shorter than a balancer's probe timeout. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * `/readyz` is public (a balancer probes it every few seconds per instance); answers within this long are shared, so
 * nobody can turn it into a stream of database and storage calls.
 */
const REPORT_REUSE_MS = 1_000;

/** Why a dependency failed, without echoing paths, hosts or credentials from an error message to the public. */
const reasonOf = (error: unknown): string => {
  if (error instanceof NotReady) return error.message;
  const { code, name } = error as { code?: unknown; name?: unknown };
  const detail = typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
  return `无法使用（unavailable: ${detail}）`;
};

const withTimeout = async (work: Promise<void>): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new NotReady(`检查超时（no answer within ${CHECK_TIMEOUT_MS / 1000} s）`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const createReadiness = (logger: Pick<FastifyBaseLogger, 'warn'>) => {
  const checks = new Map<string, ReadinessCheck>();
  let last: { at: number; report: Promise<ReadinessReport> } | undefined;

  const runAll = async (): Promise<ReadinessReport> => {
    const entries = [...checks.entries()];
    const results = await Promise.all(
      entries.map(async ([name, { required, check }]): Promise<[string, CheckResult]> => {
        try {
          await withTimeout(check());
          return [name, { status: 'ok', required }];
        } catch (error) {
          logger.warn({ err: error, check: name }, 'readiness check failed');
          return [name, { status: 'failed', required, reason: reasonOf(error) }];
        }
      }),
    );
    const failing = entries
      .filter(([, { required }], index) => required && results[index]?.[1].status === 'failed')
      .map(([, { label }]) => label);
    return { ready: failing.length === 0, failing, checks: Object.fromEntries(results) };
  };

  return {
    /** Adds a check under a short name (`database`, `storage`); a name is added once. */
    add(name: string, check: ReadinessCheck): void {
      if (checks.has(name)) throw new Error(`readiness check ${name} added twice`);
      checks.set(name, check);
    },

    async report(): Promise<ReadinessReport> {
      const now = Date.now();
      if (!last || now - last.at >= REPORT_REUSE_MS) last = { at: now, report: runAll() };
      return last.report;
    },
  };
};

export type Readiness = ReturnType<typeof createReadiness>;
