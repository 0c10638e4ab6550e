import { randomInt } from "node:crypto";

/**
 * Work a request starts but does not wait for, so that its answer takes the same time whatever the
 * work finds (forgot-password must not tell, by its timing, whether an account exists). Failures
 * are reported, never thrown at a request that has already been answered. `settled()` waits for
 * everything started so far (closing the server, tests).
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly onError: (error: unknown) => void,
    /**
     * When a task starts: by default a random 5–50 ms later, so that it does not fall on the next
     * request of whoever sent this one (their timing would tell what the work found); tests may
     * hold it.
     */
    private readonly schedule: (start: () => void) => void = (start) => setTimeout(start, randomInt(5, 50)),
  ) {}

  run(task: () => Promise<void>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => this.schedule(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  get size(): number {
    return this.pending.size;
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
