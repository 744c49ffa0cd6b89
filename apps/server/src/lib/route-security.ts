import type { Capability } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';

/**
 * A route's OpenAPI security: the document shows it, and the auth plugin's hook enforces the same
 * declaration (a route that requires a session refuses a caller without one before reading the body).
 */
export type Security = { [scheme: string]: string[] }[];

/** Only a signed-in customer: a guest is refused before the body or query string is read. */
export const customerOnly: Security = [{ bearer: [] }];
/** A signed-in customer or a guest; a token, when sent, must still sign a customer in. */
export const customerOrGuest: Security = [{ bearer: [] }, {}];
/** Only a signed-in operator (store staff, courier, support). */
export const operatorOnly: Security = [{ operator: [] }];
/**
 * A console route: a signed-in staff member holding the capability (its OpenAPI scope). A route with
 * `:storeId` in its path needs the capability for that store; the auth plugin's one hook checks it.
 */
export const staffCan = (capability: Capability): Security => [{ operator: [capability] }];

/** Who makes a console change, from where: the audit entry's actor. */
export const actorOf = async (request: FastifyRequest) => ({ operatorId: (await request.operator()).id, ip: request.ip });
