/** Misskey "aid"-like ids: 8 base36 chars of milliseconds since 2000-01-01 + 2 chars of counter. */

const TIME2000 = 946_684_800_000;
const ID_PATTERN = /^[a-zA-Z0-9]+$/;

/** The format the real server calls "misskey:id". */
export function isMisskeyId(value: string): boolean {
  return ID_PATTERN.test(value);
}

function timePart(time: number): string {
  return Math.max(0, time - TIME2000).toString(36).padStart(8, '0').slice(-8);
}

/** Milliseconds encoded in an id produced here (approximate for foreign ids). */
export function idToTime(id: string): number {
  return parseInt(id.slice(0, 8), 36) + TIME2000;
}

export type IdGenerator = (time: number) => string;

/**
 * A strictly increasing generator: ids sort like their creation order, so pagination by id
 * matches pagination by time. Callers create records of one kind in chronological order.
 */
export function createIdGenerator(): IdGenerator {
  let last = '';
  let counter = 0;
  return (time: number) => {
    counter = (counter + 1) % 1296;
    let id = timePart(time) + counter.toString(36).padStart(2, '0');
    if (id <= last) id = (parseInt(last, 36) + 1).toString(36).padStart(10, '0');
    last = id;
    return id;
  };
}
