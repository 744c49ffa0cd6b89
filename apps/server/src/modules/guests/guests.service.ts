import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { insertGuest } from './guests.repository.js';

export class GuestsService {
  constructor(private readonly db: Db) {}

  /** A guest id is a bearer credential for a guest's cart and orders, so it carries 144 random bits. */
  async create(): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    await insertGuest(this.db, id, new Date().toISOString());
    return id;
  }
}
