import { Type, type Static } from 'typebox';

export const GuestRequest = Type.Object({ guest_id: Type.String() });
export type GuestRequest = Static<typeof GuestRequest>;
