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

/** Where a generator stands: its last id and counter (a restored snapshot carries on from here). */
export interface IdPosition {
  last: string;
  counter: number;
}

export type IdGenerator = ((time: number) => string) & { readonly position: Readonly<IdPosition> };

/**
 * A strictly increasing generator: ids sort like their creation order, so pagination by id
 * matches pagination by time. Callers create records of one kind in chronological order.
 * `from` continues another generator's sequence (its `position`).
 */
export function createIdGenerator(from: Readonly<IdPosition> = { last: '', counter: 0 }): IdGenerator {
  const position: IdPosition = { ...from };
  const next = (time: number) => {
    position.counter = (position.counter + 1) % 1296;
    let id = timePart(time) + position.counter.toString(36).padStart(2, '0');
    if (id <= position.last) id = (parseInt(position.last, 36) + 1).toString(36).padStart(10, '0');
    position.last = id;
    return id;
  };
  return Object.assign(next, { position: position as Readonly<IdPosition> });
}
