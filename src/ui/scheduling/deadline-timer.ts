/**
 * One timer for many deadlines: `arm(due)` makes sure `run` is called by `due` (an earlier deadline
 * moves the timer, a later one leaves it), and `run` arms again for what is still pending. Watching
 * many things (images loading, rows in view) then sets and clears no timer per thing.
 */
export interface DeadlineTimer {
  arm(due: number): void;
  cancel(): void;
}

export function deadlineTimer(run: () => void): DeadlineTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timerDue = Number.POSITIVE_INFINITY;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    timerDue = Number.POSITIVE_INFINITY;
  };
  return {
    arm(due) {
      if (timer !== null && timerDue <= due) return;
      cancel();
      timerDue = due;
      timer = setTimeout(() => {
        timer = null;
        timerDue = Number.POSITIVE_INFINITY;
        run();
      }, Math.max(0, due - Date.now()));
    },
    cancel,
  };
}
