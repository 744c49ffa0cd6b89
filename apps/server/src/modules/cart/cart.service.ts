import { CART_TEXTS, type CartAdd, type CartLine, type CartUpdate } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import { itemVisibleTo } from '../catalog/catalog.mapper.js';
import type { CatalogService, Sellable } from '../catalog/catalog.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { claimGuest } from '../guests/guests.repository.js';
import { checkAvailable, checkChoice, checkQuantity, lineKey, quantityCap, type LineChoice, type LineInput } from './cart.lines.js';
import { toCartLine } from './cart.mapper.js';
import { ownerKey, type CartOwner } from './cart.owner.js';
import {
  cartsOf, deleteCarts, deleteLine, dropEmptyCarts, findOwnLine, linesOf, linesOfOwner, lockCart, moveCart, setLine, upsertLine,
} from './cart.repository.js';

const itemNotFound = () => new AppError('not_found', 'Item not found');
const lineNotFound = () => new AppError('not_found', CART_TEXTS.line_not_found);
const storedChoice = (line: Pick<Row<'cart_items'>, 'variation' | 'add_ons'>): LineChoice => ({
  variation: parseJson(line.variation, []),
  addOns: parseJson(line.add_ons, []),
});
/** An item the caller may order: active, of an active store, in the caller's zones. */
function visible(item: Sellable, view: CatalogView): void {
  if (!itemVisibleTo(item.source.row, view.zoneIds)) throw itemNotFound();
}

/** Stored choices back into the shape the checks take. */
const toInput = (choice: LineChoice): LineInput => ({
  variation: choice.variation,
  add_on_ids: choice.addOns.map((a) => a.id),
  add_on_qtys: choice.addOns.map((a) => a.quantity),
});

export interface CheckoutLine {
  item: Sellable;
  choice: LineChoice;
  quantity: number;
}

const sameVariation = (a: LineChoice, b: LineChoice) => JSON.stringify(a.variation) === JSON.stringify(b.variation);

/**
 * Carts of customers and guests: one per owner and module, from one store. Every change is one
 * transaction that checks stock and limits on the quantities it leaves behind, so a change that
 * breaks a rule leaves the cart as it was.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  async list(owner: CartOwner, moduleId: number | null, view: CatalogView): Promise<CartLine[]> {
    const carts = await cartsOf(this.db, owner, moduleId);
    return this.priced(await linesOf(this.db, carts.map((c) => c.id)), [], view);
  }

  /** Stored lines as the answer shows them, priced now; `known` items are not loaded again. */
  private async priced(lines: readonly Row<'cart_items'>[], known: readonly Sellable[], view: CatalogView): Promise<CartLine[]> {
    const sellables = new Map(known.map((s) => [s.card.id, s]));
    const missing = [...new Set(lines.map((l) => l.item_id))].filter((id) => !sellables.has(id));
    for (const s of await this.catalog.sellables(missing, view)) sellables.set(s.card.id, s);
    return lines.flatMap((line) => {
      const item = sellables.get(line.item_id);
      return item ? [toCartLine(line, storedChoice(line), item, view.now)] : [];
    });
  }

  /** The cart of a module as checkout takes it: each line's item and choices, checked again now. */
  async checkoutLines(owner: CartOwner, moduleId: number, view: CatalogView): Promise<{ cartIds: number[]; lines: CheckoutLine[] }> {
    const stored = (await linesOfOwner(this.db, ownerKey(owner), moduleId)).rows;
    const sellables = new Map((await this.catalog.sellables([...new Set(stored.map((l) => l.item_id))], view)).map((s) => [s.card.id, s]));
    const lines = stored.map((line) => {
      const item = sellables.get(line.item_id);
      if (!item) throw itemNotFound();
      visible(item, view);
      const choice = checkChoice(item.source, item.card.module_type, toInput(storedChoice(line)));
      return { item, choice, quantity: line.quantity };
    });
    return { cartIds: [...new Set(stored.map((l) => l.cart_id))], lines };
  }

  /** The one line of a Buy Now order, checked as an add to the cart would be. */
  async buyNowLine(input: LineInput & { item_id: number; quantity: number }, view: CatalogView): Promise<CheckoutLine> {
    const item = await this.sellable(input.item_id, view);
    const choice = checkChoice(item.source, item.card.module_type, input);
    checkQuantity(item, choice, input.quantity, input.quantity);
    return { item, choice, quantity: input.quantity };
  }

  async add(owner: CartOwner, body: CartAdd, view: CatalogView): Promise<CartLine[]> {
    if (body.model === 'ItemCampaign') throw rule(CART_TEXTS.campaign_item);
    const item = await this.sellable(body.item_id, view);
    const choice = checkChoice(item.source, item.card.module_type, body);
    const now = this.now();
    const lines = await inTransaction(this.db, async (trx) => {
      const cart = await this.lockCart(trx, owner, item.card.module_id, item.card.store_id, now);
      const lines = await linesOf(trx, [cart.id]);
      if (cart.store_id !== item.card.store_id) {
        if (lines.length > 0) throw new AppError('different_store', CART_TEXTS.different_store);
        await moveCart(trx, cart.id, { store_id: item.card.store_id, updated_at: now });
      }
      const saved = await upsertLine(trx, {
        cart_id: cart.id, item_id: item.card.id, line_key: lineKey(item.card.id, choice), quantity: body.quantity,
        variation: JSON.stringify(choice.variation), add_ons: JSON.stringify(choice.addOns),
      }, now);
      const others = lines.filter((l) => l.id !== saved.id);
      this.checkTotals(item, choice, [...others, { item_id: item.card.id, quantity: saved.quantity, variation: JSON.stringify(choice.variation), add_ons: '[]' }]);
      return [...others, saved].sort((a, b) => a.id - b.id);
    });
    // The cart of this module is the one cart just written: its answer is built from the lines read
    // and written above, loading only the other items' cards (list() would read it all again).
    return this.priced(lines, [item], view);
  }

  /** Replaces a line's quantity and choices; when they now equal another line's, the two become one. */
  async update(owner: CartOwner, body: CartUpdate, view: CatalogView): Promise<CartLine[]> {
    const line = await findOwnLine(this.db, owner, body.cart_id);
    if (!line) throw lineNotFound();
    if (body.item_id !== undefined && body.item_id !== line.item_id) throw invalid('item_id is not the item of this cart line.');
    const item = await this.sellable(line.item_id, view);
    const choice = checkChoice(item.source, item.card.module_type, body);
    const key = lineKey(item.card.id, choice);
    const now = this.now();
    await inTransaction(this.db, async (trx) => {
      await this.lockCart(trx, owner, line.module_id, line.store_id, now);
      const lines = await linesOf(trx, [line.cart_id]);
      const current = lines.find((l) => l.id === line.id);
      if (!current) throw lineNotFound();
      const twin = lines.find((l) => l.id !== line.id && l.line_key === key);
      const quantity = body.quantity + (twin?.quantity ?? 0);
      if (twin) await deleteLine(trx, twin.id);
      await setLine(trx, line.id, { line_key: key, quantity, variation: JSON.stringify(choice.variation), add_ons: JSON.stringify(choice.addOns) }, now);
      const others = lines.filter((l) => l.id !== line.id && l.id !== twin?.id);
      this.checkTotals(item, choice, [...others, { ...current, quantity, variation: JSON.stringify(choice.variation) }]);
    });
    return this.list(owner, line.module_id, view);
  }

  async removeLine(owner: CartOwner, lineId: number, view: CatalogView): Promise<CartLine[]> {
    const line = await findOwnLine(this.db, owner, lineId);
    if (!line) throw lineNotFound();
    await inTransaction(this.db, async (trx) => {
      await deleteLine(trx, line.id);
      await dropEmptyCarts(trx, [line.cart_id]);
    });
    return this.list(owner, line.module_id, view);
  }

  /** Empties the owner's cart in a module, or every cart of the owner without one. */
  async clear(owner: CartOwner, moduleId: number | null): Promise<void> {
    const carts = await cartsOf(this.db, owner, moduleId);
    await inTransaction(this.db, (trx) => deleteCarts(trx, carts.map((c) => c.id)));
  }

  /**
   * A guest signed in: each of the guest's carts becomes the customer's. Where the customer already
   * has a cart of the same store, lines merge with summed quantities, held within stock and limits;
   * a customer's cart of another store gives way to the guest's, the one being filled just now.
   */
  async moveGuestCart(guestId: string, userId: number): Promise<void> {
    const guest: CartOwner = { userId: null, guestId };
    const customer: CartOwner = { userId, guestId: null };
    const guestCarts = await cartsOf(this.db, guest, null);
    if (guestCarts.length === 0) return;
    const guestLines = await linesOf(this.db, guestCarts.map((c) => c.id));
    const now = this.now();
    const view = { zoneIds: [], moduleId: null, lang: 'en' as const, position: null, now: this.clock.now(), epoch: this.clock.epoch };
    const sellables = new Map((await this.catalog.sellables([...new Set(guestLines.map((l) => l.item_id))], view)).map((s) => [s.card.id, s]));
    await inTransaction(this.db, async (trx) => {
      const mine = new Map((await cartsOf(trx, customer, null)).map((c) => [c.module_id, c]));
      for (const cart of guestCarts) {
        const target = mine.get(cart.module_id);
        if (!target || target.store_id !== cart.store_id) {
          if (target) await deleteCarts(trx, [target.id]);
          await moveCart(trx, cart.id, { owner: ownerKey(customer), user_id: userId, guest_id: null, updated_at: now });
          continue;
        }
        const existing = await linesOf(trx, [target.id]);
        for (const line of guestLines.filter((l) => l.cart_id === cart.id)) {
          const item = sellables.get(line.item_id);
          if (!item) continue;
          const twin = existing.find((l) => l.line_key === line.line_key);
          const quantity = Math.min(line.quantity + (twin?.quantity ?? 0), quantityCap(item, storedChoice(line)));
          if (quantity < 1) continue;
          if (twin) await setLine(trx, twin.id, { line_key: twin.line_key, quantity, variation: twin.variation, add_ons: twin.add_ons }, now);
          else await upsertLine(trx, { cart_id: target.id, item_id: line.item_id, line_key: line.line_key, quantity, variation: line.variation, add_ons: line.add_ons }, now);
        }
        await deleteCarts(trx, [cart.id]);
      }
    });
  }

  /** The owner's cart in a module, made if need be; a guest's first cart writes the guest's row first (carts.guest_id refers to it). */
  private async lockCart(trx: Db, owner: CartOwner, moduleId: number, storeId: number, now: string): Promise<Row<'carts'>> {
    if (owner.guestId !== null) await claimGuest(trx, owner.guestId, now);
    return lockCart(trx, owner, moduleId, storeId, now);
  }

  private async sellable(itemId: number, view: CatalogView): Promise<Sellable> {
    const [item] = await this.catalog.sellables([itemId], view);
    if (!item) throw itemNotFound();
    visible(item, view);
    checkAvailable(item);
    return item;
  }

  /** Checks the quantities the cart would hold: of this variation for stock, of the whole item for its maximum. */
  private checkTotals(item: Sellable, choice: LineChoice, lines: Pick<Row<'cart_items'>, 'item_id' | 'quantity' | 'variation' | 'add_ons'>[]): void {
    const ofItem = lines.filter((l) => l.item_id === item.card.id);
    const ofVariation = ofItem.filter((l) => sameVariation(storedChoice(l), choice));
    checkQuantity(item, choice, ofVariation.reduce((s, l) => s + l.quantity, 0), ofItem.reduce((s, l) => s + l.quantity, 0));
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
