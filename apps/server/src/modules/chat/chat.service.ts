import {
  CHAT_TEXTS, MAX_CHAT_IMAGES, type ConversationListQuery, type ConversationPage, type ConversationSearchQuery, type MessageDetails,
  type MessageDetailsQuery, type MessageSend, type MessageSent, type OperatorConversationListQuery, type OperatorConversationPage,
  type OperatorMessageDetails, type OperatorMessageReply, type OperatorMessageSent,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, notFound, rule } from '../../lib/errors.js';
import { withStoredImages } from '../../lib/images.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import type { ConfigService } from '../config/config.service.js';
import { insertPush } from '../push/push.repository.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { SignedInOperator } from '../operator/operator.service.js';
import type { FilesService } from '../files/files.service.js';
import { toChatMessage, toChatParty, toConversation, toOperatorConversation, type SupportFace } from './chat.mapper.js';
import {
  chatMessageById, conversationById, conversationFor, conversationWith, courierParty, insertChatMessage, listConversations, markSeen, messagesOf,
  noteLastMessage, orderOfCustomer, storeParty, unreadTotal, type ConversationRow, type ConversationScope, type PartyRef,
} from './chat.repository.js';

const conversationNotFound = () => notFound(CHAT_TEXTS.conversation_not_found);
const receiverNotFound = () => notFound(CHAT_TEXTS.receiver_not_found);
const courierClosed = () => rule(CHAT_TEXTS.courier_closed, 'receiver_id');
/** The demo autopilot's one answer to a customer's first message, by party. */
export const AUTOPILOT_REPLIES = {
  vendor: 'Thanks for your message! We have received it and will get back to you in a moment.',
  delivery_man: 'Hi! I got your message and I am on my way with your order.',
} as const;

/** Somebody wrote first: the autopilot's answer is no longer wanted. */
const overtaken = () => new AppError('conflict', 'The conversation changed');

/** A message of the party (an operator or the autopilot) to the customer. */
interface PartyMessage {
  senderId: number | null;
  text: string;
  orderId: number | null;
  /** Write only while this is still the conversation's last message. */
  ifLastIs?: number;
  /** Written from the staff console: kept in the audit log with the message. */
  audit?: StaffActor;
}

/**
 * Conversations between signed-in customers and stores, couriers and support. Each message and the
 * conversation's last message and unread counts change in one transaction; a message of the party
 * also leaves the customer a push (customer_messages) in that transaction.
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: ConfigService; clock: Clock; publicUrl: string; storageDir: string; files: FilesService; announce?: () => void },
  ) {}

  private async support(): Promise<SupportFace> {
    const config = await this.deps.config.config();
    return { name: config.business_name, image: config.logo_full_url };
  }

  // The customer's side.

  async list(userId: number, query: ConversationListQuery | ConversationSearchQuery): Promise<ConversationPage> {
    const window = pageWindow(query);
    const support = await this.support();
    const scope = { userId };
    const search = 'name' in query ? { name: query.name.trim(), supportName: support.name } : undefined;
    const [{ rows, total }, unread, sign] = await Promise.all([listConversations(this.db, scope, window, search), unreadTotal(this.db, scope), this.deps.files.signer()]);
    return {
      total_size: total, limit: window.limit, offset: window.offset, unread_total: unread,
      conversations: rows.map((r) => toConversation(r, support, this.deps.publicUrl, sign)),
    };
  }

  /** A thread by its id, or with a party (none yet: an empty thread); reading marks the party's messages seen. */
  async details(userId: number, query: MessageDetailsQuery): Promise<MessageDetails> {
    const window = pageWindow(query);
    const support = await this.support();
    let conversation: ConversationRow | undefined;
    if (query.conversation_id !== undefined) {
      conversation = await this.ownConversation(userId, query.conversation_id);
    } else {
      const party = await this.party(userId, query, false);
      conversation = await conversationWith(this.db, userId, party.ref);
      if (!conversation) {
        const receiver = toChatParty({ party_type: party.ref.type, party_id: party.ref.id, ...party.face }, support, this.deps.publicUrl);
        return { total_size: 0, limit: window.limit, offset: window.offset, conversation: null, receiver, messages: [] };
      }
    }
    const id = conversation.id;
    if (conversation.customer_unread > 0) {
      await inTransaction(this.db, (trx) => markSeen(trx, id, 'customer', this.now()));
    }
    const [fresh, { rows, total }, sign] = await Promise.all([conversationById(this.db, id), messagesOf(this.db, id, window), this.deps.files.signer()]);
    const shown = toConversation(fresh!, support, this.deps.publicUrl, sign);
    return {
      total_size: total, limit: window.limit, offset: window.offset, conversation: shown, receiver: shown.receiver,
      messages: rows.map((r) => toChatMessage(r, sign, this.deps.publicUrl)),
    };
  }

  async send(customer: SignedInCustomer, body: MessageSend, images: Buffer[]): Promise<MessageSent> {
    if (images.length > MAX_CHAT_IMAGES) throw invalid(CHAT_TEXTS.too_many_images, 'image');
    const text = body.message?.trim() || null;
    if (!text && !images.length) throw invalid(CHAT_TEXTS.empty, 'message');
    const party = body.conversation_id !== undefined
      ? await this.writableConversation(customer.id, body.conversation_id)
      : (await this.party(customer.id, body, true)).ref;
    if (body.order_id !== undefined && !(await orderOfCustomer(this.db, body.order_id, customer.id))) throw notFound(CHAT_TEXTS.order_not_found);
    const now = this.now();
    const { conversationId, messageId } = await withStoredImages(images, this.deps.storageDir, 'chat', { maxSide: 1600 }, (stored) =>
      inTransaction(this.db, async (trx) => {
        const id = await conversationFor(trx, customer.id, party, now);
        const message = await insertChatMessage(trx, {
          conversation_id: id, sender_type: 'customer', sender_id: customer.id, message: text, images: JSON.stringify(stored),
          order_id: body.order_id ?? null, seen_at: null, created_at: now,
        });
        await noteLastMessage(trx, id, { messageId: message, by: 'customer', now });
        // A store's staff hear of it on their stream.
        if (party.type === 'vendor') {
          await insertPush(trx, {
            store_id: party.id, type: 'message', title: CHAT_TEXTS.customer_wrote, body: text ?? CHAT_TEXTS.image,
            data: JSON.stringify({ conversation_id: id, sender_type: 'customer', order_id: body.order_id ?? null }), created_at: now, delivered_at: null,
          });
        }
        return { conversationId: id, messageId: message };
      }));
    if (party.type === 'vendor') this.deps.announce?.();
    const [row, message, sign] = await Promise.all([conversationById(this.db, conversationId), chatMessageById(this.db, messageId), this.deps.files.signer()]);
    return {
      message: CHAT_TEXTS.sent,
      conversation: toConversation(row!, await this.support(), this.deps.publicUrl, sign),
      chat: toChatMessage(message, sign, this.deps.publicUrl),
    };
  }

  private async ownConversation(userId: number, id: number): Promise<ConversationRow> {
    const row = await conversationById(this.db, id);
    if (!row || row.user_id !== userId) throw conversationNotFound();
    return row;
  }

  /** The caller's conversation, if they may still write in it. */
  private async writableConversation(userId: number, id: number): Promise<PartyRef> {
    const row = await this.ownConversation(userId, id);
    if (row.party_type === 'vendor' && row.store_status !== 1) throw receiverNotFound();
    if (row.party_type === 'delivery_man' && !Number(row.courier_running)) throw courierClosed();
    return { type: row.party_type, id: row.party_id };
  }

  /**
   * The party named by receiver_type and receiver_id: a listed store, a courier who carried one of the
   * caller's orders (to write, one that is still running), or support.
   */
  private async party(userId: number, query: { receiver_type?: PartyRef['type']; receiver_id?: number }, writing: boolean) {
    const none = { store_name: null, store_logo: null, courier_f_name: null, courier_l_name: null, courier_image: null };
    const { receiver_type: type, receiver_id: id } = query;
    if (type === 'admin') return { ref: { type, id: 0 } as PartyRef, face: none };
    if (type === undefined || id === undefined) throw invalid(CHAT_TEXTS.no_receiver, 'receiver_type');
    if (type === 'vendor') {
      const store = await storeParty(this.db, id);
      if (!store) throw receiverNotFound();
      return { ref: { type, id }, face: { ...none, store_name: store.name, store_logo: store.logo } };
    }
    const courier = await courierParty(this.db, id, userId);
    if (!courier || !Number(courier.carried)) throw receiverNotFound();
    if (writing && !Number(courier.running)) throw courierClosed();
    return { ref: { type, id }, face: { ...none, courier_f_name: courier.f_name, courier_l_name: courier.l_name, courier_image: courier.image } };
  }

  // The party's side: store staff, couriers and support through the operator API, and the autopilot.

  /** The party's conversations: a store's (its staff, on either API), a courier's, support's. */
  async operatorList(scope: PartyScope, query: OperatorConversationListQuery): Promise<OperatorConversationPage> {
    const window = pageWindow(query);
    const [{ rows, total }, unread, sign] = await Promise.all([listConversations(this.db, scope, window), unreadTotal(this.db, scope), this.deps.files.signer()]);
    return {
      total_size: total, limit: window.limit, offset: window.offset, unread_total: unread,
      conversations: rows.map((r) => toOperatorConversation(r, this.deps.publicUrl, sign)),
    };
  }

  async operatorDetails(scope: PartyScope, id: number, query: OperatorConversationListQuery): Promise<OperatorMessageDetails> {
    const window = pageWindow(query);
    const conversation = await this.partysConversation(scope, id);
    if (conversation.party_unread > 0) await inTransaction(this.db, (trx) => markSeen(trx, id, 'party', this.now()));
    const [fresh, { rows, total }, sign] = await Promise.all([conversationById(this.db, id), messagesOf(this.db, id, window), this.deps.files.signer()]);
    return {
      total_size: total, limit: window.limit, offset: window.offset, conversation: toOperatorConversation(fresh!, this.deps.publicUrl, sign),
      messages: rows.map((r) => toChatMessage(r, sign, this.deps.publicUrl)),
    };
  }

  /** The party answers (written by staff member `senderId`); the customer gets a push. */
  async operatorReply(scope: PartyScope, senderId: number, id: number, body: OperatorMessageReply, audit?: StaffActor): Promise<OperatorMessageSent> {
    const conversation = await this.partysConversation(scope, id);
    const text = body.message.trim();
    if (!text) throw invalid(CHAT_TEXTS.empty, 'message');
    if (body.order_id !== undefined && !(await orderOfCustomer(this.db, body.order_id, conversation.user_id))) throw notFound(CHAT_TEXTS.order_not_found);
    const messageId = await this.partyWrites(conversation, { senderId, text, orderId: body.order_id ?? null, ...(audit ? { audit } : {}) });
    const [fresh, message, sign] = await Promise.all([conversationById(this.db, id), chatMessageById(this.db, messageId), this.deps.files.signer()]);
    return { message: CHAT_TEXTS.sent, conversation: toOperatorConversation(fresh!, this.deps.publicUrl, sign), chat: toChatMessage(message, sign, this.deps.publicUrl) };
  }

  /**
   * The autopilot's answer in a conversation, written only while `lastMessageId` is still its last
   * message, so that of two instances answering together one writes; answers whether it wrote.
   */
  async autoReply(conversationId: number, lastMessageId: number, text: string): Promise<boolean> {
    const conversation = await conversationById(this.db, conversationId);
    if (!conversation || conversation.last_message_id !== lastMessageId) return false;
    const senderId = conversation.party_type === 'delivery_man' ? conversation.party_id : null;
    try {
      await this.partyWrites(conversation, { senderId, text, orderId: null, ifLastIs: lastMessageId });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'conflict') return false;
      throw err;
    }
  }

  private async partysConversation(scope: PartyScope, id: number): Promise<ConversationRow> {
    const row = await conversationById(this.db, id);
    if (!row || row.party_type !== scope.partyType || row.party_id !== scope.partyId) throw conversationNotFound();
    return row;
  }

  /** The message, the conversation's last message and unread count, and the customer's push, in one transaction. */
  private async partyWrites(conversation: ConversationRow, write: PartyMessage): Promise<number> {
    const now = this.now();
    const title = toChatParty(conversation, await this.support(), this.deps.publicUrl).name;
    const messageId = await inTransaction(this.db, async (trx: Kysely<Database>) => {
      const messageId = await insertChatMessage(trx, {
        conversation_id: conversation.id, sender_type: conversation.party_type, sender_id: write.senderId, message: write.text,
        order_id: write.orderId, seen_at: null, created_at: now,
      });
      const noted = await noteLastMessage(trx, conversation.id, { messageId, by: 'party', now, ...(write.ifLastIs !== undefined ? { ifLastIs: write.ifLastIs } : {}) });
      if (!noted) throw overtaken();
      await insertPush(trx, {
        user_id: conversation.user_id, type: 'message', title, body: write.text || CHAT_TEXTS.image,
        data: JSON.stringify({ conversation_id: conversation.id, sender_type: conversation.party_type, order_id: write.orderId }),
        created_at: now, delivered_at: null,
      });
      if (write.audit) {
        await recordChange(trx, write.audit, {
          action: 'chat.reply', entity: 'conversation', entityId: conversation.id, storeId: conversation.party_type === 'vendor' ? conversation.party_id : null,
          before: undefined, after: { message_id: messageId, message: write.text },
        }, now);
      }
      return messageId;
    });
    // The customer's push is committed: every instance's channel delivers it now, not at its next tick.
    this.deps.announce?.();
    return messageId;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}

/** Store staff answer for their store, a courier for themselves, support for every admin conversation. */
export type PartyScope = Extract<ConversationScope, { partyType: string }>;

/** The conversations an operator of the operator API answers: its store's, its own as a courier, or support's. */
export function operatorScope(op: SignedInOperator): PartyScope {
  if (op.role === 'store') return { partyType: 'vendor', partyId: op.storeId ?? -1 };
  if (op.role === 'courier') return { partyType: 'delivery_man', partyId: op.id };
  return { partyType: 'admin', partyId: 0 };
}
