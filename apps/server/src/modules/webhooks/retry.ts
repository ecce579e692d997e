/**
 * Webhook retries (issue 19): the waits before each retry, in seconds, starting small (the first retry comes within
 * 30 seconds) and growing to every 4 hours; a delivery is given up 24 hours after its event, and an endpoint that
 * has failed for 24 hours without a success is turned off.
 */
export const DEFAULT_RETRY_SECONDS = [5, 25, 120, 600, 1800, 3600, 7200, 14_400];
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
export const DISABLE_AFTER_MS = 24 * 3_600_000;

/** The wait after the `attempts`-th failed attempt: the schedule's entry, its last one beyond it. */
export function retryDelaySeconds(schedule: number[], attempts: number): number {
  const list = schedule.length > 0 ? schedule : DEFAULT_RETRY_SECONDS;
  return list[Math.min(attempts, list.length) - 1] ?? list[list.length - 1]!;
}

/** When each attempt happens after the event, in seconds, until the delivery is given up (for the docs and tests). */
export function attemptTimes(schedule: number[] = DEFAULT_RETRY_SECONDS): number[] {
  const times = [0];
  for (let n = 1; ; n++) {
    const next = times[times.length - 1]! + retryDelaySeconds(schedule, n);
    if (next * 1000 > GIVE_UP_AFTER_MS) return times;
    times.push(next);
  }
}
