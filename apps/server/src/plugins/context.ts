import fp from 'fastify-plugin';
import type { Language } from '@storefront/contract';
import { AppError, invalid } from '../lib/errors.js';
import { parseLanguage } from '../lib/i18n.js';

const BEARER = /^Bearer\s+\S+/i;
const BEARER_PREFIX = /^Bearer\s+/i;

/**
 * What the request headers (token, language, zone, module, position) say about the caller. Values
 * are parsed on first use so that a stale or garbled header only fails the calls that actually need it.
 */
export class RequestContext {
  private readonly headers: Record<string, string | string[] | undefined>;
  // Read on first use: many routes never ask for the token, some not for the language.
  private language: Language | undefined;
  private bearer: string | null | undefined;

  constructor(headers: Record<string, string | string[] | undefined>) {
    this.headers = headers;
  }

  get lang(): Language {
    return (this.language ??= parseLanguage(this.header('x-localization')));
  }

  get token(): string | null {
    if (this.bearer === undefined) {
      const auth = this.header('authorization');
      this.bearer = auth && BEARER.test(auth) ? auth.replace(BEARER_PREFIX, '').trim() : null;
    }
    return this.bearer;
  }

  private header(name: string): string | undefined {
    const value = this.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text === undefined || text.trim() === '' || text === 'null' || text === 'undefined' ? undefined : text.trim();
  }

  /** zoneId as sent: a JSON array string "[1,2]" or a single id; null when absent. */
  zoneIds(): number[] | null {
    const raw = this.header('zoneid');
    if (raw === undefined) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = raw.split(',').map((s) => Number(s.trim()));
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const ids = list.map((v) => Number(v));
    if (ids.length === 0 || ids.length > 50 || !ids.every((n) => Number.isInteger(n) && n > 0)) {
      throw invalid('The zoneId header must be a zone id or a JSON array of zone ids, such as [1,2].');
    }
    return [...new Set(ids)];
  }

  requireZoneIds(): number[] {
    const ids = this.zoneIds();
    if (!ids) throw new AppError('zone_required', 'Please choose a delivery location first: the zoneId header is required.');
    return ids;
  }

  moduleId(): number | null {
    const raw = this.header('moduleid');
    if (raw === undefined) return null;
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      throw invalid('The moduleId header must be a module id.');
    }
    return id;
  }

  requireModuleId(): number {
    const id = this.moduleId();
    if (id === null) throw new AppError('module_required', 'A module must be selected to continue.');
    return id;
  }

  /** The caller's position from the latitude/longitude headers, or null when absent or unusable. */
  position(): { lat: number; lng: number } | null {
    const lat = Number(this.header('latitude'));
    const lng = Number(this.header('longitude'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    if (this.header('latitude') === undefined || this.header('longitude') === undefined) return null;
    return { lat, lng };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const contextPlugin = fp(async (app) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // A callback hook: an async one costs every request a promise and a microtask turn.
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = new RequestContext(request.headers);
    done();
  });
}, { name: 'request-context' });
