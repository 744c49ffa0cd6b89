import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest question and answer, in any language. */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5_000;

/** A common question as the console edits it. */
export const ConsoleFaq = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  question: Texts,
  answer: Texts,
  /** Where it shows: lower first. */
  position: Type.Integer(),
  /** Off: the storefront does not show it. */
  on: Type.Boolean(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleFaq = Static<typeof ConsoleFaq>;

export const ConsoleFaqList = Type.Object({ faqs: Type.Array(ConsoleFaq) });
export type ConsoleFaqList = Static<typeof ConsoleFaqList>;

/** A new question; without a position it goes last. */
export const ConsoleFaqCreate = Type.Object({
  question: TextsInput(FAQ_QUESTION_MAX),
  answer: TextsInput(FAQ_ANSWER_MAX),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleFaqCreate = Static<typeof ConsoleFaqCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleFaqUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  question: Type.Optional(TextsInput(FAQ_QUESTION_MAX)),
  answer: Type.Optional(TextsInput(FAQ_ANSWER_MAX)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleFaqUpdate = Static<typeof ConsoleFaqUpdate>;

export const FaqParams = Type.Object({ faqId: Type.Integer({ minimum: 1 }) });
export type FaqParams = Static<typeof FaqParams>;

/** A removal names the version read, as a save does. */
export const ConsoleFaqDelete = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type ConsoleFaqDelete = Static<typeof ConsoleFaqDelete>;

export const ConsoleFaqConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleFaq, changed: Type.Array(Type.String()) });
export type ConsoleFaqConflict = Static<typeof ConsoleFaqConflict>;
