import { Type, type Static } from 'typebox';

/** A common question of the help page, in the X-localization language. */
export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String() });
export type Faq = Static<typeof Faq>;

/** GET /faq: the questions in the order the help page shows them. */
export const FaqList = Type.Object({ faqs: Type.Array(Faq) });
export type FaqList = Static<typeof FaqList>;
