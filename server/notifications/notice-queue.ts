import type { PushEvent } from '../pushes/push-event.ts';

interface Waiting {
  event: PushEvent;
  told: () => void;
}

/**
 * Owners' notices waiting their turn, told in the order they came and at most `atOnce` at a time:
 * a burst of views is answered first, and its notices follow as the store and the senders keep up,
 * instead of every one taking its share of the server while the readers wait.
 */
export function noticeQueue(tell: (event: PushEvent) => Promise<void>, atOnce: number) {
  const waiting: Waiting[] = [];
  let head = 0;
  let underWay = 0;
  const idle: Array<() => void> = [];

  function next(): void {
    while (underWay < atOnce && head < waiting.length) {
      const { event, told } = waiting[head++] as Waiting;
      underWay++;
      // The next one starts before this one's teller hears it is done.
      const done = () => {
        underWay--;
        next();
        told();
      };
      tell(event).then(done, done);
    }
    // The told part of the line is let go now and then, not on every turn.
    if (head > 1024 && head * 2 > waiting.length) {
      waiting.splice(0, head);
      head = 0;
    }
    if (underWay === 0 && head === waiting.length) for (const resolve of idle.splice(0)) resolve();
  }

  return {
    /** Resolves once this notice is told (its failures are `tell`'s to log). */
    add(event: PushEvent): Promise<void> {
      return new Promise<void>((told) => {
        waiting.push({ event, told });
        next();
      });
    },
    /** Resolves once every notice added so far is told. */
    idle(): Promise<void> {
      if (underWay === 0 && head === waiting.length) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
