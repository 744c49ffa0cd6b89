import { Type, type Static } from 'typebox';

/** The newsletter's subscribers as the console lists them: newest first, found by part of their email. */
export const ConsoleSubscriberQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleSubscriberQuery = Static<typeof ConsoleSubscriberQuery>;

export const ConsoleSubscriber = Type.Object({ id: Type.Integer(), email: Type.String(), subscribed_at: Type.String() });
export type ConsoleSubscriber = Static<typeof ConsoleSubscriber>;

export const ConsoleSubscriberPage = Type.Object({ total: Type.Integer(), subscribers: Type.Array(ConsoleSubscriber) });
export type ConsoleSubscriberPage = Static<typeof ConsoleSubscriberPage>;

/** The export's columns, in order (its first line). */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'subscribed_at'] as const;
