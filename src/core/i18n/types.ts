import type { jaJP } from '@/locales/ja-JP';
import type { jaJPBase } from '@/locales/base/ja-JP';
import type { jaJPScreens } from '@/locales/screens/ja-JP';

/** A tree of messages: every leaf is a string. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Full message shape, defined by the ja-JP source of truth. */
export type Messages = typeof jaJP;

/** The areas every start needs (each language's part loaded before the first paint). */
export type BaseMessages = typeof jaJPBase;

/** The screens around the timeline (each language's part loaded after the first paint). */
export type ScreenMessages = typeof jaJPScreens;

/** Every key optional at every depth; leaves stay strings. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]>;
};

/** Shape of a partial (non-reference) locale. */
export type LocaleMessages = DeepPartial<Messages>;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted leaf path of the ja-JP messages, e.g. 'signin.title'. */
export type MessageKey = Leaves<Messages, ''>;

/** Values for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;
